import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { priceChanges, properties, users, wishlist } from '~/db/schema';
import type { PropertyRow } from '~/shared/listings';

export interface Recipient {
  id: string;
  email: string | null;
  mobile: string | null;
}

export const alertsRepository = {
  async listing(db: Db, id: string): Promise<PropertyRow | undefined> {
    const [row] = await db
      .select()
      .from(properties)
      .where(and(eq(properties.id, id), isNull(properties.deletedAt)));
    return row;
  },

  async recipient(db: Db, userId: string): Promise<Recipient | undefined> {
    const [row] = await db
      .select({ id: users.id, email: users.email, mobile: users.mobile })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return row;
  },

  async latestPriceChange(db: Db, propertyId: string) {
    const [row] = await db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.propertyId, propertyId))
      .orderBy(desc(priceChanges.changedAt), desc(priceChanges.id))
      .limit(1);
    return row;
  },

  async priceChange(db: Db, id: string) {
    const [row] = await db.select().from(priceChanges).where(eq(priceChanges.id, id));
    return row;
  },

  async wishlisters(db: Db, propertyId: string): Promise<string[]> {
    const rows = await db
      .select({ userId: wishlist.userId })
      .from(wishlist)
      .innerJoin(users, eq(users.id, wishlist.userId))
      .where(and(eq(wishlist.propertyId, propertyId), isNull(users.deletedAt)));
    return rows.map((r) => r.userId);
  },
};
