import type { PublicListing } from '@ncr/shared/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeFromWishlist, WISHLIST_IDS_KEY, WISHLIST_KEY } from '@/components/wishlist/wishlist-queries';

export function useRemoveFromWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_result, id) => {
      client.setQueryData<PublicListing[]>(WISHLIST_KEY, (list = []) => list.filter((p) => p._id !== id));
      // The hearts read the ids, a query under this one's key: they are asked again when next shown.
      void client.invalidateQueries({ queryKey: WISHLIST_IDS_KEY });
    },
    // Spec §8: wishlist errors are only logged.
    onError: (error) => console.error('Removing from the wishlist failed', error),
  });
}
