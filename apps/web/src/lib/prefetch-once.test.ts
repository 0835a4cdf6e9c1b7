import { dehydrate, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchOnce } from './prefetch-once';
import { createRenderQueryClient } from './query-client';

/** A query whose function answers from `answers` in turn (an Error is thrown), counting its calls. */
function counted<T>(key: string, ...answers: (T | Error)[]) {
  let calls = 0;
  const options = queryOptions({
    queryKey: [key],
    queryFn: async ({ signal }) => {
      expect(signal.aborted).toBe(false);
      const answer = answers[Math.min(calls++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  });
  return { options, calls: () => calls };
}

describe('prefetchOnce', () => {
  it('keeps an answer as fetchQuery keeps it, with one call', async () => {
    const viaPrefetch = createRenderQueryClient();
    const viaFetch = createRenderQueryClient();
    const listing = counted('listing', { id: 'a', title: 'Flat' });
    const missing = counted<null>('missing', null);
    expect(await prefetchOnce(viaPrefetch, listing.options)).toEqual({ id: 'a', title: 'Flat' });
    expect(await prefetchOnce(viaPrefetch, missing.options)).toBeNull();
    expect([listing.calls(), missing.calls()]).toEqual([1, 1]);
    await viaFetch.fetchQuery(counted('listing', { id: 'a', title: 'Flat' }).options);
    await viaFetch.fetchQuery(counted<null>('missing', null).options);
    // Everything the browser is given of them, but when they were fetched.
    const given = (client: typeof viaFetch) =>
      dehydrate(client).queries.map(({ queryHash, queryKey, state }) => ({ queryHash, queryKey, ...state, dataUpdatedAt: 0 }));
    expect(given(viaPrefetch)).toEqual(given(viaFetch));
    expect(given(viaPrefetch).map((q) => q.status)).toEqual(['success', 'success']);
  });

  it('keeps a failure as the query error, after one more call without retries', async () => {
    const client = createRenderQueryClient();
    const failing = counted('failing', new Error('down'), new Error('still down'));
    expect(await prefetchOnce(client, failing.options)).toBeUndefined();
    expect(failing.calls()).toBe(2);
    const query = client.getQueryCache().find({ queryKey: ['failing'] });
    expect(query?.state.status).toBe('error');
    expect(query?.state.error?.message).toBe('still down');
  });

  it('keeps no answer at all as an error, as fetchQuery does', async () => {
    const client = createRenderQueryClient();
    const empty = counted<undefined>('empty', undefined);
    expect(await prefetchOnce(client, empty.options)).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: ['empty'] })?.state.status).toBe('error');
  });

  it('keeps the answer of the second call when only the first failed', async () => {
    const client = createRenderQueryClient();
    const flaky = counted('flaky', new Error('blip'), { ok: true });
    expect(await prefetchOnce(client, flaky.options)).toEqual({ ok: true });
    expect(client.getQueryCache().find({ queryKey: ['flaky'] })?.state.status).toBe('success');
  });
});
