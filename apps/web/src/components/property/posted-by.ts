import { isStaff } from '@ncr/shared/enums';
import type { PublicListing } from '@ncr/shared/schemas/property';

/**
 * 'Admin' when staff posted the listing (spec §2, card and detail: admin and subadmin alike);
 * otherwise the owner's name, falling back to the seller name in the property data, then 'Seller'.
 */
export function postedBy(listing: Pick<PublicListing, 'userId' | 'propertyData'>): string {
  if (isStaff(listing.userId?.role)) return 'Admin';
  return listing.userId?.fullName || listing.propertyData?.seller?.fullName || 'Seller';
}

/** Any listing shape that has its titles (a public listing, a similar card). */
interface Titled {
  propertyData?: { title?: string; property?: { title?: string; address?: string } };
}

export function listingTitle(listing: Titled): string {
  const data = listing.propertyData;
  return data?.property?.title || data?.title || data?.property?.address || 'Property';
}
