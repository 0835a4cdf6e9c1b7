import { indianNumber } from './indian-format';
import type { MarketInsight, PriceChange } from './schemas/property';

// Texts of the price-drop and below-market insight, the same on the server (messages) and in the
// browser (cards, detail page). Pure functions of their input: safe for server-side rendering.

/** ₹12.5 L below 100 lakhs, ₹2.17 Cr from 100 lakhs up (product decisions, "Data"). */
export function lakhsShort(lakhs: number): string {
  return lakhs >= 100 ? `₹${indianNumber(lakhs / 100, 2)} Cr` : `₹${indianNumber(lakhs, 2)} L`;
}

export function priceDropText(drop: PriceChange): string {
  return `Price dropped ${lakhsShort(drop.fromLakhs - drop.toLakhs)}`;
}

const PLURAL: Record<string, string> = { flat: 'flats', house: 'houses', plot: 'plots', commercial: 'commercial listings' };

/**
 * The comparison in words, naming what it compares with (docs/decisions/0043, 0056):
 * "18% below the median of 23 flats listed in Sector 62, Noida (₹6,120/sq ft)". Above the median
 * it says so just as plainly: "12% above the median of …". `type` is the listing's property type.
 */
export function marketLine(market: MarketInsight, type?: string): string {
  const median = `₹${indianNumber(market.medianPricePerSqft, 0)}/sq ft`;
  const what = `${market.comparables} ${PLURAL[type ?? ''] ?? 'listings'} listed in ${market.place}`;
  if (market.percentBelow === 0) return `At the median price per sq ft of ${what} (${median})`;
  const side = market.percentBelow > 0 ? `${market.percentBelow}% below` : `${-market.percentBelow}% above`;
  return `${side} the median price per sq ft of ${what} (${median})`;
}

/** The compact card badge: "18% below market", or nothing when at or above the median. */
export function marketBadge(market: MarketInsight): string | null {
  return market.percentBelow > 0 ? `${market.percentBelow}% below market` : null;
}
