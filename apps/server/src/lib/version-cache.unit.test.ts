import { describe, expect, it } from 'vitest';
import { VersionCache } from './version-cache';

/** Two requests for one key while its computation is under way: the answers and how often it ran. */
async function askTwiceAtOnce(cache: VersionCache) {
  let calls = 0;
  let release: () => void = () => {};
  const slow = () =>
    new Promise<number>((resolve) => {
      calls++;
      release = () => resolve(calls);
    });
  const both = Promise.all([cache.get(1, 'k', slow), cache.get(1, 'k', slow)]);
  release();
  return { answers: await both, calls };
}

describe('VersionCache', () => {
  it('answers from the cache at the same version and recomputes at a newer one', async () => {
    const cache = new VersionCache(10);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get(1, 'k', compute)).toBe(1);
    expect(await cache.get(1, 'k', compute)).toBe(1);
    expect(await cache.get(2, 'k', compute)).toBe(2);
    expect(await cache.get(2, 'k', compute)).toBe(2);
  });

  it('never stores what a request computed at an older version than the cache holds', async () => {
    const cache = new VersionCache(10);
    await cache.get(5, 'k', async () => 'new');
    expect(await cache.get(4, 'k', async () => 'old')).toBe('old');
    expect(await cache.get(5, 'k', async () => 'other')).toBe('new');
  });

  it('shares one computation between concurrent misses and forgets failures', async () => {
    const cache = new VersionCache(10);
    expect(await askTwiceAtOnce(cache)).toEqual({ answers: [1, 1], calls: 1 });
    await expect(cache.get(1, 'bad', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get(1, 'bad', async () => 'recovered')).toBe('recovered');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new VersionCache(2);
    await cache.get(1, 'a', async () => 'a');
    await cache.get(1, 'b', async () => 'b');
    await cache.get(1, 'a', async () => 'a again');
    await cache.get(1, 'c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get(1, 'a', async () => 'recomputed')).toBe('a');
    expect(await cache.get(1, 'b', async () => 'recomputed')).toBe('recomputed');
  });
});

describe('VersionCache with admitRepeats', () => {
  it('keeps an answer only once it is asked for again at the same version', async () => {
    const cache = new VersionCache(10, { admitRepeats: true });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get(1, 'k', compute)).toBe(1); // asked once: not kept
    expect(cache.size).toBe(0);
    expect(await cache.get(1, 'k', compute)).toBe(2); // a repeat: kept
    expect(await cache.get(1, 'k', compute)).toBe(2);
    expect(cache.size).toBe(1);
    // A new version forgets what was asked before.
    expect(await cache.get(2, 'k', compute)).toBe(3);
    expect(await cache.get(2, 'k', compute)).toBe(4);
    expect(await cache.get(2, 'k', compute)).toBe(4);
  });

  it('tells the computation whether its answer will be kept', async () => {
    const cache = new VersionCache(10, { admitRepeats: true });
    const told: boolean[] = [];
    const compute = async (kept: boolean) => told.push(kept);
    await cache.get(2, 'k', compute); // asked once: not kept
    await cache.get(2, 'k', compute); // a repeat: kept
    await cache.get(1, 'k', compute); // an older version: never kept
    await cache.get(2, 'other', compute);
    expect(told).toEqual([false, true, false, false]);
    const always = new VersionCache(10);
    expect(await always.get(1, 'k', async (kept) => kept)).toBe(true);
  });

  it('still shares one computation between concurrent first requests', async () => {
    const cache = new VersionCache(10, { admitRepeats: true });
    expect(await askTwiceAtOnce(cache)).toEqual({ answers: [1, 1], calls: 1 });
    expect(cache.size).toBe(0);
  });
});
