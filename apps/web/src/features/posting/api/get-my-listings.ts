import type { MyListingsResponse } from '@ncr/shared/schemas/property';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const MY_LISTINGS_PAGE_SIZE = 10;

/** GET /api/property/mine: the caller's listings of any status, newest first. */
export const getMyListings = (page: number) =>
  api<MyListingsResponse>('/api/property/mine', { query: { page, limit: MY_LISTINGS_PAGE_SIZE } });

export function useMyListings(page: number) {
  return useQuery({ queryKey: ['my-listings', 'page', page], queryFn: () => getMyListings(page), placeholderData: keepPreviousData });
}
