import type { PublicListing } from '@ncr/shared/schemas/property';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The same cache entry the hearts on /property use, so both screens agree.
export const WISHLIST_KEY = ['wishlist'] as const;

/** GET /api/wishlist: the caller's saved listings they may still see. */
export const getWishlist = () => api<PublicListing[]>('/api/wishlist');

export function useWishlist(enabled: boolean) {
  return useQuery({ queryKey: WISHLIST_KEY, queryFn: getWishlist, enabled, staleTime: 0 });
}
