import { describe, expect, it } from 'vitest';
import { batchedReads, sharedReads } from './shared-reads';

/** A read the test finishes by hand, recording what each call asked for. */
function manualRead() {
  const calls: { keys: string[]; finish: (value: string) => void; fail: (error: Error) => void }[] = [];
  const read = (keys: string[]) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ keys, finish: resolve, fail: reject });
    });
  return { calls, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedReads', () => {
  it('sends the first caller at once and gathers the callers that come while it is under way into the next read', async () => {
    const { calls, read } = manualRead();
    const batched = batchedReads(read);
    const first = batched(['a']);
    expect(calls.map((c) => c.keys)).toEqual([['a']]);

    const second = batched(['b', 'c']);
    const third = batched(['c', 'd']);
    // They wait: the read under way may have started before their writes committed.
    expect(calls).toHaveLength(1);

    calls[0]?.finish('first read');
    expect(await first).toBe('first read');
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['b', 'c', 'd']]);

    calls[1]?.finish('second read');
    expect(await second).toBe('second read');
    expect(await third).toBe('second read');
  });

  it('with gather, sends the callers of one turn of the event loop in one read, on the next turn', async () => {
    const { calls, read } = manualRead();
    const batched = batchedReads(read, { gather: true });
    const detail = batched(['a']);
    const similar = batched(['b', 'c']);
    expect(calls).toHaveLength(0);
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([['a', 'b', 'c']]);
    // Later callers wait for the read under way, as without gather.
    const later = batched(['d']);
    calls[0]?.finish('both');
    expect(await detail).toBe('both');
    expect(await similar).toBe('both');
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([['a', 'b', 'c'], ['d']]);
    calls[1]?.finish('later');
    expect(await later).toBe('later');
  });

  it('starts afresh once nothing is under way', async () => {
    const { calls, read } = manualRead();
    const batched = batchedReads(read);
    const first = batched(['a']);
    calls[0]?.finish('one');
    await first;
    await settle();
    const again = batched(['b']);
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['b']]);
    calls[1]?.finish('two');
    expect(await again).toBe('two');
  });

  it('fails only the callers of a failed read; the next read still goes out', async () => {
    const { calls, read } = manualRead();
    const batched = batchedReads(read);
    const first = batched(['a']);
    const second = batched(['b']);
    calls[0]?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['b']]);
    calls[1]?.finish('recovered');
    expect(await second).toBe('recovered');
  });
});

describe('sharedReads', () => {
  it('never answers a caller with a read that was sent before it asked', async () => {
    let version = 1;
    const pending: (() => void)[] = [];
    // Each read sees the version as it is when the read is sent.
    const shared = sharedReads(() => {
      const seen = version;
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
    });
    const before = shared();
    version = 2; // a write commits while the first read is under way
    const after = shared();
    pending.shift()?.();
    expect(await before).toBe(1);
    await settle();
    pending.shift()?.();
    expect(await after).toBe(2);
  });
});
