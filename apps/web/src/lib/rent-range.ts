import { ALL_FILTER } from '@ncr/shared/constants';
import { formatRupees } from '@ncr/shared/format';

const bound = (value: string | undefined): number | undefined => {
  if (!value || value === ALL_FILTER) return undefined;
  const rupees = Number(value);
  return Number.isFinite(rupees) && rupees > 0 ? rupees : undefined;
};

/**
 * A rental search's rent pair in words: '₹10,000–₹20,000 a month', 'from ₹25,000 a month',
 * 'up to ₹15,000 a month'; undefined when neither bound is set.
 */
export function rentRangeText(minRent: string | undefined, maxRent: string | undefined): string | undefined {
  const min = bound(minRent);
  const max = bound(maxRent);
  if (min !== undefined && max !== undefined) return `${formatRupees(min)}–${formatRupees(max)} a month`;
  if (min !== undefined) return `from ${formatRupees(min)} a month`;
  if (max !== undefined) return `up to ${formatRupees(max)} a month`;
  return undefined;
}
