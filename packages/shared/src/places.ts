import { cityNamed } from './city-names';
import { CITIES, type City } from './enums';

// Locality and city pages (docs/decisions/0130-locality-pages.md): one address per place, in
// lower case with hyphens, for sale at /property-in/… and for rent at /rent-in/….

export type PlacePurpose = 'sale' | 'rent';

export const PLACE_PREFIXES: Record<PlacePurpose, string> = { sale: '/property-in', rent: '/rent-in' };

/**
 * A place's name as its address writes it: lower case, every run of other characters one hyphen,
 * and "Sec 62", "sec-62", "Sector62" all "sector-62". Names that read alike share a slug, and the
 * search's locality filter treats them as one locality. The SQL function place_slug (migration
 * 0017) does the same; a test keeps the two in step.
 */
export function placeSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/(^|-)(?:sec|sector)-?([0-9])/g, '$1sector-$2');
}

/** The city a slug names, by any of its spellings ("gurgaon", "gurugram", "gurugaon"), or undefined. */
export function cityOfSlug(slug: string): City | undefined {
  return cityNamed(slug.replace(/-/g, ' '));
}

export const citySlug = (city: City): string => placeSlug(city);

/** The address of a city's or a locality's page: /property-in/noida, /rent-in/noida/sector-62. */
export function placePath(purpose: PlacePurpose, city: City, locality?: string | null): string {
  const base = `${PLACE_PREFIXES[purpose]}/${citySlug(city)}`;
  const slug = locality ? placeSlug(locality) : '';
  return slug ? `${base}/${slug}` : base;
}

/** Every city page's address, for the sitemap. */
export const CITY_PLACE_PATHS: readonly string[] = (['sale', 'rent'] as const).flatMap((purpose) =>
  CITIES.map((city) => placePath(purpose, city)),
);

/** "Property for sale in Sector 62, Noida", "Property for rent in Noida": a place page's heading and share picture. */
export function placeHeading(purpose: PlacePurpose, city: string, locality?: string | null): string {
  return `Property for ${purpose === 'rent' ? 'rent' : 'sale'} in ${locality ? `${locality}, ${city}` : city}`;
}
