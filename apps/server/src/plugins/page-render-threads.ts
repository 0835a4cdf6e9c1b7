import { Worker } from 'node:worker_threads';
import type { PublicSettings } from '@ncr/shared/schemas/public-settings';
import { ReleasingMap } from '~/shared/releasing-map';

// Server rendering on worker threads (docs/decisions/0063-pages-rendered-on-worker-threads.md).
// React's render of a listing page is about half of its CPU; on the event loop it held up every
// other request meanwhile. Each worker loads the web build's entry-server (plain JavaScript, so
// this runs the same from source, in tests and from the bundle) and renders pages there; the API
// calls a render makes come back to this thread, which answers them from its routes and caches.

export interface RenderTask {
  url: string;
  /** Who asks (the fields the page's session script and screens read), or null for a visitor. */
  user: Record<string, unknown> | null;
  /** The render's API calls go as this person (their cookie or bearer header); none for a visitor. */
  as?: Record<string, string>;
  /** A visitor's page: the public settings its request read, so the render does not ask for them. */
  publicSettings?: PublicSettings;
}

/** Answers one of a render's API calls, as `as` asked it (a visitor when undefined). */
export type AnswerCall = (
  input: string,
  method: string,
  as: Record<string, string> | undefined,
) => Promise<{ status: number; text: string }>;

// The worker's own code, evaluated as CommonJS: no file to find next to a bundle or a .ts source.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// Each call's resolve in a box emptied when it is answered, as in the server's ReleasingMap
// (src/shared/releasing-map.ts): a table the Map leaves behind then keeps nothing of the call.
const waiting = new Map();
// A page's text leaves as UTF-8 bytes, moved, not copied: the event loop then holds no copy of it
// as a string, which a garbage collection would copy again while the page is sent.
const encoder = new TextEncoder();
let nextCall = 0;
const fetchFor = (task) => (input, init) =>
  new Promise((resolve) => {
    const id = nextCall++;
    waiting.set(id, { resolve });
    parentPort.postMessage({ type: 'call', id, task, input, method: (init && init.method) || 'GET' });
  });
const entry = import(workerData.entryUrl).then((module) => {
  module.configure({ fetch: fetchFor(null) });
  return module;
});
parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const box = waiting.get(message.id);
    waiting.delete(message.id);
    const { resolve } = box;
    box.resolve = undefined;
    const { status, text } = message;
    resolve({ ok: status >= 200 && status < 300, status, text: async () => text });
    return;
  }
  const { task, url, user, member, publicSettings } = message;
  entry
    .then((module) => module.render(url, { publicUrl: workerData.publicUrl, user, publicSettings, ...(member ? { fetch: fetchFor(task) } : {}) }))
    .then(
      (result) => {
        if (result.kind !== 'page') return parentPort.postMessage({ type: 'rendered', task, result });
        const bytes = { head: encoder.encode(result.head), html: encoder.encode(result.html), state: encoder.encode(result.state) };
        const moved = [bytes.head.buffer, bytes.html.buffer, bytes.state.buffer];
        parentPort.postMessage({ type: 'rendered', task, result: { ...result, ...bytes } }, moved);
      },
      (error) => parentPort.postMessage({ type: 'failed', task, error: String((error && error.stack) || error) }),
    );
});
`;

type Settle<T> = { resolve(value: T): void; reject(error: Error): void; as?: Record<string, string> };

const RESTART_MS = 200;

type Message =
  | { type: 'call'; id: number; task: number | null; input: string; method: string }
  | { type: 'rendered'; task: number; result: unknown }
  | { type: 'failed'; task: number; error: string };

/**
 * `count` worker threads rendering pages with the entry at `entryUrl`. A page goes to the worker
 * with the fewest pages in progress; a worker that dies fails its pages (the browser then renders
 * them) and is replaced shortly after.
 */
export function renderThreads<Result>(count: number, entryUrl: string, publicUrl: string, answerCall: AnswerCall) {
  type Slot = { worker: Worker; pending: number; alive: boolean };
  // A settled task lets go of its promise and the page it resolved to (shared/releasing-map.ts).
  const tasks = new ReleasingMap<number, Settle<Result> & { slot: Slot }>();
  const slots: Slot[] = [];
  let nextTask = 0;
  let closed = false;

  const failAll = (slot: Slot, error: Error) => {
    for (const [id, task] of tasks.entries()) {
      if (task.slot !== slot) continue;
      tasks.delete(id);
      task.reject(error);
    }
    slot.pending = 0;
  };
  const start = (index: number) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entryUrl, publicUrl } });
    const slot: Slot = { worker, pending: 0, alive: true };
    slots[index] = slot;
    worker.on('message', (message: Message) => {
      if (message.type === 'call') {
        const as = message.task === null ? undefined : tasks.get(message.task)?.as;
        answerCall(message.input, message.method, as).then(
          ({ status, text }) => worker.postMessage({ type: 'answer', id: message.id, status, text }),
          (error: unknown) =>
            worker.postMessage({ type: 'answer', id: message.id, status: 500, text: JSON.stringify({ error: String(error) }) }),
        );
        return;
      }
      const task = tasks.take(message.task);
      if (!task) return;
      slot.pending--;
      if (message.type === 'rendered') task.resolve(message.result as Result);
      else task.reject(new Error(`page render failed on a worker thread: ${message.error}`));
    });
    worker.on('error', (error) => failAll(slot, error));
    worker.on('exit', (code) => {
      slot.alive = false;
      failAll(slot, new Error(`page render worker exited with code ${code}`));
      // A pause before the next one: a worker that cannot start must not restart in a loop.
      if (!closed) setTimeout(() => closed || start(index), RESTART_MS).unref();
    });
  };
  for (let i = 0; i < count; i++) start(i);

  return {
    /** The page, or an error (the browser then renders it) when it fails or no worker is up. */
    render(task: RenderTask): Promise<Result> {
      const slot = slots.filter((s) => s.alive).reduce<Slot | null>((least, s) => (!least || s.pending < least.pending ? s : least), null);
      if (!slot) return Promise.reject(new Error('no page render worker is running'));
      const id = nextTask++;
      slot.pending++;
      return new Promise<Result>((resolve, reject) => {
        tasks.set(id, { resolve, reject, slot, ...(task.as ? { as: task.as } : {}) });
        slot.worker.postMessage({
          type: 'render',
          task: id,
          url: task.url,
          user: task.user,
          member: !!task.as,
          publicSettings: task.publicSettings,
        });
      });
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
