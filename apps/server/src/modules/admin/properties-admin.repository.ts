import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@ncr/shared/enums';
import type { FeaturedFilter } from '@ncr/shared/schemas/admin';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { properties, users } from '~/db/schema';
import { likeEscape } from './paging';

export interface AdminListingFilter {
  q?: string;
  featured: FeaturedFilter;
  status?: 'Pending' | 'Active' | 'Sold';
  /** Only these listings (the far-below-market review); an empty list matches none. */
  onlyIds?: string[];
}

/** Property types whose stored value or readable label contains the search text ("flat", "villa"). */
function typesMatching(text: string): string[] {
  const needle = text.toLowerCase();
  return PROPERTY_TYPES.filter((t) => t.includes(needle) || PROPERTY_TYPE_LABELS[t].toLowerCase().includes(needle));
}

// Search over the seller's name (seller block or owner account), the property type and the
// address (search_text holds title, address and locality lower-cased, with a trigram index).
function where(filter: AdminListingFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(properties.deletedAt)];
  if (filter.featured !== 'all') parts.push(eq(properties.isFeatured, filter.featured === 'featured'));
  if (filter.status) parts.push(eq(properties.status, filter.status));
  if (filter.onlyIds) parts.push(filter.onlyIds.length > 0 ? inArray(properties.id, filter.onlyIds) : sql`false`);
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${likeEscape(q.toLowerCase())}%`;
    const types = typesMatching(q);
    parts.push(
      or(
        sql`${properties.searchText} like ${pattern}`,
        ilike(properties.sellerName, pattern),
        ilike(properties.city, pattern),
        sql`exists (select 1 from ${users} where ${users.id} = ${properties.ownerId} and ${users.fullName} ilike ${pattern})`,
        types.length > 0 ? inArray(properties.type, types) : undefined,
      ),
    );
  }
  return and(...parts);
}

export async function listAdminListings(db: Db, filter: AdminListingFilter, limit: number, offset: number) {
  const condition = where(filter);
  const [rows, totals] = await Promise.all([
    db.select().from(properties).where(condition).orderBy(desc(properties.createdAt), desc(properties.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(properties).where(condition),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function setFeatured(db: Db, id: string, isFeatured: boolean): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ isFeatured })
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function findLiveListing(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)));
  return row ?? null;
}

/** Pending -> Active, only when the listing is still Pending (two staff approving at once is fine). */
export async function approveListing(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ status: 'Active' })
    .where(and(eq(properties.id, id), eq(properties.status, 'Pending'), isNull(properties.deletedAt)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

const soldWhere = () => and(eq(properties.status, 'Sold'), isNull(properties.deletedAt));
const soldOrder = () => [sql`${properties.soldDate} desc nulls last`, desc(properties.createdAt), desc(properties.id)];

export async function listSold(db: Db, limit: number, offset: number) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(properties)
      .where(soldWhere())
      .orderBy(...soldOrder())
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(properties).where(soldWhere()),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export function allSold(db: Db) {
  return db
    .select()
    .from(properties)
    .where(soldWhere())
    .orderBy(...soldOrder());
}
