import { rememberPending, takePending } from '@/lib/pending-action';

// A heart tapped signed out: the listing is kept for this tab while the person signs in, and saved
// once they are (resume-wishlist.tsx).

export const rememberPendingWishlist = (id: string): void => rememberPending('wishlist', id);

/** The listing a signed-out heart asked for, once. */
export function takePendingWishlist(): string | null {
  const id = takePending('wishlist');
  return typeof id === 'string' ? id : null;
}
