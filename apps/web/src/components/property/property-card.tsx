import { PROPERTY_TYPE_LABELS, type PropertyType } from '@ncr/shared/enums';
import { askingPriceText } from '@ncr/shared/format';
import { isVideoUrl } from '@ncr/shared/media';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardBadges, CardFacts, CardRentTerms } from './card-facts';
import { CompareToggle } from './compare-toggle';
import { bhkText } from './listing-facts';
import { CardInsights } from './listing-insights';
import { CARD_SIZES } from './photo-sources';
import { listingTitle, postedBy } from './posted-by';
import { PropertyImage } from './property-image';
import { TrustLine } from './trust-line';

const typeLabel = (type: string | undefined): string => (type ? (PROPERTY_TYPE_LABELS[type as PropertyType] ?? type) : '');

interface PropertyCardProps {
  listing: PublicListing;
  /** A control laid over the photo, such as the wishlist heart. */
  action?: ReactNode;
  footer?: ReactNode;
  /** The first card of a page: its photo is the largest paint, so it loads first. */
  priority?: boolean;
}

export function PropertyCard({ listing, action, footer, priority = false }: PropertyCardProps) {
  const data = listing.propertyData;
  const photo = listing.media.find((url) => !isVideoUrl(url));
  const title = listingTitle(listing);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-200">
        <PropertyImage src={photo} alt={title} sizes={CARD_SIZES} priority={priority} className="h-full w-full object-cover" />
        {listing.status === 'Sold' && (
          <span className="absolute top-2 left-2 rounded bg-red-700 px-2 py-1 text-xs font-bold text-white">SOLD</span>
        )}
        {action && <div className="absolute top-2 right-2">{action}</div>}
        <CardBadges listing={listing} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-lg font-bold text-brand-800">{askingPriceText(data)}</p>
        <CardRentTerms listing={listing} />
        <CardInsights listing={listing} />
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900">
          <Link to={`/property/${listing._id}`} className="after:absolute after:inset-0 hover:underline">
            {title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-xs text-slate-600">
          <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="line-clamp-1">{[data.property?.locality, data.seller?.city].filter(Boolean).join(', ')}</span>
        </p>
        <CardFacts listing={listing} />
        <div className="mt-auto flex items-center justify-between pt-2 text-xs text-slate-700">
          <span>{bhkText(listing) ?? typeLabel(data.property?.type)}</span>
          <span>
            posted by <span className="font-medium">{postedBy(listing)}</span>
          </span>
        </div>
        <div className="relative z-10 flex items-center gap-2 pt-2">
          <TrustLine listing={listing} />
          <CompareToggle id={listing._id} title={title} className="ml-auto" />
        </div>
        {footer && <div className="relative z-10 pt-2">{footer}</div>}
      </div>
    </article>
  );
}
