import type { PublicListing } from '@ncr/shared/schemas/property';
import { listingTitle } from '@/components/property/posted-by';
import { CallbackRequest } from './callback-request';
import { EnquiryForm } from './enquiry-form';
import { VisitBooking } from './visit-booking';

/** Enquire or ask for a call back, and book a visit, side by side on wide screens. */
export function ListingForms({ listing }: { listing: PublicListing }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <EnquiryForm listing={listing} title={listingTitle(listing)} />
        <CallbackRequest listing={listing} />
      </div>
      <VisitBooking listing={listing} />
    </div>
  );
}
