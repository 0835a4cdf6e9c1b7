import type { PriceChange } from '@ncr/shared/schemas/property';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { priceChanges } from '~/db/schema';

export interface PriceInsight {
  priceHistory: PriceChange[];
  priceDrop: PriceChange | null;
}

/** Each listing's price changes (oldest first) and, when the latest one is a cut, that drop. */
export async function priceInsights(db: Db, ids: string[]): Promise<Map<string, PriceInsight>> {
  const result = new Map<string, PriceInsight>(ids.map((id) => [id, { priceHistory: [], priceDrop: null }]));
  if (ids.length === 0) return result;
  const rows = await db
    .select()
    .from(priceChanges)
    .where(inArray(priceChanges.propertyId, ids))
    .orderBy(asc(priceChanges.changedAt), asc(priceChanges.id));
  for (const row of rows) {
    result.get(row.propertyId)?.priceHistory.push({ fromLakhs: row.fromLakhs, toLakhs: row.toLakhs, at: row.changedAt.toISOString() });
  }
  for (const insight of result.values()) {
    const latest = insight.priceHistory.at(-1);
    insight.priceDrop = latest && latest.toLakhs < latest.fromLakhs ? latest : null;
  }
  return result;
}
