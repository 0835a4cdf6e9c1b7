import type { PublicListing } from '@ncr/shared/schemas/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/property/{id}/similar: same city and type, nearest prices, at most 6. */
export const getSimilar = (id: string, signal?: AbortSignal) => api<PublicListing[]>(`/api/property/${id}/similar`, { signal });

export const similarQuery = (id: string) =>
  queryOptions({ queryKey: ['property', id, 'similar'], queryFn: ({ signal }) => getSimilar(id, signal) });

export function useSimilar(id: string) {
  return useQuery(similarQuery(id));
}
