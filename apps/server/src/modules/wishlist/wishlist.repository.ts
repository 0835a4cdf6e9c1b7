import { and, desc, eq, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, DbKind } from '~/db/client';
import { preparedRead } from '~/db/prepared-read';
import { properties, publicListing, wishlist } from '~/db/schema';
import type { PropertyRow } from '~/shared/listings';

/** A listing a member may see: public, or their own whatever its status; never a deleted one. */
const visibleTo = (userId: string | Placeholder): SQL =>
  and(isNull(properties.deletedAt), or(publicListing(properties), eq(properties.ownerId, userId))) as SQL;

export const wishlistRepository = {
  async list(db: Db, userId: string): Promise<PropertyRow[]> {
    const rows = await db
      .select({ property: properties })
      .from(wishlist)
      .innerJoin(properties, eq(properties.id, wishlist.propertyId))
      .where(and(eq(wishlist.userId, userId), visibleTo(userId)))
      .orderBy(desc(wishlist.createdAt));
    return rows.map((r) => r.property);
  },

  /**
   * The ids of `list`, read alone: the hearts need nothing more. Every member's page asks for
   * them, so the statement is prepared once for `db`.
   */
  idsOf(db: Db, kind: DbKind): (userId: string) => Promise<string[]> {
    const statement = preparedRead(
      db,
      kind,
      'wishlist_ids',
      { id: wishlist.propertyId },
      db
        .select({ id: wishlist.propertyId })
        .from(wishlist)
        .innerJoin(properties, eq(properties.id, wishlist.propertyId))
        .where(and(eq(wishlist.userId, sql.placeholder('userId')), visibleTo(sql.placeholder('userId'))))
        .orderBy(desc(wishlist.createdAt)),
    );
    return async (userId) => (await statement({ userId })).map((r) => r.id);
  },

  async isVisible(db: Db, userId: string, propertyId: string): Promise<boolean> {
    const rows = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), visibleTo(userId)))
      .limit(1);
    return rows.length > 0;
  },

  /** Idempotent: adding twice keeps one entry (and its first date). */
  async add(db: Db, userId: string, propertyId: string): Promise<void> {
    await db.insert(wishlist).values({ userId, propertyId }).onConflictDoNothing();
  },

  /** Returns whether an entry was there. */
  async remove(db: Db, userId: string, propertyId: string): Promise<boolean> {
    const rows = await db
      .delete(wishlist)
      .where(and(eq(wishlist.userId, userId), eq(wishlist.propertyId, propertyId)))
      .returning({ id: wishlist.propertyId });
    return rows.length > 0;
  },
};
