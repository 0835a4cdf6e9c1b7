import { ALL_FILTER, parseBudget } from '@ncr/shared/constants';
import type { ListingPurpose } from '@ncr/shared/enums';
import { PROPERTY_SEARCH_FILTER_KEYS, type PropertySearchFilters } from '@ncr/shared/schemas/property';
import { intersect, type Range, type SearchSort, splitList } from '@ncr/shared/search';
import { type Box, parseBox } from '@ncr/shared/search/box';
import { ENUMERATED_DIMENSIONS, type EnumeratedName, priceDimensionOf, RANGE_DIMENSIONS } from '@ncr/shared/search/dimensions';
import { badRequest } from '~/lib/http-error';

const MAX_WORDS = 8;
/** Why a bound of the other partition's price is refused, as the filter schema says it. */
const RANGE_REFUSAL: Record<ListingPurpose, string> = {
  rent: 'is for sales: a rental search takes minRent and maxRent (rupees a month)',
  sale: 'is for rentals: add purpose=rent',
};
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export type { Range } from '@ncr/shared/search';

/** The search filters once parsed; absent means "any". */
export interface SearchFilters {
  /** The partition searched (docs/decisions/0105): sales unless the search says rent. */
  purpose: ListingPurpose;
  /**
   * Per enumerated dimension (packages/shared's search/dimensions.ts), the values wanted, sorted
   * (any of them matches); absent: any.
   */
  values: Partial<Record<EnumeratedName, readonly string[]>>;
  /**
   * The partition's price (priceDimensionOf): for sales lakhs, the budget range and
   * minPrice/maxPrice together; for rentals rupees a month, minRent/maxRent.
   */
  price?: Range;
  /** Square feet. */
  area?: Range;
  locality?: string;
  /** Listings created at or after this instant (postedWithin, rounded down to the minute). */
  postedAfter?: Date;
  /** Each word must begin a word of the title, address or locality (case-insensitive; word-index.ts). */
  words?: string[];
  /** At least this many percent below the listing's market median. */
  minDiscount?: number;
  /** Sold listings too (left out by default). */
  withSold?: boolean;
  /** Listings whose public pin lies in this area of the map (issue 64). */
  box?: Box;
  sort: SearchSort;
}

/** The filters a search names, as sent (empty and 'All' dropped): what the buyer's history keeps. */
export function givenFilters(query: PropertySearchFilters): Record<string, string> {
  const given: Record<string, string> = {};
  for (const key of PROPERTY_SEARCH_FILTER_KEYS) {
    const raw = query[key];
    if (raw === undefined) continue;
    const value = String(raw).trim();
    if (value && value !== ALL_FILTER) given[key] = value;
  }
  return given;
}

const num = (value: string | undefined) => (value === undefined ? null : Number(value));

/** Turns the given filters (already checked by the query schema) into what the queries use. */
export function parseFilters(given: Record<string, string>, now = Date.now()): SearchFilters {
  const purpose: ListingPurpose = given.purpose === 'rent' ? 'rent' : 'sale';
  const filters: SearchFilters = { purpose, values: {}, sort: (given.sort as SearchSort | undefined) ?? 'newest' };
  for (const d of ENUMERATED_DIMENSIONS) {
    const raw = given[d.param];
    if (!raw) continue;
    // Any spelling of a city ("Gurgaon", "gurugram") is the stored one; anything else stays as sent.
    const canonical = 'canonical' in d ? d.canonical : undefined;
    const values = (d.multiple ? splitList(raw) : [raw]).map((value) => canonical?.(value) ?? value);
    if (values.length > 0) filters.values[d.name] = values.sort();
  }
  if (given.locality) filters.locality = given.locality;
  // Each partition's price has its own bounds (a sale's in lakhs, a rental's in rupees a month):
  // the other's are refused rather than read in the wrong unit.
  const price = priceDimensionOf(purpose);
  for (const other of RANGE_DIMENSIONS) {
    if (!('purpose' in other) || other.purpose === purpose) continue;
    for (const key of [other.min, other.max, ...(other.name === 'price' ? ['budget'] : [])]) {
      if (given[key] !== undefined) throw badRequest(`${key}: ${RANGE_REFUSAL[purpose]}`);
    }
  }
  if (given.budget) {
    const budget = parseBudget(given.budget);
    if (!budget) throw badRequest('budget: use one of the listed budget ranges');
    filters.price = intersect(filters.price, { min: budget.min, max: budget.max });
  }
  if (given[price.min] !== undefined || given[price.max] !== undefined) {
    filters.price = intersect(filters.price, { min: num(given[price.min]), max: num(given[price.max]) });
  }
  if (given.minArea !== undefined || given.maxArea !== undefined) {
    filters.area = { min: num(given.minArea), max: num(given.maxArea) };
  }
  if (given.postedWithin !== undefined) {
    // Rounded to the minute so answers can be cached for a minute at most.
    const after = now - Number(given.postedWithin) * DAY_MS;
    filters.postedAfter = new Date(Math.floor(after / MINUTE_MS) * MINUTE_MS);
  }
  if (given.minDiscount !== undefined) filters.minDiscount = Number(given.minDiscount);
  if (given.showSold === 'true') filters.withSold = true;
  if (given.bbox) {
    const box = parseBox(given.bbox);
    if ('error' in box) throw badRequest(`bbox: ${box.error}`);
    filters.box = box;
  }
  if (given.title) {
    const words = given.title.toLowerCase().split(/\s+/).filter(Boolean);
    filters.words = [...new Set(words)].slice(0, MAX_WORDS);
  }
  return filters;
}

/** The filters without the sort: the key under which totals and facets are cached. */
export function filterKey(filters: SearchFilters): string {
  const { sort: _sort, ...rest } = filters;
  return JSON.stringify(rest);
}
