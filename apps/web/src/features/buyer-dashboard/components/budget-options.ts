import { BUDGET_MAX_OPTIONS, BUDGET_MIN_OPTIONS } from '@ncr/shared/enums';
import { formatRupees } from '@ncr/shared/format';
import { BUYER_DEFAULTS, OPEN_RENT_BUDGET_MAX, RENT_BUDGET_DEFAULTS, RENT_BUDGET_OPTIONS } from '@ncr/shared/schemas/buyer';

// The requirement form's budget: lakhs to buy (spec §3), or rupees a month to rent (issue 60).

export interface BudgetOptions {
  minLabel: string;
  maxLabel: string;
  min: { value: string; label: string }[];
  max: { value: string; label: string }[];
  /** The pair a buyer starts from when switching to this purpose. */
  defaults: { min: string; max: string };
}

const rentOption = (rupees: number, side: 'min' | 'max') => ({
  value: String(rupees),
  // The top maximum means "and above", as the lakh list's "5 Crore+".
  label: `${formatRupees(rupees)}${side === 'max' && rupees === OPEN_RENT_BUDGET_MAX ? '+' : ''} a month`,
});

export function budgetOptions(rent: boolean, lakhLabels: { min: string; max: string }): BudgetOptions {
  if (rent) {
    return {
      minLabel: 'Minimum rent a month (₹)',
      maxLabel: 'Maximum rent a month (₹)',
      min: RENT_BUDGET_OPTIONS.map((v) => rentOption(v, 'min')),
      max: RENT_BUDGET_OPTIONS.map((v) => rentOption(v, 'max')),
      defaults: { min: String(RENT_BUDGET_DEFAULTS.min), max: String(RENT_BUDGET_DEFAULTS.max) },
    };
  }
  return {
    minLabel: lakhLabels.min,
    maxLabel: lakhLabels.max,
    min: BUDGET_MIN_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })),
    max: BUDGET_MAX_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })),
    defaults: { min: String(BUYER_DEFAULTS.budgetMin), max: String(BUYER_DEFAULTS.budgetMax) },
  };
}
