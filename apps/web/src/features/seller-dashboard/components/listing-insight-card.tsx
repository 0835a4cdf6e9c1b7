import { isPublicStatus } from '@ncr/shared/enums';
import { cardImageUrl } from '@ncr/shared/media';
import type { ListingInsight } from '@ncr/shared/schemas/insights';
import { Link } from 'react-router';
import { ListingFigures } from '@/components/property/listing-figures';
import { PropertyImage } from '@/components/property/property-image';
import { StatusBadge } from '@/components/ui/status-badge';

/** One of the seller's listings: photo, title, status and how it is doing. */
export function ListingInsightCard({ listing }: { listing: ListingInsight }) {
  const headingId = `insight-${listing._id}`;
  return (
    <article aria-labelledby={headingId} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="h-20 w-24 shrink-0 overflow-hidden rounded-md bg-slate-200 sm:h-24 sm:w-32">
        <PropertyImage src={listing.photo ? cardImageUrl(listing.photo) : undefined} alt="" className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-sm font-semibold break-words text-slate-900">
            {!isPublicStatus(listing.status) ? (
              listing.title
            ) : (
              <Link to={`/property/${listing._id}`} className="hover:underline">
                {listing.title}
              </Link>
            )}
          </h2>
          <StatusBadge status={listing.status} />
        </div>
        <ListingFigures figures={listing.figures} caption={`How ${listing.title} is doing`} />
      </div>
    </article>
  );
}
