import { type AreaFields, areaInSqft, formatListingArea, listingArea, pricePerSqft } from '@ncr/shared/area';
import { purposeOf } from '@ncr/shared/enums';
import { formatDay, formatPostedAgo, formatPricePerSqft, formatRentPerSqft, rentPerSqftOf } from '@ncr/shared/format';
import { isVideoUrl } from '@ncr/shared/media';
import type { PublicListing } from '@ncr/shared/schemas/property';

// The facts buyers scan, worked out once for cards and the detail page. Anything without a value
// is undefined, so callers leave it out rather than print "N/A" or an empty box.

/** '1,450 sq ft', '200 sq yd', or undefined. */
export function areaText(listing: { propertyData?: { property?: AreaFields } }): string | undefined {
  const area = listingArea(listing.propertyData?.property);
  return area ? formatListingArea(area) : undefined;
}

/**
 * '₹6,345/sq ft' from the price and the area (sq yd converted), else the seller's own figure. A
 * rental's is its rent a month per sq ft ('₹26.67/sq ft a month'), the figure rentals compare by.
 */
export function pricePerSqftText(listing: Pick<PublicListing, 'propertyData'>): string | undefined {
  const data = listing.propertyData;
  if (purposeOf(data) === 'rent') {
    const area = listingArea(data?.property);
    return area ? formatRentPerSqft(rentPerSqftOf(data?.pricing?.monthlyRent, areaInSqft(area))) : undefined;
  }
  const worked = pricePerSqft(Number(data?.pricing?.expectedPrice), listingArea(data?.property));
  return worked !== null ? formatPricePerSqft(worked) : formatPricePerSqft(data?.pricing?.pricePerSqft);
}

/** A floor as people say it: '0' is 'Ground'; undefined when not given. */
export function floorName(floor: string | undefined): string | undefined {
  const value = floor?.trim();
  if (!value || value === 'N/A') return undefined;
  return value === '0' || /^ground$/i.test(value) ? 'Ground' : value;
}

/** Years as people say them: '1 year', '5 years'; anything else ('New') as written. */
export function ageName(age: string | undefined): string | undefined {
  const value = age?.trim();
  if (!value || value === 'N/A') return undefined;
  const years = /^(\d+)(\s*(years?|yrs?))?$/i.exec(value);
  if (!years) return value;
  return Number(years[1]) === 1 ? '1 year' : `${Number(years[1])} years`;
}

export const photoCount = (listing: Pick<PublicListing, 'media'>): number => listing.media.filter((url) => url && !isVideoUrl(url)).length;

/** The seller wants to sell now (preferred time: immediate). */
export const isUrgent = (listing: Pick<PublicListing, 'propertyData'>): boolean =>
  listing.propertyData?.pricing?.preferredTime === 'immediate';

/** 'Posted 3 days ago' once the browser's clock is known (`now`), 'Posted 20 Nov 2026' before. */
export function postedText(createdAt: string, now: number | null): string {
  const ago = now === null ? undefined : formatPostedAgo(createdAt, now);
  return `Posted ${ago ?? formatDay(createdAt)}`;
}

/** BHK of a home ('3 BHK'), undefined for plots, shops and offices. */
export function bhkText(listing: { propertyData?: { property?: { bhk?: string } } }): string | undefined {
  const bhk = listing.propertyData?.property?.bhk;
  return bhk && bhk !== 'N/A' ? `${bhk} BHK` : undefined;
}
