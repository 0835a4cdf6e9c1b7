import type { SearchSort } from '@ncr/shared/search';
import { and, asc, count, desc, eq, getTableColumns, gt, gte, ilike, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '~/db/client';
import { listingCounts, listingVersion, properties, publicListing, users } from '~/db/schema';
import type { OwnerRow, PropertyRow } from '~/shared/listings';
import type { CountCell } from './listing-counts';
import type { Range, SearchFilters } from './search-filters';

/** Active or Sold, not deleted: what anyone may see (product decisions). Same text as the partial indexes. */
export const isPublic = publicListing(properties);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

type Part = 'enumerated' | 'price' | 'locality' | 'free';

const inList = (column: AnyPgColumn, values: string[]) => (values.length === 1 ? eq(column, values[0] as string) : inArray(column, values));

function rangeConditions(column: AnyPgColumn, range: Range | undefined, conditions: SQL[]) {
  if (!range) return;
  if (range.min !== null && range.min > 0) conditions.push(gte(column, range.min));
  if (range.max !== null) conditions.push(lt(column, range.max));
}

/** The range as one condition, or undefined when it is open at both ends. */
function rangeSql(column: AnyPgColumn, range: Range | undefined): SQL | undefined {
  const conditions: SQL[] = [];
  rangeConditions(column, range, conditions);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The WHERE of a search. `parts` picks which filters apply: all of them for pages and counts;
 * facets leave out the ones they count by (docs/decisions/0025).
 */
export function searchWhere(filters: SearchFilters, parts: readonly Part[] = ['enumerated', 'price', 'locality', 'free']): SQL {
  const conditions: SQL[] = [isPublic];
  if (parts.includes('enumerated')) {
    if (filters.location) conditions.push(eq(properties.city, filters.location));
    if (filters.types) conditions.push(inList(properties.type, filters.types));
    if (filters.bhks) conditions.push(inList(properties.bhk, filters.bhks));
    if (filters.furnishing) conditions.push(eq(properties.furnishing, filters.furnishing));
    if (filters.availability) conditions.push(eq(properties.availability, filters.availability));
  }
  if (parts.includes('price')) rangeConditions(properties.priceLakhs, filters.price, conditions);
  if (parts.includes('locality') && filters.locality) conditions.push(eq(properties.locality, filters.locality));
  if (parts.includes('free')) {
    rangeConditions(properties.areaSqft, filters.area, conditions);
    if (filters.postedAfter) conditions.push(gte(properties.createdAt, filters.postedAfter));
    // search_text is trigram-indexed, so ILIKE '%word%' is answered from the index.
    for (const word of filters.words ?? []) conditions.push(ilike(properties.searchText, `%${escapeLike(word)}%`));
  }
  return and(...conditions) as SQL;
}

/** Sort keys, each ending in the id so equal prices or times never make pages repeat or skip. */
function sortKeys(sort: SearchSort): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(properties.priceLakhs), asc(properties.id)];
    case 'price-desc':
      return [desc(properties.priceLakhs), desc(properties.id)];
    case 'price-per-sqft-asc':
      // Listings without an area have no price per sq ft: they come last (the index's order).
      return [sql`${properties.pricePerSqft} asc nulls last`, asc(properties.id)];
    default:
      return [desc(properties.createdAt), desc(properties.id)];
  }
}

const ownerColumns = { id: users.id, role: users.role, fullName: users.fullName, email: users.email, mobile: users.mobile };

