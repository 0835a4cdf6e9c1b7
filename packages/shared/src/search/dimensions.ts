import { cityNamed } from '../city-names';
import { BUDGET_RANGES } from '../constants';
import {
  AVAILABILITY,
  CITIES,
  FURNISHING,
  LISTING_PURPOSE_LABELS,
  LISTING_PURPOSES,
  type ListingPurpose,
  type NEARBY,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
} from '../enums';
import { AVAILABILITY_LABELS, bhkLabel, FURNISHING_LABELS } from '../labels';
import { AREA_CHOICES, PRICE_BAND_EDGES, RENT_CHOICES, RENT_RANGES, SEARCH_BHK_VALUES } from '../search';

// The search's dimensions, declared once (docs/decisions/0105). The filter schema, the server's
// parsing of a search URL, the search index's columns, the facets' shape and the search page's
// controls are made from this list. A new enumerated filter is one entry here, a migration that
// stores its column, and a field in the posting form.

/**
 * Splits the listings into searches that never mix: one index each, with its own price scale.
 * A search names one value (none: the first).
 */
export interface PartitionDimension {
  kind: 'partition';
  /** The URL key (and the stored column, snake_cased). */
  param: 'purpose';
  column: 'purpose';
  values: readonly ListingPurpose[];
  labels: Record<ListingPurpose, string>;
}

/** A value out of a short list: one bit set per value in the index, and a facet counting each. */
export interface EnumeratedDimension {
  kind: 'enumerated';
  /** The index's column name. */
  name: 'city' | 'type' | 'bhk' | 'furnishing' | 'availability' | 'metro';
  /** The URL key. */
  param: 'location' | 'propertyType' | 'bhk' | 'furnishing' | 'availability' | 'nearMetro';
  /** Where the index reads it from: the properties table's column, or the listing's data it is made of. */
  column: string;
  values: readonly string[];
  /** Whether the URL takes several values, comma-separated (any of them matches). */
  multiple: boolean;
  /** The facets' key in GET /api/property/facets. */
  facet: 'cities' | 'types' | 'bhk' | 'furnishing' | 'availability' | 'nearMetro';
  /**
   * Whether a full load lays the index's slots out by this column (broadest first): a filter on it
   * then visits few words of the bit sets. Only the filters the search page sends most.
   */
  layOut: boolean;
  /** The stored spelling of a value as sent ("gurgaon": "Gurugaon"); undefined keeps it as sent. */
  canonical?: (value: string) => string | undefined;
  label: string;
  labelOf: (value: string) => string;
  /** What dropping the filter reads as ("Any BHK" by default: `Any ${label}`). */
  anyLabel?: string;
}

/** A number with a min (included) and max (excluded): ladders of cumulative sets in the index. */
export interface RangeDimension {
  kind: 'range';
  name: 'price' | 'rent' | 'area';
  /** The URL keys of the bounds. */
  min: 'minPrice' | 'minRent' | 'minArea';
  max: 'maxPrice' | 'maxRent' | 'maxArea';
  /** The properties table's column. */
  column: string;
  unit: 'lakhs' | 'rupees a month' | 'sq ft';
  /** The partition it belongs to; absent: every one. */
  purpose?: ListingPurpose;
  /** The choices the search page offers for each bound. */
  choices: readonly number[];
  /** The ranges its facet counts (facet `budgets`), when it has one. */
  ranges?: readonly { value: string; label: string; min: number; max: number | null }[];
  label: string;
}

export type SearchDimension = PartitionDimension | EnumeratedDimension | RangeDimension;

export const PURPOSE_DIMENSION: PartitionDimension = {
  kind: 'partition',
  param: 'purpose',
  column: 'purpose',
  values: LISTING_PURPOSES,
  labels: LISTING_PURPOSE_LABELS,
};

/** The values of the metro dimension: whether the seller names a metro station nearby. */
export const NEAR_METRO_VALUES = ['true', 'false'] as const;
/** The nearby facility that makes a listing "near metro station". */
export const METRO_STATION = 'Metro Station' satisfies (typeof NEARBY)[number];

const labelled =
  (labels: Record<string, string>) =>
  (value: string): string =>
    labels[value] ?? value;

