import { BUDGET_RANGES } from '@ncr/shared/constants';
import { AVAILABILITY, CITIES, FURNISHING, PROPERTY_TYPES } from '@ncr/shared/enums';
import { SEARCH_BHK_VALUES } from '@ncr/shared/search';
import { bandOf, bandsOf, type SearchFilters } from './search-filters';

/**
 * One combination of the enumerated filters and its number of public listings: a row of
 * listing_counts, or (for facets under free filters) a row of the same grouping computed live,
 * with `inPrice` telling whether its listings also fall in a price range that is not on band edges.
 */
export interface CountCell {
  city: string;
  type: string;
  bhk: string;
  furnishing: string;
  availability: string;
  band: number;
  n: number;
  inPrice?: boolean;
}

export const FACET_DIMENSIONS = ['cities', 'types', 'bhk', 'budgets', 'furnishing', 'availability'] as const;
type Dimension = (typeof FACET_DIMENSIONS)[number];
export type FacetCounts = Record<Dimension, Record<string, number>>;

// Every option appears in the facets, with 0 when nothing matches.
const OPTIONS: Record<Dimension, readonly string[]> = {
  cities: CITIES,
  types: PROPERTY_TYPES,
  bhk: SEARCH_BHK_VALUES,
  budgets: BUDGET_RANGES.map((b) => b.value),
  furnishing: FURNISHING,
  availability: AVAILABILITY,
};

// The budget range (its value) each band belongs to: the ranges' ends are band edges.
const BUDGET_OF_BAND = new Map<number, string>();
for (const range of BUDGET_RANGES) {
  const from = bandOf(range.min);
  const to = range.max === null ? 99 : bandOf(range.max);
  for (let band = from; band < to && band < 99; band++) BUDGET_OF_BAND.set(band, range.value);
}

/** Which filters a cell fails, as a list of the facet dimensions (price counts as budgets). */
function failing(cell: CountCell, filters: SearchFilters, bands: { from: number; to: number } | null): Dimension[] {
  const failed: Dimension[] = [];
  if (filters.location && cell.city !== filters.location) failed.push('cities');
  if (filters.types && !filters.types.includes(cell.type)) failed.push('types');
  if (filters.bhks && !filters.bhks.includes(cell.bhk)) failed.push('bhk');
  if (filters.furnishing && cell.furnishing !== filters.furnishing) failed.push('furnishing');
  if (filters.availability && cell.availability !== filters.availability) failed.push('availability');
  const inPrice = bands ? cell.band >= bands.from && cell.band < bands.to : cell.inPrice !== false;
  if (!inPrice) failed.push('budgets');
  return failed;
}

const optionOf = (cell: CountCell, dimension: Dimension): string | undefined =>
  dimension === 'cities'
    ? cell.city
    : dimension === 'types'
      ? cell.type
      : dimension === 'budgets'
        ? BUDGET_OF_BAND.get(cell.band)
        : cell[dimension];

/** Sums the cells matching every filter: the exact total of an enumerated-filter search. */
export function sumCells(cells: readonly CountCell[], filters: SearchFilters): number {
  const bands = bandsOf(filters.price);
  let total = 0;
  for (const cell of cells) if (failing(cell, filters, bands).length === 0) total += cell.n;
  return total;
}

/**
 * Counts per option of each dimension with the other filters applied: a cell failing no filter
 * counts for its value in every dimension, a cell failing exactly one counts for that one only.
 */
export function facetCells(cells: readonly CountCell[], filters: SearchFilters): FacetCounts {
  const bands = bandsOf(filters.price);
  const counts = Object.fromEntries(
    FACET_DIMENSIONS.map((d) => [d, Object.fromEntries(OPTIONS[d].map((option) => [option, 0]))]),
  ) as FacetCounts;
  const add = (dimension: Dimension, cell: CountCell) => {
    const value = optionOf(cell, dimension);
    if (value === undefined || value === '') return;
    counts[dimension][value] = (counts[dimension][value] ?? 0) + cell.n;
  };
  for (const cell of cells) {
    const failed = failing(cell, filters, bands);
    if (failed.length === 0) for (const dimension of FACET_DIMENSIONS) add(dimension, cell);
    else if (failed.length === 1) add(failed[0] as Dimension, cell);
  }
  return counts;
}
