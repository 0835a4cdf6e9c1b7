import type { PublicListing } from '@ncr/shared/schemas/property';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const WISHLIST_KEY = ['wishlist'] as const;

/** GET /api/wishlist: the caller's saved listings; here only their ids matter (the hearts). */
export const getWishlist = () => api<PublicListing[]>('/api/wishlist');

export function useWishlistIds(enabled: boolean) {
  return useQuery({
    queryKey: WISHLIST_KEY,
    queryFn: getWishlist,
    enabled,
    select: (list) => new Set(list.map((p) => p._id)),
  });
}
