import type { PinsResponse } from '@ncr/shared/schemas/property';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/property/pins: the search's listings as points on the map, the first 500 of its order. */
export const pinsQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ['property-pins', query],
    queryFn: ({ signal }) => api<PinsResponse>('/api/property/pins', { query, signal }),
    retry: false,
  });

export function usePins(query: Record<string, string>) {
  // The pins of the last search stay on the map while the next ones load.
  return useQuery({ ...pinsQuery(query), placeholderData: keepPreviousData });
}
