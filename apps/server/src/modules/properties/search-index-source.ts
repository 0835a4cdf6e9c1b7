import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingChanges, listingVersion, priceChanges, properties } from '~/db/schema';
import { societyOf } from './places';
import { isPublic, isPublicById } from './property.repository';
import { type IndexedListing, SearchIndex } from './search-index';

const LOAD_CHUNK = 20_000;
/** How long the change log keeps a change; a server further behind reloads the whole index. */
const KEEP_CHANGES = '1 hour';

const indexedColumns = {
  id: properties.id,
  city: properties.city,
  type: properties.type,
  bhk: properties.bhk,
  furnishing: properties.furnishing,
  availability: properties.availability,
  locality: properties.locality,
  priceLakhs: properties.priceLakhs,
  areaSqft: properties.areaSqft,
  pricePerSqft: properties.pricePerSqft,
  createdAt: properties.createdAt,
  searchText: properties.searchText,
  // The outer row named in full: a bare "id" inside the subquery would be price_changes' own id.
  hasPriceHistory: sql<boolean>`exists (select 1 from ${priceChanges} pc where pc.property_id = "properties"."id")`.mapWith(Boolean),
  sold: sql<boolean>`${properties.status} = 'Sold'`.mapWith(Boolean),
  address: sql<string>`coalesce(${properties.propertyData}->'property'->>'address', '')`,
};

// The reads of the index, as builders the EXPLAIN test inspects too.
export const indexQueries = {
  /** Public listings after `after` in id order (the primary key), LOAD_CHUNK at a time. */
  chunk: (db: Db, after: string) =>
    db
      .select(indexedColumns)
      .from(properties)
      .where(and(isPublic, after ? gt(properties.id, after) : undefined))
      .orderBy(asc(properties.id))
      .limit(LOAD_CHUNK),
  /** Some listings again, if still public. */
  some: (db: Db, ids: string[]) =>
    db
      .select(indexedColumns)
      .from(properties)
      .where(and(inArray(properties.id, ids), isPublicById)),
};

type Row = Omit<IndexedListing, 'createdAt' | 'society'> & { createdAt: Date; address: string };
const indexed = ({ address, ...row }: Row): IndexedListing => ({
  ...row,
  createdAt: row.createdAt.getTime(),
  society: societyOf(address, row.locality),
});

type ChangesRow = { version: number | string; kept_after: number | string; ids: (string | null)[] | null };

/**
 * The search index of this process, kept at the listing version a request read
 * (docs/decisions/0044): at start it loads every public listing; after that, it re-reads only the
 * listings listing_changes names for the versions in between, so any server of a fleet follows
 * writes made by the others.
 */
export class SearchIndexSource {
  private index = new SearchIndex();
  private version = -1;
  private syncing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** The index as of `version` or later. Concurrent callers share one sync. */
  async at(version: number): Promise<SearchIndex> {
    while (this.version < version) {
      this.syncing ??= this.sync().finally(() => {
        this.syncing = null;
      });
      await this.syncing;
    }
    return this.index;
  }

  /** Resolves once the whole index has been loaded (readiness); starts loading if nothing has. */
  async ready(): Promise<void> {
    if (this.version < 0) await this.at(0);
  }

  private async sync(): Promise<void> {
    // One statement, one snapshot: the version, the pruning mark and the changes up to that version agree.
    const result = (await this.db.execute(sql`
      select v.version, v.changes_kept_after as kept_after,
        (select array_agg(distinct c.property_id::text) from ${listingChanges} c
          where c.version > ${this.version} and c.version <= v.version) as ids
      from ${listingVersion} v where v.id = 1`)) as unknown as { rows: ChangesRow[] };
    const [row] = result.rows;
    const version = Number(row?.version ?? 0);
    const ids = row?.ids ?? [];
    if (this.version < 0 || this.version < Number(row?.kept_after ?? 0) || ids.includes(null)) await this.loadAll();
    else if (ids.length > 0) await this.reload(ids as string[]);
    this.version = version;
  }

  /** Builds a new index from every public listing, then swaps it in. */
  private async loadAll(): Promise<void> {
    const index = new SearchIndex();
    index.beginBulk();
    let after = '';
    for (;;) {
      const rows = await indexQueries.chunk(this.db, after);
      for (const row of rows) index.upsert(indexed(row));
      if (rows.length < LOAD_CHUNK) break;
      after = rows.at(-1)?.id as string;
    }
    index.endBulk();
    this.index = index;
  }

  /** Re-reads some listings: the public ones are (re)indexed, the rest dropped. */
  private async reload(ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += LOAD_CHUNK) {
      const chunk = ids.slice(i, i + LOAD_CHUNK);
      const rows = await indexQueries.some(this.db, chunk);
      const found = new Set(rows.map((r) => r.id));
      for (const id of chunk) if (!found.has(id)) this.index.remove(id);
      for (const row of rows) this.index.upsert(indexed(row));
    }
  }
}

/** Drops changes older than KEEP_CHANGES and records up to which version they are gone. */
export async function pruneListingChanges(db: Db): Promise<void> {
  await db.execute(sql`
    with pruned as (
      delete from ${listingChanges} where ${listingChanges.at} < now() - ${KEEP_CHANGES}::interval returning ${listingChanges.version}
    )
    update ${listingVersion} set changes_kept_after = greatest(changes_kept_after, (select max(version) from pruned))
    where id = 1 and exists (select 1 from pruned)`);
}
