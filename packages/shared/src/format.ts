/**
 * How prices, amounts, areas and dates read everywhere in the product (product decisions § Data).
 *
 * Every function is pure: no clock, no locale or time zone of the machine, so the server and the
 * browser print the same characters (the public pages are rendered on the server and hydrated).
 * Inputs are taken as they are stored: prices in lakhs as numbers, the free-text pricing and area
 * fields of a listing as strings. Text that is not a number is shown as the seller typed it.
 *
 * Stable API (other features build on it; add, don't change):
 * - priceCard(lakhs)            '₹85 L'      | '₹2.17 Cr'
 * - priceDetail(lakhs)          '₹85 Lakh'   | '₹2.17 Crore'
 * - formatRupees(amount)        '₹21,70,000'
 * - formatPricePerSqft(rupees)  '₹8,500/sq ft'
 * - pricePerSqftOf(lakhs, area) rupees per sq ft from price and area, or undefined
 * - formatArea(sqft)            '1,200 sq ft'
 * - formatNumber(n)             '1,00,000'
 * - formatPostedAgo(date, now)  '3 days ago'
 * - formatDay('2026-11-30')     '30 Nov 2026'
 * - formatQueryDate(iso)        '4 Mar 2026, 3:30 pm' (machine time zone; signed-in screens only)
 * - formatRent(rupees)          '₹32,000/month'
 * - formatRentPerSqft(rupees)   '₹26.67/sq ft a month'
 * - rentPerSqftOf(rent, area)   rupees a month per sq ft from the rent and area, or undefined
 * - askingPriceText(data)       a listing's price as a card says it: '₹85 L' or '₹32,000/month'
 * - askingPriceDetail(data)     as the detail page says it: '₹85 Lakh' or '₹32,000/month'
 * - priceChangeFigure(purpose, lakhs) a price history figure: '₹85 L', or a rental's '₹32,000/month'
 */
import { QUERY_DATE_LOCALE } from './constants';
import { purposeOf } from './enums';
import { indianDay, indianNumber } from './indian-format';
import { TEXTS } from './texts';

const LAKHS_PER_CRORE = 100;
const RUPEES_PER_LAKH = 100_000;

type Amount = number | string | null | undefined;

/** A number from a stored value: numbers as they are; text like '21,70,000', '₹ 8500' or '1200 sq ft'. */
function numberOf(value: Amount): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^\s*(?:₹|rs\.?|inr)?\s*([\d,]*\.?\d+)\s*$/i.exec(value);
  if (!match) return undefined;
  const parsed = Number((match[1] ?? '').replaceAll(',', ''));
  return Number.isFinite(parsed) ? parsed : undefined;
}

function price(lakhs: Amount, units: { lakh: string; crore: string }): string {
  // Round first so 99.999 lakhs reads '₹1 Cr', not '₹100 L'.
  const value = Math.round((numberOf(lakhs) ?? 0) * 100) / 100;
  if (value >= LAKHS_PER_CRORE) return `₹${indianNumber(value / LAKHS_PER_CRORE, 2)} ${units.crore}`;
  return `₹${indianNumber(value, 2)} ${units.lakh}`;
}

/** Price on a card: lakhs below one crore ('₹85 L'), crores from 100 lakhs up ('₹2.17 Cr'). */
export const priceCard = (lakhs: Amount): string => price(lakhs, { lakh: 'L', crore: 'Cr' });

/** Price on the detail page and in dialogs: '₹85 Lakh', '₹2.17 Crore'. */
export const priceDetail = (lakhs: Amount): string => price(lakhs, { lakh: 'Lakh', crore: 'Crore' });

/** A whole number with Indian digit grouping: 100000 → '1,00,000'. */
export const formatNumber = (value: number): string => indianNumber(value, 0);

/**
 * A rupee amount with Indian digit grouping: 2170000 or '2170000' → '₹21,70,000'.
 * Empty input gives undefined; text that is not an amount ('10% of price') is returned as typed.
 */
export function formatRupees(amount: Amount): string | undefined {
  if (amount === null || amount === undefined || String(amount).trim() === '') return undefined;
  const value = numberOf(amount);
  return value === undefined ? String(amount).trim() : `₹${indianNumber(value, 0)}`;
}

/** Rupees per square foot with the unit: 8500 → '₹8,500/sq ft'; undefined when empty. */
export function formatPricePerSqft(rupees: Amount): string | undefined {
  if (rupees === null || rupees === undefined || String(rupees).trim() === '') return undefined;
  const value = numberOf(String(rupees).replace(/\s*(?:\/|per)\s*sq\.?\s*ft\.?\s*$/i, ''));
  return value === undefined ? String(rupees).trim() : `₹${indianNumber(value, 0)}/sq ft`;
}

