import { parentPort, workerData } from 'node:worker_threads';
import { ReleasingMap } from '~/shared/releasing-map';
import { errorText, type FromWorker, type ToWorker, type WorkerProtocol } from './protocol';

// The worker's side of a pool (pool.ts): a worker entry (a *.worker.ts file) calls serveTasks
// once, at its top level, with what it does with a task.

/** Asks the main thread, and resolves with its answer. */
export type CallMain<P extends WorkerProtocol> = (call: P['call']) => Promise<P['answer']>;

export interface Served<P extends WorkerProtocol> {
  /** Does one task; `call` asks the main thread on this task's behalf (as whom the task was run). */
  run(task: P['task'], call: CallMain<P>): Promise<P['result']> | P['result'];
  /** The buffers of a result to move to the main thread rather than copy. */
  transferOf?(result: P['result']): ArrayBuffer[];
  /** What the tasks need loaded: the pool sends this worker tasks once it has settled. At once when absent. */
  loaded?: Promise<unknown>;
}

/**
 * Serves the pool's tasks on this worker thread. `make` gets the worker's data and a `call` on
 * the worker's own behalf (for what it sets up before any task), and returns how tasks are done.
 */
export function serveTasks<P extends WorkerProtocol>(make: (side: { data: P['data']; call: CallMain<P> }) => Served<P>): void {
  const port = parentPort;
  if (!port) throw new Error('a worker entry runs on a worker thread, started by its pool');
  const post = (message: FromWorker<P>, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

  // The calls waiting for their answer; a settled one lets go of its promise (releasing-map.ts).
  const waiting = new ReleasingMap<number, { resolve(answer: P['answer']): void; reject(error: Error): void }>();
  let nextCall = 0;
  const callFor =
    (task: number | null): CallMain<P> =>
    (call) =>
      new Promise((resolve, reject) => {
        const id = nextCall++;
        waiting.set(id, { resolve, reject });
        post({ type: 'call', id, task, call });
      });

  const served = make({ data: workerData as P['data'], call: callFor(null) });
  const run = async (id: number, task: P['task']) => {
    try {
      const result = await served.run(task, callFor(id));
      post({ type: 'done', id, result }, served.transferOf?.(result));
    } catch (error) {
      post({ type: 'failed', id, error: errorText(error) });
    }
  };
  port.on('message', (message: ToWorker<P>) => {
    if (message.type === 'task') return void run(message.id, message.task);
    const call = waiting.take(message.id);
    if (!call) return;
    if (message.type === 'answer') call.resolve(message.answer);
    else call.reject(new Error(message.error));
  });
  // A worker whose load failed is not ready: its tasks fail with the load's error (run awaits it).
  (served.loaded ?? Promise.resolve()).then(
    () => post({ type: 'ready' }),
    () => {},
  );
}
