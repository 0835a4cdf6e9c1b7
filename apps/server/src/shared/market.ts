import { indianNumber } from '@ncr/shared/indian-format';
import type { MarketInsight } from '@ncr/shared/schemas/property';
import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingVersion, marketRates, properties, publicListing } from '~/db/schema';
import type { InsightRow, PropertyRow } from './listings';

// Below-market figures (docs/decisions/0103-market-rates-kept-by-staff.md, which replaces the
// medians of 0043): a listing's price per sq ft, the search's own `price_per_sqft` column (price
// over the area in sq ft, see areaSqft() in listings.ts), against its locality's market rate kept
// by staff. Every listing here is an urgent sale, so the median of our own listings is not the
// market: the rate is. No rate for the locality, no figure.

/** A locality's rate as the figures use it. */
export interface LocalityRate {
  ratePerSqft: number;
  /** The market rent a month, in rupees, by BHK ("1".."5+"); null where staff keep none. */
  rentByBhk: Partial<Record<string, number>> | null;
  /** "Sector 62, Noida": the locality as staff spelt it, and its city. */
  place: string;
  source: string;
  recordedOn: string;
}
export type Rates = Map<string, LocalityRate>;

/** Rates are kept per city and locality, the locality compared trimmed and case-insensitively. */
export const rateKey = (city: string, locality: string) => `${city}|${locality.trim().toLowerCase()}`;

/** Every rate, under rateKey(). One small table: a few hundred localities. */
export async function loadRates(db: Db): Promise<Rates> {
  const rows = await db
    .select({
      city: marketRates.city,
      locality: marketRates.locality,
      ratePerSqft: marketRates.ratePerSqft,
      rentByBhk: marketRates.rentPerMonthByBhk,
      source: marketRates.source,
      recordedOn: marketRates.recordedOn,
    })
    .from(marketRates);
  const rates: Rates = new Map();
  for (const r of rows) {
    rates.set(rateKey(r.city, r.locality), {
      ratePerSqft: r.ratePerSqft,
      rentByBhk: r.rentByBhk ?? null,
      place: `${r.locality.trim()}, ${r.city}`,
      source: r.source,
      recordedOn: r.recordedOn,
    });
  }
  return rates;
}

/** The rates version: bumped by every statement that changes market_rates (migration 0010). */
export async function readRatesVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: listingVersion.ratesVersion }).from(listingVersion).where(eq(listingVersion.id, 1));
  return Number(row?.version ?? 0);
}

// The rates change only when staff edit them: kept per database and rates version, so a figure
// costs one primary-key read per page and an edit of a rate shows on the next read.
const cached = new WeakMap<Db, { version: number; rates: Promise<Rates> }>();

export async function ratesFor(db: Db): Promise<Rates> {
  const version = await readRatesVersion(db);
  const hit = cached.get(db);
  if (hit && hit.version === version) return hit.rates;
  const rates = loadRates(db);
  cached.set(db, { version, rates });
  rates.catch(() => {
    if (cached.get(db)?.rates === rates) cached.delete(db);
  });
  return rates;
}

/** The figure of one listing against the rates; null when its locality has no rate or it has no price per sq ft. */
export function insightOf(row: Pick<PropertyRow, 'city' | 'locality' | 'pricePerSqft'>, rates: Rates): MarketInsight | null {
  const own = row.pricePerSqft;
  if (own === null || !(own > 0)) return null;
  const rate = rates.get(rateKey(row.city, row.locality));
  if (!rate || !(rate.ratePerSqft > 0)) return null;
  return {
    ratePerSqft: rate.ratePerSqft,
    place: rate.place,
    source: rate.source,
    recordedOn: rate.recordedOn,
    percentBelow: percentBelow(own, rate.ratePerSqft),
  };
}

/** The locality's market rent a month for a BHK, in rupees; undefined where staff keep none. */
export function marketRentOf(rate: LocalityRate | undefined, bhk: string): number | undefined {
  const rent = rate?.rentByBhk?.[bhk];
  return rent !== undefined && rent > 0 ? rent : undefined;
}

/**
 * A rental's figure (docs/decisions/0105): its rent a month against its locality's market rent a
 * month for its BHK; null where there is none. Never against the sale rate per sq ft.
 */
