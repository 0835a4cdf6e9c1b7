import type { MarketInsight, PriceChange } from './schemas/property';

// Texts of the price-drop and below-market insight, the same on the server (messages) and in the
// browser (cards, detail page). Pure functions of their input: safe for server-side rendering.
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const lakhsFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹12.5 L below 100 lakhs, ₹2.17 Cr from 100 lakhs up (product decisions, "Data"). */
export function lakhsShort(lakhs: number): string {
  return lakhs >= 100 ? `₹${lakhsFormat.format(lakhs / 100)} Cr` : `₹${lakhsFormat.format(lakhs)} L`;
}

export function priceDropText(drop: PriceChange): string {
  return `Price dropped ${lakhsShort(drop.fromLakhs - drop.toLakhs)}`;
}

/** "18% below the Sector 62, Noida median of ₹6,120/sq ft (23 listings)". */
export function marketLine(market: MarketInsight): string {
  const median = `₹${rupees.format(market.medianPricePerSqft)}/sq ft`;
  const where = `the ${market.place} median of ${median} (${market.comparables} listings)`;
  if (market.percentBelow === 0) return `At ${where}`;
  return market.percentBelow > 0 ? `${market.percentBelow}% below ${where}` : `${-market.percentBelow}% above ${where}`;
}

/** The compact card badge: "18% below market", or nothing when at or above the median. */
export function marketBadge(market: MarketInsight): string | null {
  return market.percentBelow > 0 ? `${market.percentBelow}% below market` : null;
}