/** Rupees per sq ft worked out from the price (lakhs) and an area in sq ft, when both are numbers. */
export function pricePerSqftOf(lakhs: Amount, areaSqft: Amount): number | undefined {
  const total = numberOf(lakhs);
  const area = areaNumber(areaSqft);
  if (total === undefined || area === undefined || area <= 0 || total <= 0) return undefined;
  return Math.round((total * RUPEES_PER_LAKH) / area);
}

const SQFT_SUFFIX = /\s*(?:sq\.?\s*ft\.?|sqft|square\s*feet|sft)\s*$/i;

function areaNumber(value: Amount): number | undefined {
  if (typeof value === 'string') return numberOf(value.replace(SQFT_SUFFIX, ''));
  return numberOf(value);
}

/**
 * An area in square feet with its unit: 1200 or '1200 sqft' → '1,200 sq ft'. Areas in other units
 * ('200 sq yd', '1 acre') are returned as typed; empty gives undefined.
 */
export function formatArea(sqft: Amount): string | undefined {
  if (sqft === null || sqft === undefined || String(sqft).trim() === '') return undefined;
  const value = areaNumber(sqft);
  return value === undefined ? String(sqft).trim() : `${indianNumber(value, 2)} sq ft`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago something was posted: 'just now', '5 minutes ago', '3 days ago', '2 weeks ago',
 * '4 months ago', '1 year ago'. `now` is a parameter, never read here, so the server and the
 * browser that hydrates its page print the same text; a date in the future reads 'just now'.
 * Undefined when the date is missing or unreadable.
 */
export function formatPostedAgo(date: string | Date | null | undefined, now: Date | number): string | undefined {
  if (!date) return undefined;
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return undefined;
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - then;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}

/** A calendar day 'YYYY-MM-DD' (or an ISO time, read as its UTC day) as '30 Nov 2026'. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return TEXTS.unknownDate;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return TEXTS.invalidDate;
  return indianDay(date);
}

/**
 * en-IN date with a 12-hour clock; 'Unknown date' when missing, 'Invalid date' when unreadable.
 * Uses the machine's time zone, so keep it to signed-in (client-rendered) screens.
 */
export function formatQueryDate(value: string | null | undefined): string {
  if (!value) return TEXTS.unknownDate;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return TEXTS.invalidDate;
  return date.toLocaleString(QUERY_DATE_LOCALE, { dateStyle: 'medium', timeStyle: 'short', hour12: true });
}

/** A rent a month: 32000 → '₹32,000/month' (docs/decisions/0106). Empty reads '₹0/month', as an empty price reads '₹0 L'. */
export const formatRent = (rupees: Amount): string => `₹${indianNumber(Math.round(numberOf(rupees) ?? 0), 0)}/month`;

/** Rent per square foot a month, the figure rentals sort and compare by: 26.67 → '₹26.67/sq ft a month'. */
export function formatRentPerSqft(rupees: Amount): string | undefined {
  const value = numberOf(rupees);
  return value === undefined ? undefined : `₹${indianNumber(value, 2)}/sq ft a month`;
}

/** Rupees a month per sq ft from a monthly rent and an area in sq ft (two decimals: rents per sq ft are tens of rupees). */
export function rentPerSqftOf(monthlyRent: Amount, areaSqft: Amount): number | undefined {
  const rent = numberOf(monthlyRent);
  const area = areaNumber(areaSqft);
  if (rent === undefined || area === undefined || area <= 0 || rent <= 0) return undefined;
  return Math.round((rent * 100) / area) / 100;
}

/** The part of a listing's data its price is read from (stored, public or card data alike). */
export interface AskingPriceData {
  purpose?: unknown;
  pricing?: { expectedPrice?: Amount; monthlyRent?: Amount } | null;
}

/** A listing's asking price as cards, alerts and share images say it: '₹85 L', '₹2.17 Cr' or '₹32,000/month'. */
export function askingPriceText(data: AskingPriceData | null | undefined): string {
  if (purposeOf(data) === 'rent') return formatRent(data?.pricing?.monthlyRent);
  return priceCard(data?.pricing?.expectedPrice);
}

/** A listing's asking price as the detail page says it: '₹85 Lakh', '₹2.17 Crore' or '₹32,000/month'. */
export function askingPriceDetail(data: AskingPriceData | null | undefined): string {
  if (purposeOf(data) === 'rent') return formatRent(data?.pricing?.monthlyRent);
  return priceDetail(data?.pricing?.expectedPrice);
}

/**
 * A figure of a listing's price history (PriceChange from/to, or a drop's size), kept in lakhs:
 * a rental's rent a month is kept as lakhs too (migration 0013), so it reads back as rupees a month.
 */
export function priceChangeFigure(purpose: unknown, lakhs: number): string {
  return purpose === 'rent' ? formatRent(Math.round(lakhs * RUPEES_PER_LAKH)) : priceCard(lakhs);
}
