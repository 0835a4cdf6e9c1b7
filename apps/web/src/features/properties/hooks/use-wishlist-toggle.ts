import type { PublicListing } from '@ncr/shared/schemas/property';
import type { WishlistIds } from '@ncr/shared/schemas/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToWishlist } from '../api/add-to-wishlist';
import { WISHLIST_IDS_KEY, WISHLIST_KEY } from '../api/get-wishlist';
import { removeFromWishlist } from '../api/remove-from-wishlist';

/**
 * Spec §4: a wishlisted listing is removed and its heart cleared on success; otherwise it is added
 * and the heart filled on success. Failures are only logged (spec §8).
 */
export function useWishlistToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ listing, wishlisted }: { listing: PublicListing; wishlisted: boolean }) =>
      wishlisted ? removeFromWishlist(listing._id) : addToWishlist(listing._id),
    onSuccess: (_result, { listing, wishlisted }) => {
      const id = listing._id;
      client.setQueryData<WishlistIds>(WISHLIST_IDS_KEY, (saved = { ids: [] }) => ({
        ids: wishlisted ? saved.ids.filter((other) => other !== id) : [id, ...saved.ids.filter((other) => other !== id)],
      }));
      client.setQueryData<PublicListing[]>(WISHLIST_KEY, (list) =>
        list === undefined ? undefined : wishlisted ? list.filter((p) => p._id !== id) : [listing, ...list.filter((p) => p._id !== id)],
      );
      // The ids and the listings both (WISHLIST_KEY is the ids' prefix).
      void client.invalidateQueries({ queryKey: WISHLIST_KEY });
    },
    onError: (error) => console.error('Wishlist update failed', error),
  });
}
