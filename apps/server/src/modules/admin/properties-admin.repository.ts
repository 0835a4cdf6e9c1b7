import { type ListingStatus, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@ncr/shared/enums';
import type { FeaturedFilter, StatusCounts } from '@ncr/shared/schemas/admin';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { properties, users } from '~/db/schema';
import { figureColumns } from '~/shared/market';
import { likeEscape, phoneDigits, phoneMatches } from './paging';

export interface AdminListingFilter {
  q?: string;
  featured: FeaturedFilter;
  status?: ListingStatus;
  /** Only these listings (the far-below-market review); an empty list matches none. */
  onlyIds?: string[];
}

/** Property types whose stored value or readable label contains the search text ("flat", "villa"). */
function typesMatching(text: string): string[] {
  const needle = text.toLowerCase();
  return PROPERTY_TYPES.filter((t) => t.includes(needle) || PROPERTY_TYPE_LABELS[t].toLowerCase().includes(needle));
}

// Search over the title, address and locality (search_text holds them lower-cased, with a
// trigram index), the city, the property type, and the seller: name or mobile, from the seller
// block or the owner's account (docs/decisions/0054).
function searchCondition(text: string): SQL | undefined {
  const pattern = `%${likeEscape(text.toLowerCase())}%`;
  const types = typesMatching(text);
  const digits = phoneDigits(text);
  const owner = (match: SQL) => sql`exists (select 1 from ${users} where ${users.id} = ${properties.ownerId} and ${match})`;
  return or(
    sql`${properties.searchText} like ${pattern}`,
    ilike(properties.sellerName, pattern),
    ilike(properties.city, pattern),
    owner(sql`${users.fullName} ilike ${pattern}`),
    types.length > 0 ? inArray(properties.type, types) : undefined,
    digits ? phoneMatches(properties.sellerMobile, digits) : undefined,
    digits ? owner(phoneMatches(users.mobile, digits)) : undefined,
  );
}

/** Every filter but the status: the tab counts are counted under these. */
function baseWhere(filter: AdminListingFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(properties.deletedAt)];
  if (filter.featured !== 'all') parts.push(eq(properties.isFeatured, filter.featured === 'featured'));
  if (filter.onlyIds) parts.push(filter.onlyIds.length > 0 ? inArray(properties.id, filter.onlyIds) : sql`false`);
  const q = filter.q?.trim();
  if (q) parts.push(searchCondition(q));
  return and(...parts);
}

function where(filter: AdminListingFilter): SQL | undefined {
  return and(baseWhere(filter), filter.status ? eq(properties.status, filter.status) : undefined);
}

export async function listAdminListings(db: Db, filter: AdminListingFilter, limit: number, offset: number) {
  const condition = where(filter);
  const [rows, totals, byStatus] = await Promise.all([
    db.select().from(properties).where(condition).orderBy(desc(properties.createdAt), desc(properties.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(properties).where(condition),
    db.select({ status: properties.status, n: count() }).from(properties).where(baseWhere(filter)).groupBy(properties.status),
  ]);
  const counts: StatusCounts = { all: 0, Pending: 0, Active: 0, Sold: 0, Rejected: 0 };
  for (const { status, n } of byStatus) {
    counts[status] = Number(n);
    counts.all += Number(n);
  }
  return { rows, total: Number(totals[0]?.n ?? 0), counts };
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

/**
 * Bulk approve: every listed listing that is still Pending becomes Active in one statement; the
 * rest are reported with the reason (already Active or Sold, or not found).
 */
export async function approveListings(db: Db, ids: string[]): Promise<{ approved: string[]; skipped: { _id: string; reason: string }[] }> {
  const rows = await db
    .update(properties)
    .set({ status: 'Active' })
    .where(and(inArray(properties.id, ids), eq(properties.status, 'Pending'), isNull(properties.deletedAt)))
    .returning({ id: properties.id });
  const done = new Set(rows.map((r) => r.id));
  const rest = ids.filter((id) => !done.has(id));
  const found =
    rest.length === 0
      ? []
      : await db
          .select({ id: properties.id, status: properties.status })
          .from(properties)
          .where(and(inArray(properties.id, rest), isNull(properties.deletedAt)));
  const statusOf = new Map(found.map((r) => [r.id, r.status]));
  return {
    // In the order staff selected them.
    approved: ids.filter((id) => done.has(id)),
    skipped: rest.map((id) => {
      const status = statusOf.get(id);
      return { _id: id, reason: status ? `already ${status}` : 'not found' };
    }),
  };
}

/** Listings staff can approve: Pending, or Rejected when staff change their mind (docs/decisions/0120). */
const AWAITING_APPROVAL = ['Pending', 'Rejected'] as const;

/** Those of `ids` still awaiting approval, with what their market figure needs (the minimum discount to publish). */
export function pendingListings(db: Db, ids: string[]) {
  return db
    .select({ id: properties.id, ...figureColumns })
    .from(properties)
    .where(and(inArray(properties.id, ids), inArray(properties.status, AWAITING_APPROVAL), isNull(properties.deletedAt)));
}

/**
 * Pending -> Rejected with the reason its seller reads, only while it is still Pending: a listing
 * another member of staff approved meanwhile stays approved. Returns the row, or null.
 */
export async function rejectListing(db: Db, id: string, reason: string) {
  const [row] = await db
    .update(properties)
    .set({ status: 'Rejected', rejectionReason: reason, rejectedAt: new Date() })
    .where(and(eq(properties.id, id), eq(properties.status, 'Pending'), isNull(properties.deletedAt)))
    .returning();
  return row ?? null;
}

/**
 * Pending (or Rejected) -> Active, only while it still awaits approval (two staff approving at once
 * is fine); a rejection's reason goes with it.
 */
export async function approveListing(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ status: 'Active', rejectionReason: null, rejectedAt: null })
    .where(and(eq(properties.id, id), inArray(properties.status, AWAITING_APPROVAL), isNull(properties.deletedAt)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

// Sold Properties and its CSV are sales (spec §6): a rental marked Sold was let out, with no sale
// price to report (docs/decisions/0106).
const soldWhere = () => and(eq(properties.status, 'Sold'), eq(properties.purpose, 'sale'), isNull(properties.deletedAt));
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

/** Where the seller of a listing hears from staff: the mobile and e-mail of the owner's account. */
export async function ownerContact(db: Db, ownerId: string) {
  const [row] = await db.select({ mobile: users.mobile, email: users.email }).from(users).where(eq(users.id, ownerId));
  return row ?? { mobile: null, email: null };
}
