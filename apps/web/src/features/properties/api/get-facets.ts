import type { FacetsResponse } from '@ncr/shared/schemas/property';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/property/facets: per option, the listings it would find with the other filters applied. */
export const getFacets = (query: Record<string, string>, signal?: AbortSignal) =>
  api<FacetsResponse>('/api/property/facets', { query, signal });

export function useFacets(query: Record<string, string>) {
  const { sort: _sort, ...filters } = query;
  return useQuery({
    queryKey: ['property-facets', filters],
    queryFn: ({ signal }) => getFacets(filters, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
