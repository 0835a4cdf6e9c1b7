import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ListingCounts {
  cities: Record<string, number>;
  types: Record<string, number>;
}

/** GET /api/property/counts: live counts of public listings by city and by type. */
export const getCounts = () => api<ListingCounts>('/api/property/counts');

export const countsQuery = queryOptions({ queryKey: ['property-counts'], queryFn: getCounts, staleTime: 60_000 });

export function useListingCounts() {
  return useQuery(countsQuery);
}
