import { type QueryClient, type QueryFunction, type QueryKey, type SkipToken, skipToken } from '@tanstack/react-query';

/** The signal a server render's query functions get: nothing aborts a render's calls. */
const NEVER_ABORTED = new AbortController().signal;

/**
 * A server render's prefetch of one query: its function run once and the answer kept in the
 * render's cache, as fetchQuery keeps it, without what a browser's fetch needs (an abort controller,
 * a retryer, timers): that machinery was a tenth of a new listing page's render in a profile. A
 * failed call is made again through fetchQuery, once and without retries, so that the cache keeps
 * the query's error as it keeps any failed fetch's: the server then leaves the page to the browser.
 * The data, or undefined when the call failed.
 */
export async function prefetchOnce<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: { queryKey: K; queryFn?: QueryFunction<T, K> | SkipToken },
): Promise<T | undefined> {
  const { queryKey, queryFn } = options;
  if (queryFn && queryFn !== skipToken) {
    try {
      const data = await queryFn({ client: queryClient, queryKey, signal: NEVER_ABORTED, meta: undefined });
      // No answer at all is an error to TanStack Query: fetchQuery below reports it as such.
      if (data !== undefined) {
        queryClient.setQueryData<T, QueryKey>(queryKey, data);
        return data;
      }
    } catch {
      // Left to fetchQuery below, which keeps the error.
    }
  }
  return queryClient.fetchQuery({ ...options, retry: false }).catch(() => undefined);
}
