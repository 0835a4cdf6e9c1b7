import type { PublicListing } from '@ncr/shared/schemas/property';
import { listingTitle } from '@/components/property/posted-by';
import { EnquiryForm } from './enquiry-form';
import { VisitBooking } from './visit-booking';

/** Enquire and book a visit, side by side on wide screens. */
export function ListingForms({ listing }: { listing: PublicListing }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <EnquiryForm listing={listing} title={listingTitle(listing)} />
      <VisitBooking listing={listing} />
    </div>
  );
}
