import { cityNamed } from '@ncr/shared/city-names';
import { parseBudget } from '@ncr/shared/constants';
import { formatRent } from '@ncr/shared/format';
import { formatLakhs, intersect } from '@ncr/shared/search';
import { ENUMERATED_DIMENSIONS, RANGE_DIMENSIONS } from '@ncr/shared/search/dimensions';

// When a search finds nothing, the searches one step wider than it, nearest first: each loosens one
// filter and keeps the rest (docs/decisions/0123). Made from the search's dimensions, so a filter
// added there is offered here too.

export interface Widening {
  /** What changes, as a button says it: "Budget up to ₹1 Cr", "Any BHK", "All of Noida". */
  label: string;
  /** The wider search's filters, as the search URL takes them. */
  filters: Record<string, string>;
}

/** A budget a quarter higher, rounded to what people say: ₹80 L → ₹1 Cr, ₹32,000 → ₹40,000. */
const raisedLakhs = (lakhs: number) => (lakhs < 10 ? Math.ceil(lakhs * 1.25) : Math.ceil((lakhs * 1.25) / 5) * 5);
const loweredLakhs = (lakhs: number) => (lakhs < 10 ? Math.floor(lakhs * 0.8) : Math.floor((lakhs * 0.8) / 5) * 5);
const raisedRent = (rupees: number) => Math.ceil((rupees * 1.25) / 1000) * 1000;
const loweredRent = (rupees: number) => Math.floor((rupees * 0.8) / 1000) * 1000;

const without = (given: Record<string, string>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(given).filter(([key]) => !keys.includes(key)));

const num = (value: string | undefined) => (value === undefined || value === '' ? null : Number(value));

/** The budget a sale search applies (a budget range and Min/Max together) and the wider ones near it. */
function salePrice(given: Record<string, string>): Widening[] {
  const range = intersect(parseBudget(given.budget ?? '') ?? undefined, { min: num(given.minPrice), max: num(given.maxPrice) });
  const rest = without(given, ['budget', 'minPrice', 'maxPrice']);
  const bound = (min: number | null, max: number | null) => ({
    ...rest,
    ...(min ? { minPrice: String(min) } : {}),
    ...(max !== null ? { maxPrice: String(max) } : {}),
  });
  const out: Widening[] = [];
  if (range.max !== null) {
    const max = raisedLakhs(range.max);
    out.push({ label: `Budget up to ${formatLakhs(max)}`, filters: bound(range.min, max) });
  }
  if (range.min) {
    const min = loweredLakhs(range.min);
    out.push({ label: min > 0 ? `Budget from ${formatLakhs(min)}` : 'Any minimum budget', filters: bound(min, range.max) });
  }
  return out;
}

function rentPrice(given: Record<string, string>): Widening[] {
  const out: Widening[] = [];
  const max = num(given.maxRent);
  const min = num(given.minRent);
  if (max !== null)
    out.push({ label: `Rent up to ${formatRent(raisedRent(max))}`, filters: { ...given, maxRent: String(raisedRent(max)) } });
  if (min) {
    const lower = loweredRent(min);
    out.push({
      label: lower > 0 ? `Rent from ${formatRent(lower)}` : 'Any minimum rent',
      filters: lower > 0 ? { ...given, minRent: String(lower) } : without(given, ['minRent']),
    });
  }
  return out;
}

/** "Any BHK", "Any property type": an enumerated filter's label as a phrase. */
const anyOf = (label: string) => `Any ${label === label.toUpperCase() ? label : label.toLowerCase()}`;

/**
 * The searches one filter wider than `given` (the filters as sent, empty ones left out), nearest
 * first: the budget a step up or down, then each other filter dropped in turn (the words, the
 * locality, then the city last: the farthest a buyer would move). Sort, purpose and "Show sold"
 * stay as they are.
 */
export function widenings(given: Record<string, string>): Widening[] {
  const rent = given.purpose === 'rent';
  const out: Widening[] = rent ? rentPrice(given) : salePrice(given);
  for (const d of ENUMERATED_DIMENSIONS) {
    if (d.name === 'city' || !given[d.param]) continue;
    out.push({ label: 'anyLabel' in d ? d.anyLabel : anyOf(d.label), filters: without(given, [d.param]) });
  }
  const area = RANGE_DIMENSIONS.find((d) => d.name === 'area');
  if (area && (given[area.min] || given[area.max])) out.push({ label: 'Any area', filters: without(given, [area.min, area.max]) });
  if (given.postedWithin) out.push({ label: 'Posted any time', filters: without(given, ['postedWithin']) });
  if (given.minDiscount) out.push({ label: 'Any discount', filters: without(given, ['minDiscount']) });
  if (given.title) out.push({ label: `Without “${given.title}”`, filters: without(given, ['title']) });
  if (given.locality) {
    out.push({
      label: given.location ? `All of ${cityNamed(given.location) ?? given.location}` : 'All localities',
      filters: without(given, ['locality']),
    });
  }
  if (given.location) out.push({ label: 'All of Delhi NCR', filters: without(given, ['location', 'locality']) });
  const priceKeys = rent ? ['minRent', 'maxRent'] : ['budget', 'minPrice', 'maxPrice'];
  if (priceKeys.some((key) => given[key])) {
    out.push({ label: rent ? 'Any rent' : 'Any budget', filters: without(given, priceKeys) });
  }
  return out;
}
