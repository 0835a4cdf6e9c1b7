import type { PublicListing } from '@ncr/shared/schemas/property';
import { useQuery } from '@tanstack/react-query';
import { WISHLIST_KEY } from '@/components/wishlist/wishlist-queries';
import { api } from '@/lib/api-client';

/** GET /api/wishlist: the caller's saved listings they may still see; the entry the hearts' ids sit under. */
export const getWishlist = () => api<PublicListing[]>('/api/wishlist');

export function useWishlist(enabled: boolean) {
  return useQuery({ queryKey: WISHLIST_KEY, queryFn: getWishlist, enabled, staleTime: 0 });
}
