import type { PublicListing } from '@ncr/shared/schemas/property';
import { Camera, Clock3, Ruler } from 'lucide-react';
import { useNow } from '@/lib/use-now';
import { areaText, isUrgent, photoCount, postedText, pricePerSqftText } from './listing-facts';
import { availableFromText, depositText, isRental, tenantsText } from './rent-facts';

/** Over a card's photo: 'Urgent' when the seller wants to sell now, and how many photos there are. */
export function CardBadges({ listing }: { listing: PublicListing }) {
  const photos = photoCount(listing);
  return (
    <>
      {isUrgent(listing) && (
        <span className="absolute bottom-2 left-2 rounded bg-accent-500 px-2 py-0.5 text-xs font-bold tracking-wide text-slate-900 uppercase shadow">
          Urgent
        </span>
      )}
      {photos > 0 && (
        <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded bg-slate-900/75 px-1.5 py-0.5 text-xs font-medium text-white">
          <Camera className="h-3.5 w-3.5" aria-hidden />
          {photos}
          <span className="sr-only">{photos === 1 ? 'photo' : 'photos'}</span>
        </span>
      )}
    </>
  );
}

/** Under a card's title: area with its unit, price per sq ft and when it was posted. */
export function CardFacts({ listing }: { listing: PublicListing }) {
  const now = useNow();
  const area = areaText(listing);
  const perSqft = pricePerSqftText(listing);
  return (
    <div className="space-y-0.5 text-xs text-slate-700">
      {(area || perSqft) && (
        <p className="flex flex-wrap items-center gap-x-2">
          <Ruler className="h-3.5 w-3.5 shrink-0" aria-hidden />
          {area && <span className="font-medium text-slate-900">{area}</span>}
          {area && perSqft && <span aria-hidden>·</span>}
          {perSqft && <span>{perSqft}</span>}
        </p>
      )}
      <p className="flex items-center gap-1 text-slate-600">
        <Clock3 className="h-3.5 w-3.5 shrink-0" aria-hidden />
        <time dateTime={listing.createdAt}>{postedText(listing.createdAt, now)}</time>
      </p>
    </div>
  );
}

/**
 * Under a rental's rent: the deposit, when it is available and whom it is let to, the terms a
 * tenant filters by before opening a listing. Nothing for a sale.
 */
export function CardRentTerms({ listing }: { listing: PublicListing }) {
  const data = listing.propertyData;
  if (!isRental(data)) return null;
  const deposit = depositText(data.pricing?.securityDeposit);
  const from = availableFromText(data.pricing?.availableFrom);
  const tenants = tenantsText(data.pricing?.tenantsPreferred);
  const terms = [deposit && (deposit === 'None' ? 'No deposit' : `Deposit ${deposit}`), from && `From ${from}`, tenants].filter(Boolean);
  if (terms.length === 0) return null;
  return <p className="text-xs text-slate-700">{terms.join(' · ')}</p>;
}
