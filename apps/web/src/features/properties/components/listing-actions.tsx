import type { PublicListing } from '@ncr/shared/schemas/property';
import { PlayCircle, Video } from 'lucide-react';
import { Link } from 'react-router';
import { CompareToggle } from '@/components/property/compare-toggle';
import { listingTitle } from '@/components/property/posted-by';
import { TrustLine } from '@/components/property/trust-line';
import { buttonClasses } from '@/components/ui/button';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { ListingContactBar } from './listing-contact-bar';
import { ShareListing } from './share-listing';
import { showVirtualTour, VIDEO_CALL_VISIT_ANCHOR, VIRTUAL_TOUR_ANCHOR, videoTourOf } from './virtual-tour';

/**
 * The spec's "virtual tours and visit scheduling" (docs/decisions/0104): the listing's video tour
 * in the gallery, when it has one, and a visit by video call booked with the visit form.
 */
function VirtualTour({ listing }: { listing: PublicListing }) {
  const tour = videoTourOf(listing.media);
  const bookable = listing.status === 'Active';
  if (!tour && !bookable) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {tour && (
        // A link to the gallery, so it works before the page's script runs; with it, the video is shown.
        <a
          href={`#${VIRTUAL_TOUR_ANCHOR}`}
          onClick={(event) => {
            event.preventDefault();
            showVirtualTour();
          }}
          className={buttonClasses('secondary', 'sm')}
        >
          <PlayCircle className="h-4 w-4" aria-hidden />
          Virtual tour
        </a>
      )}
      {bookable && (
        <Link to={{ hash: VIDEO_CALL_VISIT_ANCHOR }} preventScrollReset className={buttonClasses('secondary', 'sm')}>
          <Video className="h-4 w-4" aria-hidden />
          Video-call visit
        </Link>
      )}
    </div>
  );
}

/** Next to the detail page's price: trust badges, the wishlist, compare and share, and the Call / WhatsApp / Enquire bar. */
export function ListingActions({ listing }: { listing: PublicListing }) {
  const title = listingTitle(listing);
  return (
    <div className="space-y-3">
      <TrustLine listing={listing} />
      <VirtualTour listing={listing} />
      <div className="flex flex-wrap gap-2">
        <WishlistHeart listing={listing} labelled />
        <CompareToggle id={listing._id} title={title} />
        <ShareListing id={listing._id} title={title} />
      </div>
      <ListingContactBar listing={listing} />
    </div>
  );
}
