import { isStaff } from '@ncr/shared/enums';
import type { PublicListing } from '@ncr/shared/schemas/property';

/**
 * 'Admin' when staff posted the listing; otherwise the owner's name, falling back to the seller
 * name in the property data, then 'Seller' (spec §2). Subadmins count as Admin, as in the header.
 */
export function postedBy(listing: Pick<PublicListing, 'userId' | 'propertyData'>): string {
  if (isStaff(listing.userId?.role)) return 'Admin';
  return listing.userId?.fullName || listing.propertyData?.seller?.fullName || 'Seller';
}

export function listingTitle(listing: Pick<PublicListing, 'propertyData'>): string {
  const data = listing.propertyData;
  return data?.property?.title || data?.title || data?.property?.address || 'Property';
}
