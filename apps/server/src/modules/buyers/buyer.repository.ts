import type { ListingPurpose, PropertyType } from '@ncr/shared/enums';
import { and, count, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { buyerRequirements, properties, savedSearches, searchHistory, users } from '~/db/schema';

export type RequirementRow = typeof buyerRequirements.$inferSelect;
export type NewRequirement = Omit<typeof buyerRequirements.$inferInsert, 'id' | 'leadStatus' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** What a listing must satisfy to be a match; every field is optional except the location. */
export interface MatchCriteria {
  location: { city: string } | { text: string };
  /** Sales for a buyer, rentals for a requirement to rent (docs/decisions/0106). */
  purpose: ListingPurpose;
  types: PropertyType[];
  /** Lakhs for a sale; rupees a month for a rental. */
  min: number | null;
  max: number | null;
  bhk: string | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertRequirement(db: Db, values: NewRequirement): Promise<string> {
  const [row] = await db.insert(buyerRequirements).values(values).returning({ id: buyerRequirements.id });
  if (!row) throw new Error('buyer requirement not stored');
  return row.id;
}

export async function latestRequirement(db: Db, userId: string): Promise<RequirementRow | undefined> {
  const [row] = await db
    .select()
    .from(buyerRequirements)
    .where(and(eq(buyerRequirements.userId, userId), isNull(buyerRequirements.deletedAt)))
    .orderBy(desc(buyerRequirements.createdAt))
    .limit(1);
  return row;
}

function matchConditions(criteria: MatchCriteria): SQL[] {
  const conditions: SQL[] = [eq(properties.status, 'Active'), isNull(properties.deletedAt)];
  if ('city' in criteria.location) conditions.push(eq(properties.city, criteria.location.city));
  else {
    // searchText is the lower-cased title + address + locality (trigram-indexed).
    const pattern = `%${escapeLike(criteria.location.text.toLowerCase())}%`;
    conditions.push(sql`${properties.searchText} like ${pattern}`);
  }
  if (criteria.types.length > 0) conditions.push(inArray(properties.type, criteria.types));
  conditions.push(eq(properties.purpose, criteria.purpose));
  const price = criteria.purpose === 'rent' ? properties.monthlyRent : properties.priceLakhs;
  if (criteria.min !== null) conditions.push(gte(price, criteria.min));
  if (criteria.max !== null) conditions.push(lte(price, criteria.max));
  if (criteria.bhk) {
    // A plot has no BHK: when the buyer asked for plots, the BHK does not rule them out.
    const bhk = eq(properties.bhk, criteria.bhk);
    conditions.push(criteria.types.includes('plot') ? (or(bhk, eq(properties.type, 'plot')) as SQL) : bhk);
  }
  return conditions;
}

/** The ids of the newest `limit` listings that fit the criteria. */
export async function newestMatchIds(db: Db, criteria: MatchCriteria, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(...matchConditions(criteria)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** One page of the Active listings among `ids`, newest first, and how many of them are Active. */
export async function activeListingsAmong(db: Db, ids: string[], page: number, limit: number) {
  if (ids.length === 0) return { rows: [], total: 0 };
  const where = and(inArray(properties.id, ids), eq(properties.status, 'Active'), isNull(properties.deletedAt));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(properties)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(properties).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The buyer's saved searches that still alert (a paused one is a search they set aside). */
export async function alertingSavedSearches(db: Db, userId: string) {
  return db
    .select({ name: savedSearches.name, filters: savedSearches.filters })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), ne(savedSearches.frequency, 'paused')))
    .orderBy(desc(savedSearches.createdAt));
}

/** Every buyer's latest submitted requirements (the only ones that count), buyers' live accounts only. */
export async function latestRequirementsOfBuyers(db: Db): Promise<RequirementRow[]> {
  const rows = await db
    .selectDistinctOn([buyerRequirements.userId], { requirement: buyerRequirements })
    .from(buyerRequirements)
    .innerJoin(users, eq(users.id, buyerRequirements.userId))
    .where(and(isNull(buyerRequirements.deletedAt), isNull(users.deletedAt), eq(users.role, 'buyer')))
    .orderBy(buyerRequirements.userId, desc(buyerRequirements.createdAt));
  return rows.map((r) => r.requirement);
}

/** Whether one listing is a match for the criteria: the same conditions as the buyer's matches. */
export async function listingMatches(db: Db, criteria: MatchCriteria, propertyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), ...matchConditions(criteria)))
    .limit(1);
  return rows.length > 0;
}

export async function recentSearches(db: Db, userId: string, limit: number) {
  return db
    .select({ id: searchHistory.id, query: searchHistory.query, createdAt: searchHistory.createdAt })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.createdAt))
    .limit(limit);
}
