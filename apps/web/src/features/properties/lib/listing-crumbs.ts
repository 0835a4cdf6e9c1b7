import { cityNamed } from '@ncr/shared/city-names';
import { placePath, placeSlug } from '@ncr/shared/places';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { listingTitle } from '@/components/property/posted-by';
import { isRental } from '@/components/property/rent-facts';
import type { Crumb } from '../components/place-breadcrumb';

/**
 * Where a listing sits: Home › Noida › Sector 62 › the listing, each place its page
 * (docs/decisions/0130). The page and its structured data show the same trail.
 */
export function listingCrumbs(listing: PublicListing): Crumb[] {
  const data = listing.propertyData;
  const purpose = isRental(data) ? 'rent' : 'sale';
  const city = cityNamed(data.seller?.city ?? '');
  const locality = data.property?.locality?.trim() ?? '';
  return [
    { name: 'Home', to: '/' },
    ...(city ? [{ name: city, to: placePath(purpose, city) }] : []),
    ...(city && locality && placeSlug(locality) ? [{ name: locality, to: placePath(purpose, city, locality) }] : []),
    { name: listingTitle(listing) },
  ];
}
