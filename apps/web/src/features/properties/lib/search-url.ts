import { cityNamed } from '@ncr/shared/city-names';
import { ALL_FILTER, parseBudget } from '@ncr/shared/constants';
import type { ListingPurpose } from '@ncr/shared/enums';
import { formatNumber } from '@ncr/shared/format';
import { intersect, PROPERTY_SEARCH_FILTER_KEYS } from '@ncr/shared/search';
import { FILTER_KEYS } from '@/components/search-filters';

// The search lives in the URL of /property: every control reads its value from the URL's
// parameters and applies a change by navigating, so reload, links, back and forward all work and
// the page renders the same on the server as in the browser.

/**
 * The filters the URL names (every key of propertySearchFiltersSchema), empty and 'All' left out.
 * A city in a link or a typed address may be spelt as people write it (`?location=Gurgaon`): the
 * page shows and asks for the site's spelling, as a search from the box does.
 */
export function searchQueryFromParams(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of PROPERTY_SEARCH_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && value !== ALL_FILTER) query[key] = key === 'location' ? (cityNamed(value) ?? value) : value;
  }
  return query;
}

export { withChanges } from '@/lib/query-changes';

/**
 * The budget the search applies, as the Min/Max budget pair shows it: a budget range from a link or
 * the home page's search (`budget=50-100`) and the pair's own bounds together, as the server
 * takes them (the tighter bound of each side). Lakhs as text; a side with no bound is absent.
 */
export function shownBudget(query: Record<string, string>): { minPrice?: string; maxPrice?: string } {
  // A bound that is not a number (`maxPrice=abc`, which the server refuses) shows as no bound.
  const lakhs = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Number(value) : null);
  const { min, max } = intersect(parseBudget(query.budget ?? '') ?? undefined, { min: lakhs(query.minPrice), max: lakhs(query.maxPrice) });
  return { ...(min ? { minPrice: String(min) } : {}), ...(max !== null ? { maxPrice: String(max) } : {}) };
}

/**
 * A change of the Min/Max budget pair: the pair's bounds as shown with `change` applied, and no
 * budget range left beside them, so the URL holds the budget one way only.
 */
export function budgetChange(
  query: Record<string, string>,
  change: { minPrice?: string; maxPrice?: string },
): Record<string, string | undefined> {
  return { ...shownBudget(query), ...change, budget: undefined };
}

/** Whether the URL searches rentals (purpose=rent); anything else searches sales. */
export const isRentSearch = (query: Record<string, string>): boolean => query.purpose === 'rent';

/**
 * Buy or Rent chosen: Rent sets purpose=rent, Buy removes it, and the budget of the other purpose
 * goes (a sale's lakhs and a rent a month are different scales; the server refuses the mix).
 */
export function purposeChange(purpose: ListingPurpose): Record<string, string | undefined> {
  return purpose === 'rent'
    ? { purpose: 'rent', budget: undefined, minPrice: undefined, maxPrice: undefined }
    : { purpose: undefined, minRent: undefined, maxRent: undefined };
}

/** A rental search's rent pair as shown: whole rupees; a bound that is not a number shows as none. */
export function shownRent(query: Record<string, string>): { minRent?: string; maxRent?: string } {
  const rupees = (value: string | undefined) => (value && Number.isFinite(Number(value)) && Number(value) > 0 ? value : undefined);
  const min = rupees(query.minRent);
  const max = rupees(query.maxRent);
  return { ...(min ? { minRent: min } : {}), ...(max ? { maxRent: max } : {}) };
}

const BAR_KEYS: readonly string[] = FILTER_KEYS;
/** The filters the search bar does not show; a search from the bar keeps them. */
export const REFINEMENT_KEYS = PROPERTY_SEARCH_FILTER_KEYS.filter((key) => !BAR_KEYS.includes(key));

/**
 * What a bar search keeps from the current URL: the refinements, but a locality and an area of the
 * map only in their own city (a box drawn over Noida finds nothing in Gurugaon).
 */
export function keptRefinements(current: Record<string, string>, nextLocation: string | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of REFINEMENT_KEYS) {
    const value = current[key];
    if (value !== undefined) kept[key] = value;
  }
  if (current.location !== nextLocation) {
    delete kept.locality;
    delete kept.bbox;
  }
  return kept;
}

/** Toggles one value of a comma-separated list ("2,3" + "4" -> "2,3,4"). */
export function toggleListValue(list: string | undefined, value: string): string {
  const values = (list ?? '').split(',').filter(Boolean);
  return (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]).join(',');
}

/** "1,234", or "1,234+" when the server says the total is a lower bound (`totalExact: false`). */
export function formatTotal(total: number, exact = true): string {
  return exact ? formatNumber(total) : `${formatNumber(total)}+`;
}

/** "1,234 properties" / "1 property". */
export function propertiesFound(total: number, exact = true): string {
  return `${formatTotal(total, exact)} ${total === 1 && exact ? 'property' : 'properties'}`;
}