export function rentInsightOf(
  row: Pick<PropertyRow, 'city' | 'locality' | 'bhk'> & { monthlyRent: number | null },
  rates: Rates,
): MarketInsight | null {
  const own = row.monthlyRent;
  if (own === null || !(own > 0)) return null;
  const rate = rates.get(rateKey(row.city, row.locality));
  const marketRent = marketRentOf(rate, row.bhk);
  if (!rate || marketRent === undefined) return null;
  return {
    ratePerSqft: 0,
    place: `${row.bhk} BHK in ${rate.place}`,
    source: rate.source,
    recordedOn: rate.recordedOn,
    percentBelow: percentBelow(own, marketRent),
    basis: 'rent',
    marketRent,
  };
}

/** The columns that give a listing's figure, whichever its purpose. */
export type FigureRow = Pick<PropertyRow, 'city' | 'locality' | 'pricePerSqft' | 'bhk' | 'purpose' | 'monthlyRent'>;

/** The columns of FigureRow, to select. */
export const figureColumns = {
  city: properties.city,
  locality: properties.locality,
  pricePerSqft: properties.pricePerSqft,
  bhk: properties.bhk,
  purpose: properties.purpose,
  monthlyRent: properties.monthlyRent,
};

/** A listing's figure: a sale's price per sq ft against the rate, a rental's rent against the market rent for its BHK. */
export function figureOf(row: FigureRow, rates: Rates): MarketInsight | null {
  return row.purpose === 'rent' ? rentInsightOf(row, rates) : insightOf(row, rates);
}

/** Percent below the rate (negative: above), whole. */
export const percentBelow = (own: number, rate: number) => Math.round(((rate - own) / rate) * 100);

// Databases whose listings carry no figures. Only the benchmark switches them off, to measure
// what computing and sending them costs (issue 13: search and detail at most 10% slower).
const withoutFigures = new WeakSet<Db>();

export function setMarketFigures(db: Db, on: boolean): void {
  if (on) withoutFigures.delete(db);
  else withoutFigures.add(db);
}

export const marketFiguresOn = (db: Db) => !withoutFigures.has(db);

/** Market figures for some listings: one small version read, the rates from cache. */
export async function marketInsights(db: Db, rows: InsightRow[]): Promise<Map<string, MarketInsight | null>> {
  const result = new Map<string, MarketInsight | null>();
  if (rows.length === 0 || !marketFiguresOn(db)) return result;
  const rates = await ratesFor(db);
  for (const row of rows) result.set(row.id, figureOf(row, rates));
  return result;
}

/** Public listings whose price per sq ft is more than `percent`% below their locality's rate (staff review). */
export async function idsFarBelowMarket(db: Db, percent: number): Promise<string[]> {
  const rates = await ratesFor(db);
  const rows = await db
    .select({ id: properties.id, ...figureColumns })
    .from(properties)
    .where(publicListing(properties));
  return rows.filter((r) => (figureOf(r, rates)?.percentBelow ?? 0) > percent).map((r) => r.id);
}

/**
 * Why approval must refuse this listing under the minimum discount to publish (a system setting,
 * 0: off), in words staff read; null when it may go live. A locality with no rate is no reason to
 * refuse: the listing shows no figure, and the Pending queue says the rate is missing
 * (docs/decisions/0103).
 */
export function publishRefusal(figure: MarketInsight | null, minimum: number): string | null {
  if (minimum <= 0 || !figure || figure.percentBelow >= minimum) return null;
  const rate =
    figure.basis === 'rent' && figure.marketRent !== undefined
      ? `the market rent of ₹${indianNumber(figure.marketRent, 0)}/month for ${figure.place}`
      : `the market rate of ₹${indianNumber(figure.ratePerSqft, 0)}/sq ft for ${figure.place}`;
  const where =
    figure.percentBelow > 0
      ? `${figure.percentBelow}% below ${rate}`
      : figure.percentBelow === 0
        ? `at ${rate}`
        : `${-figure.percentBelow}% above ${rate}`;
  return `This listing is ${where}; the minimum to publish is ${minimum}% below.`;
}

/** The refusal for listings by id (approval), each against the current rates. */
export async function publishRefusals(
  db: Db,
  minimum: number,
  rows: (FigureRow & Pick<PropertyRow, 'id'>)[],
): Promise<Map<string, string>> {
  const refusals = new Map<string, string>();
  if (minimum <= 0 || rows.length === 0) return refusals;
  const rates = await ratesFor(db);
  for (const row of rows) {
    const refusal = publishRefusal(figureOf(row, rates), minimum);
    if (refusal) refusals.set(row.id, refusal);
  }
  return refusals;
}
