import type { PublicListing } from '@ncr/shared/schemas/property';
import type { WishlistIds } from '@ncr/shared/schemas/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToWishlist, removeFromWishlist, WISHLIST_IDS_KEY, WISHLIST_KEY } from './wishlist-queries';

/** A heart's change: the listing's id, whether it is saved now, and the listing when the card has it whole. */
export interface WishlistChange {
  id: string;
  wishlisted: boolean;
  listing?: PublicListing;
}

/**
 * Spec §4: a wishlisted listing is removed and its heart cleared on success; otherwise it is added
 * and the heart filled on success. Failures are only logged (spec §8).
 */
export function useWishlistToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, wishlisted }: WishlistChange) => (wishlisted ? removeFromWishlist(id) : addToWishlist(id)),
    onSuccess: (_result, { id, listing, wishlisted }) => {
      client.setQueryData<WishlistIds>(WISHLIST_IDS_KEY, (saved = { ids: [] }) => ({
        ids: wishlisted ? saved.ids.filter((other) => other !== id) : [id, ...saved.ids.filter((other) => other !== id)],
      }));
      client.setQueryData<PublicListing[]>(WISHLIST_KEY, (list) =>
        list === undefined
          ? undefined
          : wishlisted
            ? list.filter((p) => p._id !== id)
            : listing
              ? [listing, ...list.filter((p) => p._id !== id)]
              : list,
      );
      // The ids and the listings both (WISHLIST_KEY is the ids' prefix).
      void client.invalidateQueries({ queryKey: WISHLIST_KEY });
    },
    onError: (error) => console.error('Wishlist update failed', error),
  });
}
