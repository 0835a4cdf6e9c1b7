import { isStaff } from '@ncr/shared/enums';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { takePendingWishlist } from './pending-wishlist';
import { useWishlistToggle } from './use-wishlist-toggle';

/**
 * Completes what a signed-out heart started: once a buyer or seller is signed in, the listing they
 * tapped is saved to their wishlist and a toast says so. Staff keep no wishlist: theirs is dropped.
 */
export function ResumeWishlist() {
  const session = useSession();
  const toggle = useWishlistToggle();
  const { mutate } = toggle;
  useEffect(() => {
    if (!session) return;
    const id = takePendingWishlist();
    if (!id || isStaff(session.role)) return;
    mutate(
      { id, wishlisted: false },
      {
        onSuccess: () => toast.success('Saved to your wishlist'),
        onError: () => toast.error('The listing could not be saved to your wishlist'),
      },
    );
  }, [session, mutate]);
  return null;
}
