import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { PostgresCounter } from './postgres-counter';

describe('rate-limit counters in the database', () => {
  let ctx: TestContext;
  let counter: PostgresCounter;
  beforeAll(async () => {
    ctx = await createTestApp();
    counter = new PostgresCounter(ctx.app.db);
  });
  afterAll(() => ctx.close());

  it('counts per key within a window, reads without counting, and starts again when the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await counter.read('k1')).toEqual({ current: 0, ttl: 0 });
      expect(await counter.incr('k1', 60_000)).toEqual({ current: 1, ttl: 60_000 });
      vi.setSystemTime(Date.now() + 10_000);
      expect(await counter.incr('k1', 60_000)).toEqual({ current: 2, ttl: 50_000 });
      expect(await counter.incr('k2', 60_000)).toEqual({ current: 1, ttl: 60_000 });
      expect(await counter.read('k1')).toEqual({ current: 2, ttl: 50_000 });
      vi.setSystemTime(Date.now() + 50_000);
      expect(await counter.read('k1')).toEqual({ current: 0, ttl: 0 });
      expect(await counter.incr('k1', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts every one of many concurrent requests', async () => {
    const hits = await Promise.all(Array.from({ length: 40 }, () => counter.incr('burst', 60_000)));
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
