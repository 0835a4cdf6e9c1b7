import type { BuyerRecord } from '@ncr/shared/schemas/admin';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { buyerRequirements, users } from '~/db/schema';
import { likeEscape, phoneDigits, phoneMatches } from './paging';

type RequirementRow = typeof buyerRequirements.$inferSelect;
type UserPart = { id: string; fullName: string; email: string | null; mobile: string | null } | null;

// Requirements of buyers whose account still exists; a soft-deleted record or account drops out.
const live = () => and(isNull(buyerRequirements.deletedAt), isNull(users.deletedAt));

const notesOf = (details: Record<string, unknown>): string => {
  const value = details.additionalNotes ?? details.comments;
  return typeof value === 'string' ? value : '';
};

/** Spec §3 "Buyer record (admin view)" from a requirements row and its buyer. */
export function toBuyerRecord(row: RequirementRow, user: UserPart): BuyerRecord {
  return {
    _id: row.id,
    userId: user ? { _id: user.id, fullName: user.fullName, email: user.email, mobile: user.mobile } : null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    requirements: {
      location: row.location,
      propertyType: row.propertyTypes,
      ...(typeof row.requirements.purpose === 'string' ? { purpose: row.requirements.purpose } : {}),
      budget: { min: row.budgetMin, max: row.budgetMax },
      bhk: row.bhk,
      additionalNotes: notesOf(row.requirements),
    },
    leadStatus: row.leadStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Search over the lead's and the account's name, e-mail and phone (phones by their digits). */
function searchCondition(text: string): SQL | undefined {
  const pattern = `%${likeEscape(text)}%`;
  const digits = phoneDigits(text);
  return or(
    ilike(buyerRequirements.name, pattern),
    ilike(buyerRequirements.email, pattern),
    ilike(buyerRequirements.phone, pattern),
    ilike(users.fullName, pattern),
    ilike(users.email, pattern),
    ilike(users.mobile, pattern),
    digits ? phoneMatches(buyerRequirements.phone, digits) : undefined,
    digits ? phoneMatches(users.mobile, digits) : undefined,
  );
}

export async function listBuyers(db: Db, limit: number, offset: number, q?: string) {
  const text = q?.trim();
  const condition = and(live(), text ? searchCondition(text) : undefined);
  const [rows, totals] = await Promise.all([
    db
      .select({
        row: buyerRequirements,
        user: { id: users.id, fullName: users.fullName, email: users.email, mobile: users.mobile },
      })
      .from(buyerRequirements)
      .innerJoin(users, eq(users.id, buyerRequirements.userId))
      .where(condition)
      .orderBy(desc(buyerRequirements.createdAt), desc(buyerRequirements.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(buyerRequirements).innerJoin(users, eq(users.id, buyerRequirements.userId)).where(condition),
  ]);
  return { records: rows.map((r) => toBuyerRecord(r.row, r.user)), total: Number(totals[0]?.n ?? 0) };
}

export async function setLeadStatus(db: Db, id: string, leadStatus: RequirementRow['leadStatus']) {
  const [row] = await db
    .update(buyerRequirements)
    .set({ leadStatus })
    .where(and(eq(buyerRequirements.id, id), isNull(buyerRequirements.deletedAt)))
    .returning();
  return row ?? null;
}

export async function findBuyerUser(db: Db, userId: string): Promise<UserPart> {
  const [user] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** Soft delete: the row stays in the database with deleted_at set (product decisions, Data). */
export async function softDeleteBuyer(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(buyerRequirements)
    .set({ deletedAt: new Date() })
    .where(and(eq(buyerRequirements.id, id), isNull(buyerRequirements.deletedAt)))
    .returning({ id: buyerRequirements.id });
  return rows.length > 0;
}
