import { Worker } from 'node:worker_threads';
import { ReleasingMap } from '~/shared/releasing-map';
import { errorText, type FromWorker, type ToWorker, type WorkerProtocol } from './protocol';

// One pool of worker threads for whatever the event loop hands off: page renders
// (plugins/page-render-threads.ts) and search answers (modules/properties/search-answer-threads.ts)
// (docs/decisions/0107-one-worker-pool.md). A worker's code is a real file, `*.worker.ts`, that
// calls serveTasks (serve.ts). From source (tests, `npm run dev`) the worker loads that file
// through tsx; from the bundle, the bundle that scripts/build.mjs makes of each *.worker.ts next
// to server.js, under the same name.

const fromSource = import.meta.url.endsWith('.ts');
const sourceWorker = new URL('./from-source.mjs', import.meta.url);

const RESTART_MS = 200;
// A worker that cannot load (a file missing from a deployment) is tried again at most every 102 s.
const MAX_DOUBLINGS = 9;

export interface PoolOptions<P extends WorkerProtocol, C> {
  /** What the pool's errors call it: 'page render' gives "page render worker exited with code 1". */
  name: string;
  /** The worker's entry: `new URL('./x.worker.ts', import.meta.url)`, beside the code that starts the pool. */
  entry: URL;
  count: number;
  data: P['data'];
  /** Answers a worker's call; `context` is the one its task was run with, undefined for the worker's own calls. */
  answerCall?(call: P['call'], context: C | undefined): Promise<P['answer']>;
  /** A worker's uncaught error (its tasks fail with it, and it is replaced). */
  onError?(error: Error): void;
  /** 'now' starts the workers with the pool; 'when-asked' with the first run() or start(). */
  start: 'now' | 'when-asked';
}

export interface WorkerPool<P extends WorkerProtocol, C> {
  /**
   * Runs the task on the worker with the fewest tasks in progress (a loaded one first). It fails
   * when the task fails, when its worker dies, or at once when no worker is running.
   * `context`: what answers the task's calls (answerCall); `transfer`: the task's buffers to move.
   */
  run(task: P['task'], how?: { context?: C; transfer?: ArrayBuffer[] }): Promise<P['result']>;
  /** Whether a worker has loaded (its entry's `loaded` settled) and is running. */
  readonly ready: boolean;
  /** Starts the workers of a 'when-asked' pool, if not started yet. */
  start(): void;
  close(): Promise<void>;
}

/** A worker on the entry's source through tsx, or on its bundle next to the server's. */
function spawn(entry: URL, workerData: unknown): Worker {
  if (!fromSource) return new Worker(new URL(entry.href.replace(/\.ts$/, '.js')), { workerData });
  // A process started by tsx passes its loader on already (a worker takes the process's execArgv);
  // elsewhere the worker registers it first (from-source.mjs), then loads the entry.
  const loaded = process.execArgv.some((arg) => arg.includes('tsx'));
  return loaded ? new Worker(entry, { workerData }) : new Worker(sourceWorker, { workerData, argv: [entry.href] });
}

/**
 * `count` workers on `entry`. A worker that dies fails its tasks and is replaced after a pause,
 * which doubles with each exit until a worker loads, so that one that cannot load does not
 * restart in a loop. An idle worker does not keep the process alive (a CLI, a test ends).
 */
export function workerPool<P extends WorkerProtocol, C = undefined>(options: PoolOptions<P, C>): WorkerPool<P, C> {
  const { name, entry, count, data, answerCall, onError } = options;
  type Slot = { worker: Worker; pending: number; alive: boolean; ready: boolean; exits: number };
  type Task = { resolve(result: P['result']): void; reject(error: Error): void; slot: Slot; context: C | undefined };
  // A settled task lets go of its promise and what it resolved to (shared/releasing-map.ts).
  const tasks = new ReleasingMap<number, Task>();
  const slots: Slot[] = [];
  let started = false;
  let closed = false;
  let nextTask = 0;

  const post = (slot: Slot, message: ToWorker<P>, transfer?: ArrayBuffer[]) => slot.worker.postMessage(message, transfer);
  const settled = (slot: Slot) => {
    if (--slot.pending === 0) slot.worker.unref();
  };
  const failAll = (slot: Slot, error: Error) => {
    for (const [id, task] of tasks.entries()) {
      if (task.slot !== slot) continue;
      tasks.delete(id);
      task.reject(error);
    }
    if (slot.pending > 0) slot.worker.unref();
    slot.pending = 0;
  };
  const answer = (slot: Slot, { id, task, call }: Extract<FromWorker<P>, { type: 'call' }>) => {
    if (!answerCall) return post(slot, { type: 'answer-failed', id, error: `${name} workers make no calls` });
    const context = task === null ? undefined : tasks.get(task)?.context;
    answerCall(call, context).then(
      (reply) => post(slot, { type: 'answer', id, answer: reply }),
      (error: unknown) => post(slot, { type: 'answer-failed', id, error: errorText(error) }),
    );
  };

  const startAt = (index: number, exits: number) => {
    const slot: Slot = { worker: spawn(entry, data), pending: 0, alive: true, ready: false, exits };
    slots[index] = slot;
    slot.worker.unref();
    slot.worker.on('message', (message: FromWorker<P>) => {
      if (message.type === 'ready') {
        slot.ready = true;
        slot.exits = 0;
        return;
      }
      if (message.type === 'call') return answer(slot, message);
      const task = tasks.take(message.id);
      if (!task) return;
      settled(slot);
      if (message.type === 'done') task.resolve(message.result);
      else task.reject(new Error(`${name} failed on a worker thread: ${message.error}`));
    });
    slot.worker.on('error', (error) => {
      onError?.(error);
      failAll(slot, error);
    });
    slot.worker.on('exit', (code) => {
      slot.alive = false;
      slot.ready = false;
      failAll(slot, new Error(`${name} worker exited with code ${code}`));
      if (closed) return;
      const pause = RESTART_MS * 2 ** Math.min(slot.exits, MAX_DOUBLINGS);
      setTimeout(() => closed || startAt(index, slot.exits + 1), pause).unref();
    });
  };
  const start = () => {
    if (started || closed) return;
    started = true;
    for (let i = 0; i < count; i++) startAt(i, 0);
  };
  /** A loaded worker before one still loading; among those, the one with the fewest tasks in progress. */
  const pick = (): Slot | null => {
    let best: Slot | null = null;
    for (const slot of slots) {
      if (!slot.alive) continue;
      if (!best || (slot.ready && !best.ready) || (slot.ready === best.ready && slot.pending < best.pending)) best = slot;
    }
    return best;
  };
  if (options.start === 'now') start();

  return {
    run(task, how = {}) {
      if (closed) return Promise.reject(new Error(`the ${name} pool is closed`));
      start();
      const slot = pick();
      if (!slot) return Promise.reject(new Error(`no ${name} worker is running`));
      const id = nextTask++;
      if (slot.pending++ === 0) slot.worker.ref();
      return new Promise<P['result']>((resolve, reject) => {
        tasks.set(id, { resolve, reject, slot, context: how.context });
        post(slot, { type: 'task', id, task }, how.transfer);
      });
    },
    get ready() {
      return !closed && slots.some((slot) => slot.alive && slot.ready);
    },
    start,
    async close() {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
