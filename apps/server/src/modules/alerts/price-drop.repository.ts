import { and, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { priceDropAlerts } from '~/db/schema';

export type PriceDropAlertRow = typeof priceDropAlerts.$inferSelect;

const of = (userId: string, propertyId: string) => and(eq(priceDropAlerts.userId, userId), eq(priceDropAlerts.propertyId, propertyId));

/** The latest price-drop alert of each buyer and listing (docs/decisions/0048-paid-message-limits.md). */
export const priceDropRepository = {
  async latest(db: Db, userId: string, propertyId: string): Promise<PriceDropAlertRow | undefined> {
    const [row] = await db.select().from(priceDropAlerts).where(of(userId, propertyId));
    return row;
  },

  /**
   * Records `next` as the latest alert if `previous` still is (compare and set on the change it
   * announced), so of two jobs racing on one buyer and listing, in any processes, one wins.
   */
  async claim(db: Db, next: PriceDropAlertRow, previous: PriceDropAlertRow | undefined): Promise<boolean> {
    const rows = previous
      ? await db
          .update(priceDropAlerts)
          .set({ lakhs: next.lakhs, priceChangeId: next.priceChangeId, alertedAt: next.alertedAt })
          .where(and(of(next.userId, next.propertyId), eq(priceDropAlerts.priceChangeId, previous.priceChangeId)))
          .returning({ userId: priceDropAlerts.userId })
      : await db.insert(priceDropAlerts).values(next).onConflictDoNothing().returning({ userId: priceDropAlerts.userId });
    return rows.length > 0;
  },
};
