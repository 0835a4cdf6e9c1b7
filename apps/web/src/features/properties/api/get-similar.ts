import type { SimilarListing } from '@ncr/shared/schemas/property';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * GET /api/property/{id}/similar: same city and type, nearest prices, at most 6, as cards (photo,
 * price, what and where). A listing that is
 * not public (its owner looking at it while it waits for approval) has none: an empty list.
 */
export const getSimilar = (id: string, signal?: AbortSignal) =>
  api<SimilarListing[]>(`/api/property/${id}/similar`, { signal }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  });

/**
 * Asked by the browser once the page is live: the server renders a listing's page without them
 * (docs/decisions/0074-similar-listings-load-with-the-live-page.md).
 */
export function useSimilar(id: string) {
  return useQuery({ queryKey: ['property', id, 'similar'], queryFn: ({ signal }) => getSimilar(id, signal) });
}
