import type { PublicListing } from '@ncr/shared/schemas/property';
import { CompareToggle } from '@/components/property/compare-toggle';
import { listingTitle } from '@/components/property/posted-by';
import { TrustLine } from '@/components/property/trust-line';
import { ListingContactBar } from './listing-contact-bar';
import { ShareListing } from './share-listing';

/** Next to the detail page's price: trust badges, compare and share, and the Call / WhatsApp / Enquire bar. */
export function ListingActions({ listing }: { listing: PublicListing }) {
  const title = listingTitle(listing);
  return (
    <div className="space-y-3">
      <TrustLine listing={listing} />
      <div className="flex flex-wrap gap-2">
        <CompareToggle id={listing._id} title={title} />
        <ShareListing id={listing._id} title={title} />
      </div>
      <ListingContactBar listing={listing} />
    </div>
  );
}
