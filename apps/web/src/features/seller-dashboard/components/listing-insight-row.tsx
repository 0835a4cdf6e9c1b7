import { isPublicStatus } from '@ncr/shared/enums';
import { formatNumber } from '@ncr/shared/format';
import { LISTING_METRIC_LABELS, LISTING_METRICS } from '@ncr/shared/insights';
import { cardImageUrl } from '@ncr/shared/media';
import type { ListingInsight } from '@ncr/shared/schemas/insights';
import { Link } from 'react-router';
import { PropertyImage } from '@/components/property/property-image';
import { StatusBadge } from '@/components/ui/status-badge';
import type { InsightWindow } from './listing-totals';

/** One of the seller's listings in a compact row: photo, title, status and each figure over the period. */
export function ListingInsightRow({ listing, period }: { listing: ListingInsight; period: InsightWindow }) {
  const headingId = `insight-${listing._id}`;
  return (
    <article aria-labelledby={headingId} className="flex gap-3 p-3">
      <div className="h-12 w-16 shrink-0 overflow-hidden rounded bg-slate-200">
        <PropertyImage src={listing.photo ? cardImageUrl(listing.photo) : undefined} alt="" className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 truncate text-sm font-semibold text-slate-900" title={listing.title}>
            {isPublicStatus(listing.status) ? (
              <Link to={`/property/${listing._id}`} className="hover:underline">
                {listing.title}
              </Link>
            ) : (
              listing.title
            )}
          </h3>
          <StatusBadge status={listing.status} />
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600">
          {LISTING_METRICS.map((metric) => (
            <div key={metric} className="flex gap-1">
              <dt>{LISTING_METRIC_LABELS[metric]}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatNumber(listing.figures[metric][period])}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
