import type { Listing } from '@ncr/shared/schemas/property';
import { listingTitle } from '@/components/property/posted-by';
import { RecentlyViewedRow } from '@/components/property/recently-viewed-row';
import { EnquiryForm } from './enquiry-form';
import { RememberViewed } from './remember-viewed';
import { SimilarRow } from './similar-row';
import { VisitBooking } from './visit-booking';

/** Below the detail tabs: enquire, book a visit, similar listings and this browser's recently viewed. */
export function ListingEngagement({ listing }: { listing: Listing }) {
  return (
    <>
      <RememberViewed listing={listing} />
      <div className="grid gap-6 lg:grid-cols-2">
        <EnquiryForm listing={listing} title={listingTitle(listing)} />
        <VisitBooking listing={listing} />
      </div>
      <SimilarRow id={listing._id} />
      <RecentlyViewedRow exclude={listing._id} />
    </>
  );
}
