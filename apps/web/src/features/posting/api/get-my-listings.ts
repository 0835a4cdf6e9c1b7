import type { MyListingsAnswer } from '@ncr/shared/schemas/buyers-told';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const MY_LISTINGS_PAGE_SIZE = 10;

/** GET /api/property/mine: the caller's listings of any status, newest first. */
export const getMyListings = (page: number) =>
  api<MyListingsAnswer>('/api/property/mine', { query: { page, limit: MY_LISTINGS_PAGE_SIZE } });

export function useMyListings(page: number) {
  return useQuery({
    queryKey: ['my-listings', 'page', page],
    queryFn: () => getMyListings(page),
    placeholderData: keepPreviousData,
    // While matching buyers are being told of a listing, the line under it follows the count.
    refetchInterval: (query) => (query.state.data?.properties.some((listing) => listing.buyersTold?.telling) ? 5000 : false),
  });
}
