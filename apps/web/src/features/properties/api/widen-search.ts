import type { WidenResponse } from '@ncr/shared/schemas/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/property/widen: for a search that finds nothing, the searches one filter wider, with their counts. */
export const widenQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ['property-widen', query],
    queryFn: ({ signal }) => api<WidenResponse>('/api/property/widen', { query, signal }),
    retry: false,
  });

export const useWidenedSearches = (query: Record<string, string>) => useQuery(widenQuery(query));
