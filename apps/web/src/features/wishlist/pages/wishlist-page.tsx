import { ComingSoon } from '@/components/layout/coming-soon';

export function WishlistPage() {
  return <ComingSoon title="My Wishlist" />;
}
