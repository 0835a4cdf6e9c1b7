import { isStaff } from '@ncr/shared/enums';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { loginPathBackTo } from '@/lib/next-path';
import { useSession } from '@/lib/session';
import { useWishlistIds } from '../api/get-wishlist';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle';

/** The heart on a result card. Logged out it leads to /login and back; staff keep no wishlist, so none. */
export function WishlistHeart({ listing }: { listing: PublicListing }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const member = session !== null && !isStaff(session.role);
  const ids = useWishlistIds(member);
  const toggle = useWishlistToggle();
  if (session && !member) return null;

  const wishlisted = ids.data?.has(listing._id) ?? false;
  const onClick = () => {
    if (!session) {
      navigate(loginPathBackTo(`${location.pathname}${location.search}`));
      return;
    }
    toggle.mutate({ listing, wishlisted });
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={toggle.isPending}
      aria-pressed={session ? wishlisted : undefined}
      aria-label={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
      className="relative z-10 grid h-10 w-10 place-items-center rounded-full bg-white/95 text-red-600 shadow hover:bg-white disabled:opacity-70"
    >
      <Heart className={cn('h-5 w-5', wishlisted && 'fill-current')} aria-hidden />
    </button>
  );
}
