import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** How long an answer counts as fresh, in the browser and in a server render alike. */
const STALE_MS = 30 * 1000;

// Spec §9 interface defaults: cache kept 5 minutes; retries back off exponentially up to 30 s.
// A factory, because the server renders every page with a cache of its own.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        staleTime: STALE_MS,
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The cache of one server render, dropped whole when the render ends: no query in it is collected
 * on a timer (each would set one, and clear it again), and none is retried (a failed call leaves
 * the page to the browser, which retries as it always does).
 */
export function createRenderQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY, staleTime: STALE_MS, retry: false } } });
}

/** The browser's one cache. */
export const queryClient = createQueryClient();
