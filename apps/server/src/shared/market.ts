import { MARKET_MIN_COMPARABLES, type MarketInsight } from '@ncr/shared/schemas/property';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingVersion, properties, publicListing } from '~/db/schema';
import type { InsightRow, PropertyRow } from './listings';

// Below-market insight (docs/decisions/0043-below-market-insight.md). A listing's price per sq ft
// is the search's own `price_per_sqft` column (price over the area in sq ft, see areaSqft() in
// listings.ts); comparables are the public listings (Active and Sold) of the same city and type
// in the same locality, or the whole city when the locality has fewer than 5.
export const localityKey = (city: string, type: string, locality: string) => `${city}|${type}|${locality.toLowerCase()}`;
export const cityKey = (city: string, type: string) => `${city}|${type}`;

export interface Median {
  median: number;
  count: number;
}

type MedianRow = { city: string; type: string; locality: string | null; by_city: number; median: number; n: number };

/** Medians of price per sq ft by (city, type, locality) and by (city, type), in one scan. */
async function computeMedians(db: Db): Promise<Map<string, Median>> {
  // Both drivers (PGlite and node-postgres) answer execute() with a result holding `rows`.
  const result = (await db.execute(sql`
    select ${properties.city} as city, ${properties.type} as type, lower(${properties.locality}) as locality,
      grouping(lower(${properties.locality})) as by_city,
      percentile_cont(0.5) within group (order by ${properties.pricePerSqft}) as median, count(*)::int as n
    from ${properties}
    where ${publicListing(properties)} and ${properties.pricePerSqft} is not null
    group by grouping sets ((${properties.city}, ${properties.type}, lower(${properties.locality})), (${properties.city}, ${properties.type}))`)) as unknown as {
    rows: MedianRow[];
  };
  const medians = new Map<string, Median>();
  for (const row of result.rows) {
    const key = Number(row.by_city) === 1 ? cityKey(row.city, row.type) : localityKey(row.city, row.type, row.locality ?? '');
    medians.set(key, { median: Number(row.median), count: Number(row.n) });
  }
  return medians;
}

/**
 * The median of `values` (at least one, none NaN), as percentile_cont(0.5) in computeMedians()
 * interpolates between the two middle values, to the last bit. Found by selection, in linear time,
 * not by sorting: the search index takes the medians of a million listings at once (its best
 * deals). `values` is reordered in place.
 */
export function medianOf(values: Float64Array): Median {
  const position = 0.5 * (values.length - 1);
  const low = Math.floor(position);
  selectInPlace(values, low);
  const first = values[low] as number;
  let second = first;
  if (Math.ceil(position) > low) {
    // The next value up is the smallest of those after the selected one.
    second = Number.POSITIVE_INFINITY;
    for (let i = low + 1; i < values.length; i++) second = Math.min(second, values[i] as number);
  }
  return { median: first + (second - first) * (position - low), count: values.length };
}

/** Reorders `values` so that the k-th smallest is at k, none before it larger, none after it smaller. */
function selectInPlace(values: Float64Array, k: number): void {
  let left = 0;
  let right = values.length - 1;
  while (right > left) {
    const a = values[left] as number;
    const b = values[(left + right) >>> 1] as number;
    const c = values[right] as number;
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    let i = left;
    let j = right;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

// The medians change only when listings do: kept per database and listing version.
const cached = new WeakMap<Db, { version: number; medians: Promise<Map<string, Median>> }>();

async function mediansFor(db: Db): Promise<Map<string, Median>> {
  const [row] = await db.select({ version: listingVersion.version }).from(listingVersion).where(eq(listingVersion.id, 1));
  const version = Number(row?.version ?? 0);
  const hit = cached.get(db);
  if (hit && hit.version === version) return hit.medians;
  const medians = computeMedians(db);
  cached.set(db, { version, medians });
  medians.catch(() => {
    if (cached.get(db)?.medians === medians) cached.delete(db);
  });
  return medians;
}

/** The insight of one listing against the given medians; null when it cannot be honest. */
export function insightOf(
  row: Pick<PropertyRow, 'city' | 'type' | 'locality' | 'pricePerSqft'>,
  medians: Map<string, Median>,
): MarketInsight | null {
  const own = row.pricePerSqft;
  if (own === null || !(own > 0)) return null;
  const comparison = comparisonOf(row, medians);
  if (!comparison) return null;
  const { median, scope } = comparison;
  const locality = row.locality.trim();
  return {
    medianPricePerSqft: Math.round(median.median),
    comparables: median.count,
    scope,
    place: scope === 'locality' ? `${locality}, ${row.city}` : row.city,
    percentBelow: percentBelow(own, median.median),
  };
}

/**
 * What a listing of this city, type and locality is compared with: its locality's median when
 * that has enough listings, else its city's; null when neither can be honest.
 */
export function comparisonOf(
  row: Pick<PropertyRow, 'city' | 'type' | 'locality'>,
  medians: Map<string, Median>,
): { median: Median; scope: 'locality' | 'city' } | null {
  const locality = row.locality.trim();
  const local = medians.get(localityKey(row.city, row.type, locality));
  const city = medians.get(cityKey(row.city, row.type));
  const useLocal = !!local && local.count >= MARKET_MIN_COMPARABLES && locality !== '';
  const chosen = useLocal ? local : city;
  if (!chosen || chosen.count < MARKET_MIN_COMPARABLES || chosen.median <= 0) return null;
  return { median: chosen, scope: useLocal ? 'locality' : 'city' };
}

/** Percent below the median (negative: above), whole. */
export const percentBelow = (own: number, median: number) => Math.round(((median - own) / median) * 100);

// Databases whose listings carry no figures. Only the benchmark switches them off, to measure
// what computing and sending them costs (issue 13: search and detail at most 10% slower).
const withoutFigures = new WeakSet<Db>();

export function setMarketFigures(db: Db, on: boolean): void {
  if (on) withoutFigures.delete(db);
  else withoutFigures.add(db);
}

export const marketFiguresOn = (db: Db) => !withoutFigures.has(db);

/** Market insight for some listings: one small version read, the medians from cache. */
export async function marketInsights(db: Db, rows: InsightRow[]): Promise<Map<string, MarketInsight | null>> {
  const result = new Map<string, MarketInsight | null>();
  if (rows.length === 0 || !marketFiguresOn(db)) return result;
  const medians = await mediansFor(db);
  for (const row of rows) result.set(row.id, row.status === 'Pending' ? null : insightOf(row, medians));
  return result;
}

/** Public listings whose price per sq ft is more than `percent`% below their median (staff review). */
export async function idsFarBelowMedian(db: Db, percent: number): Promise<string[]> {
  const medians = await mediansFor(db);
  const rows = await db
    .select({
      id: properties.id,
      city: properties.city,
      type: properties.type,
      locality: properties.locality,
      pricePerSqft: properties.pricePerSqft,
    })
    .from(properties)
    .where(publicListing(properties));
  return rows.filter((r) => (insightOf(r, medians)?.percentBelow ?? 0) > percent).map((r) => r.id);
}
