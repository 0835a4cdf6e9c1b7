import type { PublicListing } from '@ncr/shared/schemas/property';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prefetchOnce } from '@/lib/prefetch-once';

export const WISHLIST_KEY = ['wishlist'] as const;

/** GET /api/wishlist: the caller's saved listings; here only their ids matter (the hearts). */
export const getWishlist = () => api<PublicListing[]>('/api/wishlist');

const wishlistQuery = queryOptions({ queryKey: WISHLIST_KEY, queryFn: getWishlist });

/** The signed-in member's wishlisted listing ids. */
export function useWishlistIds() {
  return useQuery({ ...wishlistQuery, select: (list) => new Set(list.map((p) => p._id)) });
}

/** A member's page is rendered with their hearts filled in: their wishlist comes with it. */
export async function prefetchWishlist(queryClient: QueryClient): Promise<void> {
  await prefetchOnce(queryClient, wishlistQuery);
}
