import type { PublicListing } from '@ncr/shared/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToWishlist } from '../api/add-to-wishlist';
import { WISHLIST_KEY } from '../api/get-wishlist';
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
      client.setQueryData<PublicListing[]>(WISHLIST_KEY, (list = []) =>
        wishlisted ? list.filter((p) => p._id !== listing._id) : [listing, ...list.filter((p) => p._id !== listing._id)],
      );
      void client.invalidateQueries({ queryKey: WISHLIST_KEY });
    },
    onError: (error) => console.error('Wishlist update failed', error),
  });
}
