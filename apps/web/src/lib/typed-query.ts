import { cityNamed } from '@ncr/shared/city-names';
import type { Range } from '@ncr/shared/search';
import { readTypedBudget, readTypedSearch } from '@ncr/shared/typed-search';

type Changes = Record<string, string | undefined>;
export type TypedChanges = { ok: true; changes: Changes } | { ok: false; message: string };

const bound = (value: number | null) => (value === null ? undefined : String(value));
/** A sale's budget replaces its range and Min/Max budget (lakhs); a rental's, its rent pair (rupees a month). */
const budgetChanges = ({ min, max }: Range, rent: boolean): Changes =>
  rent ? { minRent: bound(min), maxRent: bound(max) } : { budget: undefined, minPrice: bound(min), maxPrice: bound(max) };

/** A budget typed beside the budget choices; null when the text states no amount. */
export function typedBudgetChanges(text: string, rent: boolean): TypedChanges | null {
  const found = readTypedBudget(text, rent ? 'rent' : 'sale');
  if (!found) return null;
  if (!found.budget.ok) return found.budget;
  return { ok: true, changes: budgetChanges(found.budget.range, rent) };
}

/**
 * What a search box's text asks of the search in `query` (docs/decisions/0115): BHK, property type,
 * a budget and Rent said in words become those filters; the words left search titles and
 * addresses, or the city when they name one. A budget that cannot be one is a message, never a
 * guessed filter.
 */
export function typedChanges(text: string, query: Record<string, string>): TypedChanges {
  const wasRent = query.purpose === 'rent';
  const read = readTypedSearch(text.trim(), wasRent ? 'rent' : 'sale');
  if (read.budget && !read.budget.ok) return read.budget;
  const changes: Changes = {};
  // Rent said in words: the sale's budget goes, as with the Buy / Rent switch (the server refuses the mix).
  if (read.purpose === 'rent' && !wasRent)
    Object.assign(changes, { purpose: 'rent', budget: undefined, minPrice: undefined, maxPrice: undefined });
  if (read.bhks.length > 0) changes.bhk = read.bhks.join(',');
  if (read.types.length > 0) changes.propertyType = read.types.join(',');
  if (read.budget?.ok) Object.assign(changes, budgetChanges(read.budget.range, read.purpose === 'rent'));
  const city = cityNamed(read.words);
  if (city) Object.assign(changes, { location: city, locality: undefined, title: undefined });
  else changes.title = read.words || undefined;
  return { ok: true, changes };
}
