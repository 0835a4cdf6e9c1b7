import { isStaff } from '@ncr/shared/enums';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { loginPathBackTo } from '@/lib/next-path';
import { useSession } from '@/lib/session';
import { useWishlistIds } from '../api/get-wishlist';
import { useWishlistToggle } from '../hooks/use-wishlist-toggle';

/**
 * The heart on a result card. Logged out it leads to /login and back; staff keep no wishlist, so
 * none. A visitor's heart reads no wishlist and can change none: it is a component of its own, so
 * a page of cards rendered for a visitor (a crawler, a link preview) sets up no query or mutation
 * per card.
 */
export function WishlistHeart({ listing }: { listing: PublicListing }) {
  const session = useSession();
  if (!session) return <VisitorHeart />;
  if (isStaff(session.role)) return null;
  return <MemberHeart listing={listing} />;
}

function VisitorHeart() {
  const navigate = useNavigate();
  const location = useLocation();
  return <HeartButton wishlisted={false} onClick={() => navigate(loginPathBackTo(`${location.pathname}${location.search}`))} />;
}

function MemberHeart({ listing }: { listing: PublicListing }) {
  const ids = useWishlistIds();
  const toggle = useWishlistToggle();
  const wishlisted = ids.data?.has(listing._id) ?? false;
  return (
    <HeartButton
      wishlisted={wishlisted}
      pressed={wishlisted}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ listing, wishlisted })}
    />
  );
}

function HeartButton({
  wishlisted,
  pressed,
  disabled,
  onClick,
}: {
  wishlisted: boolean;
  /** aria-pressed: a member's heart is a toggle; a visitor's leads to the login page. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      aria-label={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
      className="relative z-10 grid h-10 w-10 place-items-center rounded-full bg-white/95 text-red-600 shadow hover:bg-white disabled:opacity-70"
    >
      <Heart className={cn('h-5 w-5', wishlisted && 'fill-current')} aria-hidden />
    </button>
  );
}
