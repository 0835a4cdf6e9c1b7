// A home loan's monthly instalment (EMI), as Indian banks quote it: reducing balance, monthly rests.

/** What a buyer expects filled in: 80% of the price borrowed (the usual loan-to-value cap), 8.5% a year, 20 years. */
export const EMI_DEFAULTS = { loanShare: 0.8, ratePercent: 8.5, years: 20 } as const;

export interface Emi {
  /** Rupees a month. */
  monthly: number;
  /** Rupees of interest over the whole loan. */
  interest: number;
  /** Rupees paid in all: the loan and its interest. */
  total: number;
}

/**
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate and n the months; at 0% it is P/n.
 * Null when a value cannot be a loan (no amount, no months, a negative rate, absurd inputs).
 */
export function emiOf(principal: number, ratePercent: number, years: number): Emi | null {
  const months = Math.round(years * 12);
  if (!(principal > 0) || !(months > 0) || months > 600 || !(ratePercent >= 0) || ratePercent > 50) return null;
  const r = ratePercent / 1200;
  const monthly = r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const total = monthly * months;
  return { monthly: Math.round(monthly), interest: Math.round(total - principal), total: Math.round(total) };
}
