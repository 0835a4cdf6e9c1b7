import type { PublicListing } from '@ncr/shared/schemas/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/property/featured: featured public listings, newest first. */
export const getFeatured = () => api<PublicListing[]>('/api/property/featured');

export const featuredQuery = queryOptions({ queryKey: ['property-featured'], queryFn: getFeatured, retry: false });

export function useFeatured() {
  return useQuery(featuredQuery);
}
