import { METRO_STATION } from '@ncr/shared/search/dimensions';
import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingChanges, listingVersion, priceChanges, properties } from '~/db/schema';
import { pinOf, publicLocation } from '~/shared/location';
import { loadRates, type Rates, readRatesVersion } from '~/shared/market';
import { isPublic, isPublicById } from '../property.repository';
import { PartitionedIndex } from './partitions';
import { societyOf } from './places';
import type { IndexedListing } from './search-index';

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
  // 'true' where the seller names a metro station nearby (the metro dimension).
  metro: sql<string>`case when ${properties.propertyData}->'features'->'nearbyFacilities' @> ${JSON.stringify([METRO_STATION])}::jsonb then 'true' else 'false' end`,
  locality: properties.locality,
  purpose: properties.purpose,
  priceLakhs: properties.priceLakhs,
  monthlyRent: properties.monthlyRent,
  areaSqft: properties.areaSqft,
  pricePerSqft: properties.pricePerSqft,
  createdAt: properties.createdAt,
  searchText: properties.searchText,
  // The outer row named in full: a bare "id" inside the subquery would be price_changes' own id.
  hasPriceHistory: sql<boolean>`exists (select 1 from ${priceChanges} pc where pc.property_id = "properties"."id")`.mapWith(Boolean),
  sold: sql<boolean>`${properties.status} = 'Sold'`.mapWith(Boolean),
  address: sql<string>`coalesce(${properties.propertyData}->'property'->>'address', '')`,
  pin: sql<unknown>`${properties.propertyData}->'property'->'pin'`,
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

type Row = Omit<IndexedListing, 'createdAt' | 'society' | 'price' | 'lat' | 'lng'> & {
  createdAt: Date;
  address: string;
  pin: unknown;
  priceLakhs: number;
  monthlyRent: number | null;
};
/**
 * A row as its partition's index holds it: a sale's price in lakhs, a rental's rent a month in
 * rupees (price_per_sqft is then the rent a month per sq ft, as listings.ts stores it).
 */
const indexed = ({ address, priceLakhs, monthlyRent, pin, ...row }: Row): IndexedListing => {
  const point = publicLocation({ city: row.city, locality: row.locality, pin: pinOf(pin) });
  return {
    ...row,
    price: row.purpose === 'rent' ? (monthlyRent ?? 0) : priceLakhs,
    createdAt: row.createdAt.getTime(),
    society: societyOf(address, row.locality),
    lat: point?.lat ?? Number.NaN,
    lng: point?.lng ?? Number.NaN,
  };
};

type ChangesRow = { version: number | string; kept_after: number | string; ids: (string | null)[] | null };

/**
 * One snapshot for several statements, on one connection (so on one server, when the reads go to
 * a read replica or to several behind a balancer): read only, so a hot standby takes it.
 */
const ONE_SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
/** How long a server waits before asking again when the replica has not reached a version yet. */
const BEHIND_RETRY_MS = 20;

const snapshotVersion = async (db: Db) => {
  const result = (await db.execute(sql`select version from ${listingVersion} where id = 1`)) as unknown as {
    rows: { version: number | string }[];
  };
  return Number(result.rows[0]?.version ?? 0);
};

/**
 * The search index of this process, kept at the listing version a request read
 * (docs/decisions/0044): at start it loads every public listing; after that, it re-reads only the
 * listings listing_changes names for the versions in between, so any server of a fleet follows
 * writes made by the others. `db` may be a read replica that lags behind the primary
 * (docs/decisions/0100): `version` only ever names a snapshot every row of the index was read at
 * or after, so no change is skipped however far behind, or back, the replica is.
 */
