import { CITIES, PROPERTY_TYPE_LABELS, type PropertyType } from './enums';

// A search in words, for the search page's title and heading and its share picture.

const chosen = (value: string | undefined) => (value && value !== '__all__' ? value : null);

/**
 * "2 BHK Flat / Apartments for sale in Noida", "Flat / Apartments for rent in Noida" (purpose=rent):
 * the filters that name what and where.
 */
export function searchHeading(filters: { purpose?: string; location?: string; propertyType?: string; bhk?: string }): string {
  const type = chosen(filters.propertyType);
  const bhk = chosen(filters.bhk);
  const kind = type ? `${PROPERTY_TYPE_LABELS[type as PropertyType] ?? type}s` : 'Properties';
  const place = chosen(filters.location) ?? 'Delhi NCR';
  return `${bhk ? `${bhk} BHK ` : ''}${kind} for ${filters.purpose === 'rent' ? 'rent' : 'sale'} in ${place}`;
}

/** Whether a heading's filters are ones the site knows (a share picture is made only for those). */
export function knownHeadingFilters(filters: { location?: string; propertyType?: string; bhk?: string }): boolean {
  const type = chosen(filters.propertyType);
  const bhk = chosen(filters.bhk);
  const place = chosen(filters.location);
  return (
    (!type || type in PROPERTY_TYPE_LABELS) &&
    (!bhk || ['1', '2', '3', '4', '5+'].includes(bhk)) &&
    (!place || (CITIES as readonly string[]).includes(place))
  );
}
