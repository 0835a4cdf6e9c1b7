import { ALL_FILTER, BUDGET_RANGES } from '@ncr/shared/constants';
import { CITIES, type ListingPurpose, PROPERTY_TYPES } from '@ncr/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The filters of the search bar of the home page and of /property (spec §2): selects default to
// 'All' (held as ALL_FILTER, never sent), plus free text over title and address. The URL query of
// /property is the one place a search lives, so these helpers convert between the two. Buy / Rent
// leads the bar: Rent searches rentals (purpose=rent) and asks the rent a month (minRent/maxRent)
// where a sale asks its budget in lakhs; Buy is no purpose at all, as every search before rentals.
// They are kept apart from the bar's component: /property reads and writes these filters without
// showing the bar, so its pages need not load it.

export const FILTER_KEYS = [
  'purpose',
  'location',
  'propertyType',
  'budget',
  'minRent',
  'maxRent',
  'bhk',
  'furnishing',
  'availability',
  'title',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type SearchFilters = Record<FilterKey, string>;

export const EMPTY_FILTERS: SearchFilters = {
  purpose: 'sale',
  location: ALL_FILTER,
  propertyType: ALL_FILTER,
  budget: ALL_FILTER,
  minRent: ALL_FILTER,
  maxRent: ALL_FILTER,
  bhk: ALL_FILTER,
  furnishing: ALL_FILTER,
  availability: ALL_FILTER,
  title: '',
};

export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** Keys that belong to one purpose only: a search of the other leaves them out (the server refuses them). */
const SALE_ONLY: readonly FilterKey[] = ['budget'];
const RENT_ONLY: readonly FilterKey[] = ['minRent', 'maxRent'];

/**
 * The filters worth sending: 'All' and empty ones are left out, Buy is no purpose at all, and a
 * budget of the other purpose is dropped (a sale's lakhs are not a rent a month).
 */
export function filtersToQuery(filters: SearchFilters): Record<string, string> {
  const rent = filters.purpose === 'rent';
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    if ((rent ? SALE_ONLY : RENT_ONLY).includes(key)) continue;
    const value = filters[key].trim();
    if (key === 'purpose' && value !== 'rent') continue;
    if (value && value !== ALL_FILTER) query[key] = value;
  }
  return query;
}

/** The draft with Buy or Rent chosen: the budget of the other purpose is cleared. */
export function withPurpose(filters: SearchFilters, purpose: ListingPurpose): SearchFilters {
  const cleared = purpose === 'rent' ? SALE_ONLY : RENT_ONLY;
  return { ...filters, purpose, ...Object.fromEntries(cleared.map((key) => [key, ALL_FILTER])) };
}

export interface SearchOptions {
  locations: string[];
  propertyTypes: string[];
  budgets: string[];
  budgetLabels: Record<string, string>;
}

// Used when the options call fails, so the bar still works.
export const FALLBACK_OPTIONS: SearchOptions = {
  locations: [...CITIES],
  propertyTypes: [...PROPERTY_TYPES],
  budgets: BUDGET_RANGES.map((b) => b.value),
  budgetLabels: Object.fromEntries(BUDGET_RANGES.map((b) => [b.value, b.label])),
};

/** GET /api/property/options: the cities and types that have listings, and the budget ranges. */
export const searchOptionsQuery = queryOptions({
  queryKey: ['property-options'],
  queryFn: () => api<SearchOptions>('/api/property/options'),
  staleTime: 5 * 60 * 1000,
});

export function useSearchOptions() {
  return useQuery(searchOptionsQuery);
}
