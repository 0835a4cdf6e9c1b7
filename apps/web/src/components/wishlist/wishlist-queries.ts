import type { WishlistIds } from '@ncr/shared/schemas/wishlist';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prefetchOnce } from '@/lib/prefetch-once';

/** The wishlist's queries: its listings (the wishlist page) and, under it, their ids (the hearts). */
export const WISHLIST_KEY = ['wishlist'] as const;
export const WISHLIST_IDS_KEY = ['wishlist', 'ids'] as const;

/** GET /api/wishlist/ids: the ids of the caller's saved listings, all the hearts need. */
export const getWishlistIds = () => api<WishlistIds>('/api/wishlist/ids');

const wishlistIdsQuery = queryOptions({ queryKey: WISHLIST_IDS_KEY, queryFn: getWishlistIds });

/** The signed-in member's wishlisted listing ids. */
export function useWishlistIds() {
  return useQuery({ ...wishlistIdsQuery, select: ({ ids }) => new Set(ids) });
}

/** A member's page comes with their hearts: the ids of their wishlist come with it. */
export async function prefetchWishlist(queryClient: QueryClient): Promise<void> {
  await prefetchOnce(queryClient, wishlistIdsQuery);
}

/** POST /api/wishlist/add (idempotent). */
export const addToWishlist = (propertyId: string) => api<{ success: true }>('/api/wishlist/add', { method: 'POST', body: { propertyId } });

/** DELETE /api/wishlist/remove/{id} (idempotent). */
export const removeFromWishlist = (propertyId: string) =>
  api<{ success: true }>(`/api/wishlist/remove/${propertyId}`, { method: 'DELETE' });
