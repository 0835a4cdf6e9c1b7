import { describe, expect, it } from 'vitest';
import { workerPool } from './pool';
import type { EchoProtocol } from './testing/echo.test-worker';

// The pool's own rules, on a small worker (testing/echo.test-worker.ts); page-render-threads.test.ts
// and search-answer-threads.test.ts test the two pools the server runs.

const echoPool = (options: { loadMs?: number; count?: number; start?: 'now' | 'when-asked' } = {}) =>
  workerPool<EchoProtocol, string>({
    name: 'echo',
    entry: new URL('./testing/echo.test-worker.ts', import.meta.url),
    count: options.count ?? 1,
    data: { loadMs: options.loadMs ?? 0 },
    start: options.start ?? 'now',
    answerCall: async (call, context) => `${call} for ${context ?? 'the worker'}`,
  });

describe('worker pool', () => {
  it('is ready once a worker has loaded, and answers calls with the context of the task that made them', async () => {
    const pool = echoPool({ loadMs: 300 });
    try {
      expect(pool.ready).toBe(false);
      await expect.poll(() => pool.ready, { timeout: 10_000 }).toBe(true);
      expect(await pool.run({ say: 'hello' })).toBe('hello');
      const [asked, plain] = await Promise.all([pool.run({ ask: 'who' }, { context: 'Asha' }), pool.run({ ask: 'who' })]);
      expect(asked).toBe('answered: who for Asha');
      expect(plain).toBe('answered: who for the worker');
    } finally {
      await pool.close();
    }
  });

  it('starts a when-asked pool with its first task, fails a task that throws, and none after close', async () => {
    const pool = echoPool({ start: 'when-asked' });
    expect(pool.ready).toBe(false);
    expect(await pool.run({ say: 'first' })).toBe('first');
    await expect(pool.run({ fail: 'no such thing' })).rejects.toThrow(/echo failed on a worker thread: Error: no such thing/);
    await pool.close();
    expect(pool.ready).toBe(false);
    await expect(pool.run({ say: 'late' })).rejects.toThrow(/pool is closed/);
  });

  it('fails the tasks of a worker that exits, sends new ones to the live worker, and replaces the dead one', async () => {
    const pool = echoPool({ count: 2 });
    try {
      await expect.poll(() => pool.ready, { timeout: 10_000 }).toBe(true);
      await expect(pool.run({ exit: 4 })).rejects.toThrow(/echo worker exited with code 4/);
      // The other worker still answers while the first is replaced.
      expect(await pool.run({ say: 'still here' })).toBe('still here');
      await expect
        .poll(async () => (await Promise.all([pool.run({ say: 'a' }), pool.run({ say: 'b' })])).join(), { timeout: 10_000 })
        .toBe('a,b');
    } finally {
      await pool.close();
    }
  });
});
