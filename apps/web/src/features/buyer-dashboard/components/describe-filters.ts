import { BUDGET_RANGES } from '@ncr/shared/constants';
import { PROPERTY_TYPE_LABELS } from '@ncr/shared/enums';

const budgetLabel = (value: string) => BUDGET_RANGES.find((r) => r.value === value)?.label ?? `₹${value} L`;
const words = (value: string) => value.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase());

// Readable labels for the /property filters (spec §2 query parameters).
const DESCRIBE: Record<string, (value: string) => string> = {
  location: (v) => `Location: ${v}`,
  propertyType: (v) => `Type: ${PROPERTY_TYPE_LABELS[v as keyof typeof PROPERTY_TYPE_LABELS] ?? words(v)}`,
  budget: (v) => `Budget: ${budgetLabel(v)}`,
  bhk: (v) => `${v} BHK`,
  furnishing: (v) => `Furnishing: ${words(v)}`,
  availability: (v) => `Availability: ${words(v)}`,
  title: (v) => `"${v}"`,
};

/** One readable label per filter of a recorded search, in the search bar's order. */
export function describeFilters(query: Record<string, string>): string[] {
  const known = Object.keys(DESCRIBE).filter((key) => query[key]);
  const other = Object.keys(query).filter((key) => !(key in DESCRIBE) && query[key]);
  return [
    ...known.map((key) => (DESCRIBE[key] as (v: string) => string)(query[key] as string)),
    ...other.map((key) => `${key}: ${query[key]}`),
  ];
}