export class SearchIndexSource {
  private index = new PartitionedIndex();
  private version = -1;
  /** The market rates the index's discounts are computed from, and their version (docs/decisions/0103). */
  private rates: Rates = new Map();
  private ratesVersion = -1;
  private ratedIndex: PartitionedIndex | null = null;
  private syncing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  /** The index as of `version` or later. Concurrent callers share one sync. */
  async at(version: number): Promise<PartitionedIndex> {
    while (this.version < version) {
      this.syncing ??= this.syncWithRates().finally(() => {
        this.syncing = null;
      });
      await this.syncing;
      // The version was read elsewhere (the primary, after a write) and the replica has not
      // replayed it yet: ask again shortly instead of at once.
      if (this.version < version) await new Promise((resolve) => setTimeout(resolve, BEHIND_RETRY_MS));
    }
    return this.index;
  }

  /** Resolves once the whole index has been loaded (readiness); starts loading if nothing has. */
  async ready(): Promise<void> {
    if (this.version < 0) await this.at(0);
  }

  /**
   * A sync, then the market rates, read after it so they are at least as new as the listings: an
   * edit of a rate bumps the listing version too, so the sync it causes brings the new rates.
   */
  private async syncWithRates(): Promise<void> {
    await this.sync();
    const ratesVersion = await readRatesVersion(this.db);
    if (ratesVersion !== this.ratesVersion) {
      this.rates = await loadRates(this.db);
      this.ratesVersion = ratesVersion;
      this.ratedIndex = null;
    }
    if (this.ratedIndex !== this.index) {
      this.index.setRates(this.rates);
      this.ratedIndex = this.index;
    }
  }

  private async sync(): Promise<void> {
    const from = this.version;
    // One snapshot: the version, the pruning mark, the changes up to that version and the rows
    // they name agree, whichever server answers and however far behind it is.
    const step = await this.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`
        select v.version, v.changes_kept_after as kept_after,
          (select array_agg(distinct c.property_id::text) from ${listingChanges} c
            where c.version > ${from} and c.version <= v.version) as ids
        from ${listingVersion} v where v.id = 1`)) as unknown as { rows: ChangesRow[] };
      const [row] = result.rows;
      const version = Number(row?.version ?? 0);
      const ids = row?.ids ?? [];
      if (from < 0 || from < Number(row?.kept_after ?? 0) || ids.includes(null)) return { version, loadAll: true as const };
      const rows: Row[] = [];
      for (let i = 0; i < ids.length; i += LOAD_CHUNK)
        rows.push(...(await indexQueries.some(tx as unknown as Db, ids.slice(i, i + LOAD_CHUNK) as string[])));
      return { version, ids: ids as string[], rows };
    }, ONE_SNAPSHOT);
    if (step.loadAll) {
      this.version = await this.loadAll(step.version);
      return;
    }
    // A snapshot older than this index (another replica, further behind) has nothing to add.
    if (step.version <= from) return;
    this.apply(step.ids, step.rows);
    this.version = step.version;
  }

  /**
   * Builds a new index from every public listing, then swaps it in. Returns the version it is at:
   * the oldest snapshot a chunk was read at (each chunk is read with its snapshot's version), and
   * no later than `upTo`. With one server answering, snapshots only move forward and that is
   * `upTo`; a chunk read from a server further behind makes the index follow the changes since
   * that chunk's version.
   */
  private async loadAll(upTo: number): Promise<number> {
    const index = new PartitionedIndex();
    index.beginBulk();
    let at = upTo;
    let after = '';
    for (;;) {
      const { rows, version } = await this.db.transaction(
        async (tx) => ({ rows: await indexQueries.chunk(tx as unknown as Db, after), version: await snapshotVersion(tx as unknown as Db) }),
        ONE_SNAPSHOT,
      );
      at = Math.min(at, version);
      for (const row of rows) index.upsert(indexed(row));
      if (rows.length < LOAD_CHUNK) break;
      after = rows.at(-1)?.id as string;
    }
    index.endBulk();
    index.setRates(this.rates);
    this.index = index;
    return at;
  }

  /** Applies some listings read again: the public ones are (re)indexed, the rest dropped. */
  private apply(ids: string[], rows: Row[]): void {
    const found = new Set(rows.map((r) => r.id));
    for (const id of ids) if (!found.has(id)) this.index.remove(id);
    for (const row of rows) this.index.upsert(indexed(row));
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
