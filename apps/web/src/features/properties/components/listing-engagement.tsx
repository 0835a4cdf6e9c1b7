import { isPublicStatus } from '@ncr/shared/enums';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { lazy, Suspense } from 'react';
import { RecentlyViewedRow } from '@/components/property/recently-viewed-row';
import { useHydrated } from '@/lib/use-hydrated';
import { RememberViewed } from './remember-viewed';
import { SimilarRow } from './similar-row';

// The enquiry and visit forms need JavaScript to send anything, so their code (react-hook-form
// with them) loads after the page is live instead of with the page's first download.
const ListingForms = lazy(() => import('./listing-forms').then((m) => ({ default: m.ListingForms })));
const formsSpace = <div className="min-h-[52rem] lg:min-h-[46rem]" aria-hidden />;

/**
 * Below the detail tabs: enquire, book a visit, similar listings and this browser's recently
 * viewed. Only a listing for sale takes enquiries and visits: a sold one points to similar ones
 * instead, and a Pending one (its owner's preview) is not public yet, so it has neither.
 */
export function ListingEngagement({ listing }: { listing: PublicListing }) {
  const hydrated = useHydrated();
  const forSale = listing.status === 'Active';
  return (
    <>
      <RememberViewed listing={listing} />
      {forSale &&
        (hydrated ? (
          <Suspense fallback={formsSpace}>
            <ListingForms listing={listing} />
          </Suspense>
        ) : (
          formsSpace
        ))}
      {/* Asked for once the page is live (0074): the server's render does not even set up the query. */}
      {hydrated && isPublicStatus(listing.status) && <SimilarRow id={listing._id} />}
      <RecentlyViewedRow exclude={listing._id} />
    </>
  );
}
