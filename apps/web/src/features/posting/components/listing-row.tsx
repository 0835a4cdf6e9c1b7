import { askingPriceText } from '@ncr/shared/format';
import { cardImageUrl, isVideoUrl } from '@ncr/shared/media';
import { buyersToldLine, indiaDayAndTime, type MyListing } from '@ncr/shared/schemas/buyers-told';
import type { Listing } from '@ncr/shared/schemas/property';
import { Eye, Pencil, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { listingTitle } from '@/components/property/posted-by';
import { PropertyImage } from '@/components/property/property-image';
import { Button, buttonClasses } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';

const posted = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/**
 * How many matching buyers were told of the listing when it went live, and when (decision 0104).
 * A live listing without a record (live before the count was kept) reads as none told yet.
 */
function BuyersToldLine({ listing }: { listing: Listing & Partial<Pick<MyListing, 'buyersTold'>> }) {
  const told = listing.buyersTold ?? null;
  const line = buyersToldLine(told, listing.status);
  if (!line) return null;
  const range = told?.firstAt && told.lastAt && told.firstAt !== told.lastAt ? `First told ${indiaDayAndTime(told.firstAt)}` : undefined;
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-700" title={range} data-testid="buyers-told">
      <Users className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
      {line}
    </p>
  );
}

/** One of the seller's listings with its status, its buyers told, and the edit and delete actions. */
export function ListingRow({ listing, onDelete }: { listing: Listing & Partial<Pick<MyListing, 'buyersTold'>>; onDelete: () => void }) {
  const data = listing.propertyData;
  const photo = listing.media.find((url) => !isVideoUrl(url));
  const title = listingTitle(listing);
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
      <PropertyImage
        src={photo ? cardImageUrl(photo) : undefined}
        alt={title}
        className="aspect-[4/3] w-full rounded-md object-cover sm:w-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <StatusBadge status={listing.status} />
        </div>
        <p className="text-sm text-slate-600">{[data.property?.locality, data.seller?.city].filter(Boolean).join(', ')}</p>
        <p className="text-lg font-bold text-brand-800">{askingPriceText(data)}</p>
        <p className="text-xs text-slate-600">Posted {posted.format(new Date(listing.createdAt))}</p>
        <BuyersToldLine listing={listing} />
        {listing.rejection && (
          <div role="note" className="mt-1 rounded-md border border-orange-300 bg-orange-50 p-2 text-sm text-orange-900">
            <p>
              <strong className="font-semibold">Not approved:</strong> {listing.rejection.reason}
            </p>
            <p className="mt-1">Edit the listing to fix this; saving sends it to our team for review again.</p>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:flex-col">
        <Link to={`/property/${listing._id}`} className={buttonClasses('ghost', 'sm')} aria-label={`View ${title}`}>
          <Eye className="h-4 w-4" aria-hidden /> View
        </Link>
        <Link
          to={`/seller-dashboard/listings/${listing._id}/edit`}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`Edit ${title}`}
        >
          <Pencil className="h-4 w-4" aria-hidden /> Edit
        </Link>
        <Button variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${title}`}>
          <Trash2 className="h-4 w-4" aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}
