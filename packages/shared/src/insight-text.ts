import { priceChangeFigure } from './format';
import { indianNumber } from './indian-format';
import type { MarketInsight, PriceChange } from './schemas/property';

// Texts of the price-drop and below-market insight, the same on the server (messages) and in the
// browser (cards, detail page). Pure functions of their input: safe for server-side rendering.

/** ₹12.5 L below 100 lakhs, ₹2.17 Cr from 100 lakhs up (product decisions, "Data"). */
export function lakhsShort(lakhs: number): string {
  return lakhs >= 100 ? `₹${indianNumber(lakhs / 100, 2)} Cr` : `₹${indianNumber(lakhs, 2)} L`;
}

/** The drop badge: 'Price dropped ₹5 L', or for a rental (purpose 'rent') 'Rent cut by ₹2,000/month'. */
export function priceDropText(drop: PriceChange, purpose?: unknown): string {
  const cut = drop.fromLakhs - drop.toLakhs;
  return purpose === 'rent' ? `Rent cut by ${priceChangeFigure(purpose, cut)}` : `Price dropped ${lakhsShort(cut)}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 2026" from "2026-03-14" (no Intl: the server and the browser agree, docs/decisions/0085). */
export function monthYear(day: string): string {
  const [year, month] = day.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}

/**
 * The comparison in words, naming the rate it compares with (docs/decisions/0103):
 * "22% below the market rate of ₹9,500/sq ft for Sector 62, Noida (Demo rate (2026), March 2026)".
 * Above the rate it says so just as plainly: "12% above the market rate of …".
 */
export function marketLine(market: MarketInsight): string {
  if (market.basis === 'rent') {
    const rent = `the market rent of ₹${indianNumber(market.marketRent ?? 0, 0)}/month for ${market.place} (${market.source}, ${monthYear(market.recordedOn)})`;
    if (market.percentBelow === 0) return `At ${rent}`;
    return `${market.percentBelow > 0 ? `${market.percentBelow}% below` : `${-market.percentBelow}% above`} ${rent}`;
  }
  const rate = `the market rate of ₹${indianNumber(market.ratePerSqft, 0)}/sq ft for ${market.place} (${market.source}, ${monthYear(market.recordedOn)})`;
  if (market.percentBelow === 0) return `At ${rate}`;
  const side = market.percentBelow > 0 ? `${market.percentBelow}% below` : `${-market.percentBelow}% above`;
  return `${side} ${rate}`;
}

/** The compact card badge: "18% below market", or nothing when at or above the market rate. */
export function marketBadge(market: MarketInsight): string | null {
  return market.percentBelow > 0 ? `${market.percentBelow}% below market` : null;
}
