import { formatRupees } from '@ncr/shared/format';
import { formatLakhs } from '@ncr/shared/search';
import {
  ENUMERATED_DIMENSIONS,
  type EnumeratedName,
  priceDimensionOf,
  RANGE_DIMENSIONS,
  type RangeDimension,
} from '@ncr/shared/search/dimensions';

// The search controls' choices, read from the declared search dimensions (packages/shared
// search/dimensions.ts) rather than lists of their own, so a value added there shows up here.

export interface Choice {
  value: string;
  label: string;
}

/** The values and labels of one enumerated dimension ('furnishing' → Unfurnished, Semi-furnished…). */
export function enumeratedChoices(name: EnumeratedName): Choice[] {
  const dimension = ENUMERATED_DIMENSIONS.find((d) => d.name === name);
  if (!dimension) return [];
  return dimension.values.map((value) => ({ value, label: dimension.labelOf(value) }));
}

/** The readable label of one value of an enumerated dimension; the value itself when unknown. */
export function enumeratedLabel(name: EnumeratedName, value: string): string {
  return ENUMERATED_DIMENSIONS.find((d) => d.name === name)?.labelOf(value) ?? value;
}

/** A rent a month as the rent choices read: 25000 → '₹25,000'. */
export const rentLabel = (rupees: number): string => formatRupees(rupees) ?? String(rupees);

/** The rent (rupees a month) or the sale price (lakhs) a search's budget pair is in. */
export interface BudgetPair {
  /** The URL keys of the bounds: minPrice/maxPrice for sales, minRent/maxRent for rentals. */
  min: 'minPrice' | 'minRent';
  max: 'maxPrice' | 'maxRent';
  minLabel: string;
  maxLabel: string;
  choices: readonly number[];
  /** The label of a bound: '₹50 L', '₹25,000'; the top minimum of rents reads '₹2,00,000+'. */
  labelOf: (value: number, side: 'min' | 'max') => string;
  /** The ranges of its facet (`budgets`), value and label. */
  ranges: NonNullable<RangeDimension['ranges']>;
}

export function budgetPairOf(rent: boolean): BudgetPair {
  const dimension: RangeDimension = priceDimensionOf(rent ? 'rent' : 'sale');
  const top = dimension.choices[dimension.choices.length - 1];
  return {
    min: dimension.min as BudgetPair['min'],
    max: dimension.max as BudgetPair['max'],
    minLabel: rent ? 'Min rent' : 'Min budget',
    maxLabel: rent ? 'Max rent' : 'Max budget',
    choices: dimension.choices,
    labelOf: rent ? (value, side) => `${rentLabel(value)}${side === 'min' && value === top ? '+' : ''}` : (value) => formatLakhs(value),
    ranges: dimension.ranges ?? [],
  };
}

/** The area choices (sq ft) of the area dimension. */
export const AREA_CHOICES_OF_DIMENSION: readonly number[] = RANGE_DIMENSIONS.find((d) => d.name === 'area')?.choices ?? [];
