import type { Role } from '@ncr/shared/enums';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

export interface PrefetchContext {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/** What a server-rendered page's prefetch learned that changes the answer, such as a 404. */
export interface PrefetchResult {
  status?: number;
  /** The page's one address, when it was asked for at another (answered 301). */
  redirect?: string;
}

/**
 * Loads into the query cache everything the page renders, with the same query options its hooks
 * use, so the server's render is complete and the browser starts from the same cache.
 */
export type Prefetch = (context: PrefetchContext) => Promise<PrefetchResult | undefined>;

/** The `handle` of a route the server renders. */
export interface PageHandle {
  ssr: true;
  /** The page's source module, so the server can preload its chunk. */
  module?: string;
  prefetch?: Prefetch;
  status?: number;
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && (handle as PageHandle).ssr === true;

/** The `handle` of a route only some roles may see: the server renders it for them alone. */
export interface SignedInHandle {
  roles: readonly Role[];
}

export const isSignedInHandle = (handle: unknown): handle is SignedInHandle =>
  typeof handle === 'object' && handle !== null && Array.isArray((handle as SignedInHandle).roles);
