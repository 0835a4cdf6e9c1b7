import { BUDGET_RANGES } from '@ncr/shared/constants';
import { AVAILABILITY_LABELS, bhkLabel, FURNISHING_LABELS, PROPERTY_TYPE_LABELS } from '@ncr/shared/labels';
import { formatLakhs, SEARCH_SORT_LABELS, type SearchSort } from '@ncr/shared/search';
import { rentRangeText } from '@/lib/rent-range';

const budgetLabel = (value: string) => BUDGET_RANGES.find((r) => r.value === value)?.label ?? `₹${value} L`;
const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
const words = (value: string) => value.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase());
// The stored label of a value; an unknown value (an old or hand-typed address) is made readable.
const labelIn = (labels: Record<string, string>, value: string) => labels[value] ?? words(value);

// Readable labels for the /property filters (spec §2 query parameters).
const DESCRIBE: Record<string, (value: string, query: Record<string, string>) => string> = {
  purpose: (v) => (v === 'rent' ? 'Rent' : 'Buy'),
  location: (v) => `Location: ${v}`,
  propertyType: (v) => `Type: ${labelIn(PROPERTY_TYPE_LABELS, v)}`,
  budget: (v) => `Budget: ${budgetLabel(v)}`,
  bhk: bhkLabel,
  furnishing: (v) => `Furnishing: ${labelIn(FURNISHING_LABELS, v)}`,
  availability: (v) => `Availability: ${labelIn(AVAILABILITY_LABELS, v)}`,
  nearMetro: (v) => (v === 'true' ? 'Near metro station' : 'Not near a metro station'),
  title: (v) => `"${v}"`,
  locality: (v) => `Locality: ${v}`,
  minPrice: (v) => `From ${formatLakhs(Number(v))}`,
  maxPrice: (v) => `Under ${formatLakhs(Number(v))}`,
  // A rental's rent pair reads as one range: '₹10,000–₹20,000 a month'.
  minRent: (_v, q) => capitalised(rentRangeText(q.minRent, q.maxRent) ?? ''),
  maxRent: (_v, q) => (q.minRent ? '' : capitalised(rentRangeText(undefined, q.maxRent) ?? '')),
  minArea: (v) => `From ${v} sq ft`,
  maxArea: (v) => `Under ${v} sq ft`,
  postedWithin: (v) => `Posted within ${v} ${v === '1' ? 'day' : 'days'}`,
  minDiscount: (v) => `${v}% or more below market`,
  showSold: (v) => (v === 'true' ? 'Sold included' : ''),
  bbox: () => 'Area on the map',
  sort: (v) => `Sorted: ${SEARCH_SORT_LABELS[v as SearchSort] ?? words(v)}`,
};

/** One readable label per filter of a recorded search, in the search bar's order. */
export function describeFilters(query: Record<string, string>): string[] {
  const known = Object.keys(DESCRIBE).filter((key) => query[key]);
  const other = Object.keys(query).filter((key) => !(key in DESCRIBE) && query[key]);
  return [
    ...known.map((key) => (DESCRIBE[key] as (v: string, q: Record<string, string>) => string)(query[key] as string, query)),
    ...other.map((key) => `${key}: ${query[key]}`),
  ].filter(Boolean);
}
