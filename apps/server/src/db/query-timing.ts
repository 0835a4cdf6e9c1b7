import { performance } from 'node:perf_hooks';

export type QueryListener = (sql: string, seconds: number) => void;

const textOf = (first: unknown): string =>
  typeof first === 'string' ? first : typeof (first as { text?: unknown })?.text === 'string' ? (first as { text: string }).text : '';

/**
 * Wraps `target[method]` (a driver's query function) so every call reports its SQL and duration
 * to `listener()`; calls made before a listener is set cost one check. Handles both promise and
 * callback styles (node-postgres' pool calls its clients with a callback).
 */
export function timeQueries(target: object, method: string, listener: () => QueryListener | undefined): void {
  const host = target as Record<string, unknown>;
  const original = host[method];
  if (typeof original !== 'function') return;
  host[method] = function timed(this: unknown, ...args: unknown[]) {
    const report = listener();
    if (!report) return original.apply(this, args);
    const started = performance.now();
    const done = () => report(textOf(args[0]), (performance.now() - started) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  };
}
