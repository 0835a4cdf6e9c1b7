import { ALL_FILTER } from './constants';

// Search vocabulary shared by the search API, the search page and saved searches.

export const SEARCH_SORTS = ['newest', 'price-asc', 'price-desc', 'price-per-sqft-asc', 'discount-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'price-per-sqft-asc': 'Price per sq ft: low to high',
  // Furthest below the locality (or city) median first; listings without the figure come last.
  'discount-desc': 'Best deals: furthest below market',
};

/** "At least N% below market" choices the search page offers (minDiscount). */
export const MIN_DISCOUNT_CHOICES = [10, 20, 30, 40] as const;

/**
 * Budget edges in lakhs. Counts are kept per band between two neighbouring edges (a database
 * trigger, migration 0004), so any price range whose ends are edges is counted exactly and
 * cheaply; the search page offers exactly these as its min/max choices. Changing the list needs a
 * migration that re-creates `listing_band()` with the same values.
 */
export const PRICE_BAND_EDGES = [10, 20, 25, 30, 40, 50, 60, 75, 100, 150, 200, 300, 500, 1000] as const;

/**
 * Monthly rent choices in rupees (₹5,000 … ₹2,00,000+) the search page offers for its
 * minRent/maxRent pair when it searches rentals.
 */
export const RENT_CHOICES = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 1_00_000, 1_50_000, 2_00_000] as const;

/** The rent ranges a rental search's budget facet counts (rupees a month; min included, max excluded). */
export const RENT_RANGES = [
  { value: '0-10000', label: 'Under ₹10,000', min: 0, max: 10_000 },
  { value: '10000-20000', label: '₹10,000 - ₹20,000', min: 10_000, max: 20_000 },
  { value: '20000-35000', label: '₹20,000 - ₹35,000', min: 20_000, max: 35_000 },
  { value: '35000-60000', label: '₹35,000 - ₹60,000', min: 35_000, max: 60_000 },
  { value: '60000-100000', label: '₹60,000 - ₹1,00,000', min: 60_000, max: 1_00_000 },
  { value: '100000-', label: 'Above ₹1,00,000', min: 1_00_000, max: null },
] as const;

/** Area choices (sq ft) the search page offers for its min/max pair. */
export const AREA_CHOICES = [300, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000] as const;

/** "Posted within" choices, in days. */
export const POSTED_WITHIN_DAYS = [1, 3, 7, 15, 30, 90] as const;

/** BHK values a listing can carry: the enumeration plus 'N/A' (plots). */
export const SEARCH_BHK_VALUES = ['1', '2', '3', '4', '5+', 'N/A'] as const;

/** "a,b, c" -> ['a', 'b', 'c']; empty parts and the All value dropped, duplicates removed. */
export function splitList(value: string | undefined): string[] {
  if (!value) return [];
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== ALL_FILTER);
  return [...new Set(parts)];
}

/** A range: min included, max excluded; null ends are open. */
export interface Range {
  min: number | null;
  max: number | null;
}

/**
 * Two ranges together, the tighter bound of each side: how a search takes a budget range and the
 * Min/Max pair given at once (the server to filter, the search page to show what it applies).
 */
export function intersect(a: Range | undefined, b: Range): Range {
  if (!a) return b;
  const pick = (x: number | null, y: number | null, f: (p: number, q: number) => number) => (x === null ? y : y === null ? x : f(x, y));
  return { min: pick(a.min, b.min, Math.max), max: pick(a.max, b.max, Math.min) };
}

/** Lakhs as buyers read them: 50 -> "₹50 L", 150 -> "₹1.5 Cr". */
export function formatLakhs(lakhs: number): string {
  if (lakhs >= 100) return `₹${Number((lakhs / 100).toFixed(2))} Cr`;
  return `₹${Number(lakhs.toFixed(2))} L`;
}

/** The names of the search filters, in the order the search page and the history show them (the keys of propertySearchFiltersSchema). */
export const PROPERTY_SEARCH_FILTER_KEYS = [
  'purpose',
  'location',
  'propertyType',
  'budget',
  'title',
  'bhk',
  'furnishing',
  'availability',
  'nearMetro',
  'locality',
  'minPrice',
  'maxPrice',
  'minRent',
  'maxRent',
  'minArea',
  'maxArea',
  'postedWithin',
  'minDiscount',
  'showSold',
  'bbox',
  'sort',
] as const;
