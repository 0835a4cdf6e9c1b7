// The messages between a worker pool (pool.ts) and its workers (serve.ts). Both sides name one
// WorkerProtocol, so a pool and its worker entry cannot disagree on what a task or a call carries.

/** What one kind of worker is given and answers: both sides of a pool are typed by it. */
export interface WorkerProtocol {
  /** What each worker starts with (its workerData). */
  data: unknown;
  task: unknown;
  result: unknown;
  /** A call a worker makes back to the main thread while it works (an API read of a render)… */
  call: unknown;
  /** …and what the main thread answers it. */
  answer: unknown;
}

export type ToWorker<P extends WorkerProtocol> =
  | { type: 'task'; id: number; task: P['task'] }
  | { type: 'answer'; id: number; answer: P['answer'] }
  | { type: 'answer-failed'; id: number; error: string };

export type FromWorker<P extends WorkerProtocol> =
  /** The worker has loaded what it needs: tasks go to it from now on. */
  | { type: 'ready' }
  | { type: 'done'; id: number; result: P['result'] }
  | { type: 'failed'; id: number; error: string }
  /** `task`: the task the call is made for (its context answers it), or null for the worker's own. */
  | { type: 'call'; id: number; task: number | null; call: P['call'] };

/** An error's stack (or its text) as it crosses to the other thread. */
export const errorText = (error: unknown): string => String((error as Error | undefined)?.stack ?? error);
