import { and, count, desc, eq, gte, ilike, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingVersion, properties, publicListing, users } from '~/db/schema';
import type { OwnerRow, PropertyRow } from '~/shared/listings';

/** Active or Sold, not deleted: what anyone may see (product decisions). Same text as the partial indexes. */
export const isPublic = publicListing(properties);

/** The search filters once parsed; absent means "any". */
export interface SearchFilters {
  location?: string;
  propertyType?: string;
  /** Lakhs: min <= price < max (no max: min and above). */
  budget?: { min: number; max: number | null };
  /** Each word must occur in the title, address or locality (case-insensitive, partial). */
  words?: string[];
  bhk?: string;
  furnishing?: string;
  availability?: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchWhere(filters: SearchFilters): SQL {
  const conditions: SQL[] = [isPublic];
  if (filters.location) conditions.push(eq(properties.city, filters.location));
  if (filters.propertyType) conditions.push(eq(properties.type, filters.propertyType));
  if (filters.bhk) conditions.push(eq(properties.bhk, filters.bhk));
  if (filters.furnishing) conditions.push(eq(properties.furnishing, filters.furnishing));
  if (filters.availability) conditions.push(eq(properties.availability, filters.availability));
  if (filters.budget) {
    conditions.push(gte(properties.priceLakhs, filters.budget.min));
    if (filters.budget.max !== null) conditions.push(lt(properties.priceLakhs, filters.budget.max));
  }
  // search_text is trigram-indexed, so ILIKE '%word%' is answered from the index.
  for (const word of filters.words ?? []) conditions.push(ilike(properties.searchText, `%${escapeLike(word)}%`));
  return and(...conditions) as SQL;
}

// The query builders below are what the routes run and what the EXPLAIN test inspects, so the
// plans checked there are the plans served.
export const searchQueries = {
  version: (db: Db) => db.select({ version: listingVersion.version }).from(listingVersion).where(eq(listingVersion.id, 1)),
  page: (db: Db, filters: SearchFilters, limit: number, offset: number) =>
    db
      .select()
      .from(properties)
      .where(searchWhere(filters))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit)
      .offset(offset),
  count: (db: Db, filters: SearchFilters) => db.select({ total: count() }).from(properties).where(searchWhere(filters)),
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
      .select({
        property: properties,
        owner: { id: users.id, role: users.role, fullName: users.fullName, email: users.email, mobile: users.mobile },
      })
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

  async searchPage(db: Db, filters: SearchFilters, limit: number, offset: number): Promise<PropertyRow[]> {
    return searchQueries.page(db, filters, limit, offset);
  },

  async searchCount(db: Db, filters: SearchFilters): Promise<number> {
    const [row] = await searchQueries.count(db, filters);
    return row?.total ?? 0;
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
