import type { PublicListing } from '@ncr/shared/schemas/property';
import { browserList } from './browser-list';

export const RECENTLY_VIEWED_LIMIT = 10;

const isListing = (v: unknown): v is PublicListing =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as PublicListing)._id === 'string' &&
  typeof (v as PublicListing).propertyData === 'object';

/** The last listings this browser opened, newest first, kept whole so the row needs no requests. */
export const recentlyViewed = browserList<PublicListing>('ncr.recentlyViewed', isListing);

export function rememberViewed(listing: PublicListing): void {
  const others = recentlyViewed.read().filter((l) => l._id !== listing._id);
  recentlyViewed.write([listing, ...others].slice(0, RECENTLY_VIEWED_LIMIT));
}
