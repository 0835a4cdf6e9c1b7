import { isStaff } from '@ncr/shared/enums';
import type { PublicListing, SimilarListing } from '@ncr/shared/schemas/property';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { loginPathBackTo } from '@/lib/next-path';
import { useSession } from '@/lib/session';
import { rememberPendingWishlist } from './pending-wishlist';
import { useWishlistToggle } from './use-wishlist-toggle';
import { useWishlistIds } from './wishlist-queries';

/**
 * The heart on a listing: result, featured and similar cards and the listing's page. Signed out it
 * leads to /login and back, and the listing is saved once they are signed in (resume-wishlist.tsx);
 * staff keep no wishlist, so none. A visitor's heart reads no wishlist and can change none: it is a component of its own, so
 * a page of cards rendered for a visitor (a crawler, a link preview) sets up no query or mutation
 * per card.
 */
export function WishlistHeart({ listing, labelled = false }: { listing: PublicListing | SimilarListing; labelled?: boolean }) {
  const session = useSession();
  if (!session) return <VisitorHeart id={listing._id} labelled={labelled} />;
  if (isStaff(session.role)) return null;
  return <MemberHeart listing={listing} labelled={labelled} />;
}

function VisitorHeart({ id, labelled }: { id: string; labelled: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const signInToSave = () => {
    rememberPendingWishlist(id);
    navigate(loginPathBackTo(`${location.pathname}${location.search}`));
  };
  return <HeartButton wishlisted={false} labelled={labelled} onClick={signInToSave} />;
}

function MemberHeart({ listing, labelled }: { listing: PublicListing | SimilarListing; labelled: boolean }) {
  const ids = useWishlistIds();
  const toggle = useWishlistToggle();
  const wishlisted = ids.data?.has(listing._id) ?? false;
  // A whole listing goes into the wishlist page's list at once; a similar card's is a summary.
  const whole = 'createdAt' in listing ? (listing as PublicListing) : undefined;
  return (
    <HeartButton
      wishlisted={wishlisted}
      pressed={wishlisted}
      labelled={labelled}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ id: listing._id, listing: whole, wishlisted })}
    />
  );
}

function HeartButton({
  wishlisted,
  pressed,
  labelled,
  disabled,
  onClick,
}: {
  wishlisted: boolean;
  /** aria-pressed: a member's heart is a toggle; a visitor's leads to the login page. */
  pressed?: boolean;
  /** A button with its words beside the listing page's Compare and Share; else a round icon over a photo. */
  labelled: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      // Over a photo the icon alone, named; beside Compare and Share its words are its name.
      aria-label={labelled ? undefined : wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
      className={
        labelled
          ? cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md border px-2.5 text-xs font-medium disabled:opacity-70',
              wishlisted ? 'border-red-700 bg-red-50 text-red-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )
          : 'relative z-10 grid h-10 w-10 place-items-center rounded-full bg-white/95 text-red-600 shadow hover:bg-white disabled:opacity-70'
      }
    >
      <Heart className={cn(labelled ? 'h-4 w-4' : 'h-5 w-5', wishlisted && 'fill-current')} aria-hidden />
      {labelled && (wishlisted ? 'Wishlisted' : 'Add to wishlist')}
    </button>
  );
}
