import type { PriceChange } from '@ncr/shared/schemas/property';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { priceChanges } from '~/db/schema';

export interface PriceInsight {
  priceHistory: PriceChange[];
  priceDrop: PriceChange | null;
}

// One prepared statement per database: asked on every search page, so parsed and planned once.
const statements = new WeakMap<Db, ReturnType<typeof prepare>>();
const prepare = (db: Db) =>
  db
    .select()
    .from(priceChanges)
    .where(sql`${priceChanges.propertyId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(priceChanges.changedAt), asc(priceChanges.id))
    .prepare('price_changes_of');

/** Each listing's price changes (oldest first) and, when the latest one is a cut, that drop. */
export async function priceInsights(db: Db, ids: string[]): Promise<Map<string, PriceInsight>> {
  const result = new Map<string, PriceInsight>(ids.map((id) => [id, { priceHistory: [], priceDrop: null }]));
  if (ids.length === 0) return result;
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const rows = await statement.execute({ ids });
  for (const row of rows) {
    result.get(row.propertyId)?.priceHistory.push({ fromLakhs: row.fromLakhs, toLakhs: row.toLakhs, at: row.changedAt.toISOString() });
  }
  for (const insight of result.values()) insight.priceDrop = dropOf(insight.priceHistory);
  return result;
}

/** The latest change when it was a cut. */
export function dropOf(history: PriceChange[]): PriceChange | null {
  const latest = history.at(-1);
  return latest && latest.toLakhs < latest.fromLakhs ? latest : null;
}
