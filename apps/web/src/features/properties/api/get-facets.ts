import type { FacetsResponse } from '@ncr/shared/schemas/property';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/property/facets: per option, the listings it would find with the other filters applied. */
export const getFacets = (query: Record<string, string>, signal?: AbortSignal) =>
  api<FacetsResponse>('/api/property/facets', { query, signal });

/** The order of results does not change the counts: the sort is left out of the key and the call. */
export const facetsQuery = (query: Record<string, string>) => {
  const { sort: _sort, ...filters } = query;
  return queryOptions({
    queryKey: ['property-facets', filters],
    queryFn: ({ signal }) => getFacets(filters, signal),
    retry: false,
  });
};

export function useFacets(query: Record<string, string>) {
  return useQuery({ ...facetsQuery(query), placeholderData: keepPreviousData });
}