export const ENUMERATED_DIMENSIONS = [
  {
    kind: 'enumerated',
    name: 'city',
    param: 'location',
    column: 'city',
    values: CITIES,
    multiple: false,
    facet: 'cities',
    layOut: true,
    canonical: cityNamed,
    label: 'City',
    labelOf: (value) => value,
  },
  {
    kind: 'enumerated',
    name: 'type',
    param: 'propertyType',
    column: 'type',
    values: PROPERTY_TYPES,
    multiple: true,
    facet: 'types',
    layOut: true,
    label: 'Property type',
    labelOf: (value) => PROPERTY_TYPE_LABELS[value as keyof typeof PROPERTY_TYPE_LABELS] ?? value,
  },
  {
    kind: 'enumerated',
    name: 'bhk',
    param: 'bhk',
    column: 'bhk',
    values: SEARCH_BHK_VALUES,
    multiple: true,
    facet: 'bhk',
    layOut: true,
    label: 'BHK',
    labelOf: (value) => (value === 'N/A' ? 'Plot (no BHK)' : bhkLabel(value)),
  },
  {
    kind: 'enumerated',
    name: 'furnishing',
    param: 'furnishing',
    column: 'furnishing',
    values: FURNISHING,
    multiple: false,
    facet: 'furnishing',
    layOut: false,
    label: 'Furnishing',
    labelOf: labelled(FURNISHING_LABELS),
  },
  {
    kind: 'enumerated',
    name: 'availability',
    param: 'availability',
    column: 'availability',
    values: AVAILABILITY,
    multiple: false,
    facet: 'availability',
    layOut: false,
    label: 'Availability',
    labelOf: labelled(AVAILABILITY_LABELS),
  },
  {
    // A yes or no out of the seller's nearby facilities (spec: features.nearbyFacilities includes
    // "Metro Station"): what a buyer in Delhi NCR asks first after the budget (docs/decisions/0134).
    kind: 'enumerated',
    name: 'metro',
    param: 'nearMetro',
    column: "property_data->'features'->'nearbyFacilities'",
    values: NEAR_METRO_VALUES,
    multiple: false,
    facet: 'nearMetro',
    layOut: false,
    label: 'Near metro station',
    labelOf: (value) => (value === 'true' ? 'Near metro station' : 'Not near a metro station'),
    anyLabel: 'Near a metro station or not',
  },
] as const satisfies readonly EnumeratedDimension[];

export type EnumeratedName = (typeof ENUMERATED_DIMENSIONS)[number]['name'];

export const RANGE_DIMENSIONS = [
  {
    kind: 'range',
    name: 'price',
    min: 'minPrice',
    max: 'maxPrice',
    column: 'price_lakhs',
    unit: 'lakhs',
    purpose: 'sale',
    choices: PRICE_BAND_EDGES,
    ranges: BUDGET_RANGES,
    label: 'Budget',
  },
  {
    kind: 'range',
    name: 'rent',
    min: 'minRent',
    max: 'maxRent',
    column: 'monthly_rent',
    unit: 'rupees a month',
    purpose: 'rent',
    choices: RENT_CHOICES,
    ranges: RENT_RANGES,
    label: 'Rent a month',
  },
  {
    kind: 'range',
    name: 'area',
    min: 'minArea',
    max: 'maxArea',
    column: 'area_sqft',
    unit: 'sq ft',
    choices: AREA_CHOICES,
    label: 'Area',
  },
] as const satisfies readonly RangeDimension[];

/** Every dimension the search declares. */
export const SEARCH_DIMENSIONS: readonly SearchDimension[] = [PURPOSE_DIMENSION, ...ENUMERATED_DIMENSIONS, ...RANGE_DIMENSIONS];

/** The range a partition's price is searched by: its listings' asking figure (a sale's price, a rental's rent). */
export function priceDimensionOf(purpose: ListingPurpose): (typeof RANGE_DIMENSIONS)[number] {
  const found = RANGE_DIMENSIONS.find((d) => d.kind === 'range' && 'purpose' in d && d.purpose === purpose);
  if (!found) throw new Error(`no price dimension for ${purpose}`);
  return found;
}
