import { QUERY_DATE_LOCALE } from '@ncr/shared/constants';
import { TEXTS } from '@ncr/shared/texts';

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Card price: rupee sign, amount in lakhs, 'L' (spec §2). */
export const priceCard = (lakhs: number | string | undefined): string => `₹${number.format(Number(lakhs ?? 0))} L`;
/** Detail price: rupee sign, amount, 'Lakh'. */
export const priceDetail = (lakhs: number | string | undefined): string => `₹${number.format(Number(lakhs ?? 0))} Lakh`;

/** en-IN date with a 12-hour clock; 'Unknown date' when missing, 'Invalid date' when unreadable. */
export function formatQueryDate(value: string | null | undefined): string {
  if (!value) return TEXTS.unknownDate;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return TEXTS.invalidDate;
  return date.toLocaleString(QUERY_DATE_LOCALE, { dateStyle: 'medium', timeStyle: 'short', hour12: true });
}
