import type { BuyersTold } from '@ncr/shared/schemas/buyers-told';
import { count, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingBuyersTold, listingReach } from '~/db/schema';

/**
 * The matching buyers told of each listing, for its owner (docs/decisions/0104): who was told
 * (once per buyer and listing), when the listing last went live and when the matching last ran.
 */
export const buyersToldRepository = {
  // Both times are the database's clock, so servers whose clocks differ compare them alike.

  /** The listing went live: its seller sees "telling" until a matching has run after this. */
  async queued(db: Db, propertyId: string): Promise<void> {
    await db
      .insert(listingReach)
      .values({ propertyId, queuedAt: sql`now()` })
      .onConflictDoUpdate({ target: listingReach.propertyId, set: { queuedAt: sql`now()` } });
  },

  /** A matching of buyers for the listing ran to its end. */
  async matched(db: Db, propertyId: string): Promise<void> {
    await db
      .insert(listingReach)
      .values({ propertyId, queuedAt: sql`now()`, matchedAt: sql`now()` })
      .onConflictDoUpdate({ target: listingReach.propertyId, set: { matchedAt: sql`now()` } });
  },

  /** Records that `userId` was told of the listing; false when they had been already (by any way). */
  async told(db: Db, propertyId: string, userId: string, via: 'saved-search' | 'requirements'): Promise<boolean> {
    const rows = await db
      .insert(listingBuyersTold)
      .values({ propertyId, userId, via })
      .onConflictDoNothing()
      .returning({ userId: listingBuyersTold.userId });
    return rows.length > 0;
  },

  /** Each listing's buyers told; listings that never went live since this was recorded are absent. */
  async of(db: Db, propertyIds: string[]): Promise<Map<string, BuyersTold>> {
    if (propertyIds.length === 0) return new Map();
    const rows = await db
      .select({
        propertyId: listingReach.propertyId,
        queuedAt: listingReach.queuedAt,
        matchedAt: listingReach.matchedAt,
        count: count(listingBuyersTold.userId),
        firstAt: min(listingBuyersTold.toldAt),
        lastAt: max(listingBuyersTold.toldAt),
      })
      .from(listingReach)
      .leftJoin(listingBuyersTold, eq(listingBuyersTold.propertyId, listingReach.propertyId))
      .where(inArray(listingReach.propertyId, propertyIds))
      .groupBy(listingReach.propertyId, listingReach.queuedAt, listingReach.matchedAt);
    return new Map(
      rows.map((r) => [
        r.propertyId,
        {
          count: Number(r.count),
          firstAt: iso(r.firstAt),
          lastAt: iso(r.lastAt),
          telling: r.matchedAt === null || r.matchedAt < r.queuedAt,
        },
      ]),
    );
  },
};

// min()/max() of a timestamp come back as the driver gives them (a Date, or text from PGlite).
function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return new Date(value).toISOString();
}
