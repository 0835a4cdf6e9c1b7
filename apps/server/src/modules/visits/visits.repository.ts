import type { VisitCreate, VisitSlot, VisitStatus } from '@ncr/shared/schemas/visit';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { properties, siteVisits, users } from '~/db/schema';

export type VisitRow = typeof siteVisits.$inferSelect;

/** A visit with what the screens show next to it: the listing, and the buyer's name and contacts. */
const withListing = {
  visit: siteVisits,
  propertyData: properties.propertyData,
  ownerId: properties.ownerId,
  buyerName: users.fullName,
  buyerMobile: users.mobile,
  buyerEmail: users.email,
};
export type VisitWithListing = {
  visit: VisitRow;
  propertyData: unknown;
  ownerId: string;
  buyerName: string;
  buyerMobile: string | null;
  buyerEmail: string | null;
};

function selectVisits(db: Db, where: SQL | undefined) {
  return db
    .select(withListing)
    .from(siteVisits)
    .innerJoin(properties, eq(properties.id, siteVisits.propertyId))
    .innerJoin(users, eq(users.id, siteVisits.buyerId))
    .where(where);
}

export const visitsRepository = {
  async insert(db: Db, propertyId: string, buyerId: string, visit: VisitCreate): Promise<VisitRow> {
    const [row] = await db
      .insert(siteVisits)
      .values({ propertyId, buyerId, date: visit.date, slot: visit.slot, mode: visit.mode, phone: visit.phone, note: visit.note || null })
      .returning();
    if (!row) throw new Error('visit not stored');
    return row;
  },

  async find(db: Db, id: string): Promise<VisitWithListing | undefined> {
    const [row] = await selectVisits(db, eq(siteVisits.id, id)).limit(1);
    return row;
  },

  async page(db: Db, status: VisitStatus | undefined, limit: number, offset: number) {
    const where = status ? eq(siteVisits.status, status) : undefined;
    const [rows, totals] = await Promise.all([
      selectVisits(db, where).orderBy(desc(siteVisits.createdAt), desc(siteVisits.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(siteVisits).where(where),
    ]);
    return { rows, total: Number(totals[0]?.n ?? 0) };
  },

  async ofBuyer(db: Db, buyerId: string, limit: number) {
    return selectVisits(db, eq(siteVisits.buyerId, buyerId)).orderBy(desc(siteVisits.createdAt), desc(siteVisits.id)).limit(limit);
  },

  async ofSeller(db: Db, sellerId: string, limit: number) {
    return selectVisits(db, eq(properties.ownerId, sellerId)).orderBy(desc(siteVisits.date), desc(siteVisits.createdAt)).limit(limit);
  },

  /** Changes the status only if it is still `from`, so two staff members cannot both act on a stale view. */
  async setStatus(
    db: Db,
    id: string,
    from: VisitStatus,
    change: { status: VisitStatus; date?: string; slot?: VisitSlot },
  ): Promise<VisitRow | undefined> {
    const [row] = await db
      .update(siteVisits)
      .set(change)
      .where(and(eq(siteVisits.id, id), eq(siteVisits.status, from)))
      .returning();
    return row;
  },
};
