import { isStaff } from '@ncr/shared/enums';
import { TEXTS } from '@ncr/shared/texts';
import { Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { listingTitle } from '@/components/property/posted-by';
import { PropertyCard } from '@/components/property/property-card';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { loginPathBackTo } from '@/lib/next-path';
import { useSession } from '@/lib/session';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/** /wishlist: the member's saved listings; without a session it sends the visitor to /login. */
export function WishlistPage() {
  const session = useSession();
  const member = session !== null && !isStaff(session.role);
  const wishlist = useWishlist(member);
  const remove = useRemoveFromWishlist();

  useEffect(() => {
    if (wishlist.isError) console.error('Loading the wishlist failed', wishlist.error);
  }, [wishlist.isError, wishlist.error]);

  // Staff keep no wishlist; the login page sends them on to the admin panel.
  if (!member) return <Navigate to={loginPathBackTo('/wishlist')} replace />;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>My Wishlist</PageTitle>
        <Link to="/property" className={buttonClasses('secondary', 'sm')}>
          Browse Properties
        </Link>
      </header>
      {wishlist.isPending ? (
        <p className="text-slate-600">Loading your wishlist...</p>
      ) : wishlist.isError ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-700">Your wishlist could not be loaded.</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void wishlist.refetch()}>
            Try again
          </Button>
        </div>
      ) : wishlist.data.length === 0 ? (
        <p role="status" className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          {TEXTS.wishlistEmpty}
        </p>
      ) : (
        <>
          {/* The cards' titles are level 3: this keeps the heading order without a visible heading. */}
          <h2 className="sr-only">Saved properties</h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {wishlist.data.map((listing) => (
              <li key={listing._id}>
                <PropertyCard
                  listing={listing}
                  footer={
                    <Button
                      variant="secondary"
                      size="sm"
                      className="w-full"
                      disabled={remove.isPending && remove.variables === listing._id}
                      onClick={() => remove.mutate(listing._id)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                      Remove<span className="sr-only"> {listingTitle(listing)} from wishlist</span>
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