// The query builders below are what the routes run and what the EXPLAIN test inspects, so the
// plans checked there are the plans served.
export const searchQueries = {
  version: (db: Db) => db.select({ version: listingVersion.version }).from(listingVersion).where(eq(listingVersion.id, 1)),
  /**
   * A page in two steps: the ids from an index-only scan of the sort order's index (it carries
   * every filter column), then just those rows.
   */
  page: (db: Db, filters: SearchFilters, limit: number, offset: number) => {
    const ids = db
      .select({ id: properties.id })
      .from(properties)
      .where(searchWhere(filters))
      .orderBy(...sortKeys(filters.sort))
      .limit(limit)
      .offset(offset)
      .as('page_ids');
    // The owners' names come in the same round trip: on a missed search every query counts.
    return db
      .select({ property: getTableColumns(properties), owner: ownerColumns })
      .from(properties)
      .innerJoin(ids, eq(ids.id, properties.id))
      .leftJoin(users, eq(users.id, properties.ownerId))
      .orderBy(...sortKeys(filters.sort));
  },
  /** Counts up to `cap` + 1 matches: exact below the cap, a lower bound at it. */
  cappedCount: (db: Db, filters: SearchFilters, cap: number) => {
    const matches = db
      .select({ one: sql`1` })
      .from(properties)
      .where(searchWhere(filters))
      .limit(cap + 1)
      .as('matches');
    return db.select({ total: count() }).from(matches);
  },
  /** The kept counts per combination of the enumerated filters (migration 0004). */
  keptCounts: (db: Db) => db.select().from(listingCounts).where(gt(listingCounts.n, 0)),
  /** The same grouping computed live under the free filters, for facets of such a search. */
  liveCounts: (db: Db, filters: SearchFilters) => {
    const inPrice = rangeSql(properties.priceLakhs, filters.price);
    return db
      .select({
        city: properties.city,
        type: properties.type,
        bhk: properties.bhk,
        furnishing: properties.furnishing,
        availability: properties.availability,
        band: sql<number>`listing_band(${properties.priceLakhs})`.mapWith(Number),
        inPrice: sql<boolean>`${inPrice ?? sql`true`}`.mapWith(Boolean),
        n: count(),
      })
      .from(properties)
      .where(searchWhere(filters, ['locality', 'free']))
      .groupBy(sql`1, 2, 3, 4, 5, 6, 7`);
  },
  /** The localities with most matches under the other filters. */
  topLocalities: (db: Db, filters: SearchFilters, limit: number) =>
    db
      .select({ value: properties.locality, count: count() })
      .from(properties)
      .where(and(searchWhere(filters, ['enumerated', 'price', 'free']), ne(properties.locality, '')))
      .groupBy(properties.locality)
      .orderBy(desc(count()), asc(properties.locality))
      .limit(limit),
  featured: (db: Db, limit: number) =>
    db
      .select()
      .from(properties)
      .where(and(isPublic, eq(properties.isFeatured, true)))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit),
  countsByCity: (db: Db) => db.select({ key: properties.city, total: count() }).from(properties).where(isPublic).groupBy(properties.city),
  countsByType: (db: Db) => db.select({ key: properties.type, total: count() }).from(properties).where(isPublic).groupBy(properties.type),
  /** One listing and its owner in one round trip (deleted listings are never found). */
  detail: (db: Db, id: string) =>
    db
      .select({ property: properties, owner: ownerColumns })
      .from(properties)
      .leftJoin(users, eq(users.id, properties.ownerId))
      .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
      .limit(1),
};

export const propertyRepository = {
  /** The listing version: bumped by a trigger in the same transaction as any listing change. */
  async version(db: Db): Promise<number> {
    const [row] = await searchQueries.version(db);
    return Number(row?.version ?? 0);
  },

  async searchPage(
    db: Db,
    filters: SearchFilters,
    limit: number,
    offset: number,
  ): Promise<{ property: PropertyRow; owner: OwnerRow | null }[]> {
    return searchQueries.page(db, filters, limit, offset);
  },

  async cappedCount(db: Db, filters: SearchFilters, cap: number): Promise<number> {
    const [row] = await searchQueries.cappedCount(db, filters, cap);
    return row?.total ?? 0;
  },

  async keptCounts(db: Db): Promise<CountCell[]> {
    return searchQueries.keptCounts(db);
  },

  async liveCounts(db: Db, filters: SearchFilters): Promise<CountCell[]> {
    return searchQueries.liveCounts(db, filters);
  },

  async topLocalities(db: Db, filters: SearchFilters, limit: number): Promise<{ value: string; count: number }[]> {
    return searchQueries.topLocalities(db, filters, limit);
  },

  async featured(db: Db, limit: number): Promise<PropertyRow[]> {
    return searchQueries.featured(db, limit);
  },

  async counts(db: Db): Promise<{ cities: Record<string, number>; types: Record<string, number> }> {
    const toRecord = (rows: { key: string; total: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.total]));
    const cities = await searchQueries.countsByCity(db);
    const types = await searchQueries.countsByType(db);
    return { cities: toRecord(cities), types: toRecord(types) };
  },

  async detail(db: Db, id: string): Promise<{ property: PropertyRow; owner: OwnerRow | null } | undefined> {
    const [row] = await searchQueries.detail(db, id);
    return row;
  },

  /**
   * Adds a buyer's search to their history unless it repeats their latest one (paging through
   * results, or running the same search again, adds nothing). One statement, so two tabs racing
   * cannot both add it.
   */
  async recordSearch(db: Db, userId: string, query: Record<string, string>): Promise<void> {
    const json = JSON.stringify(query);
    await db.execute(sql`
      insert into search_history (user_id, query)
      select ${userId}, ${json}::jsonb
      where not exists (
        select 1 from (
          select query from search_history where user_id = ${userId} order by created_at desc limit 1
        ) latest
        where latest.query = ${json}::jsonb
      )`);
  },
};
