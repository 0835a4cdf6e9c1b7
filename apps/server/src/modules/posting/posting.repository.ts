import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { mediaFiles, properties, users } from '~/db/schema';
import type { PropertyRow } from '~/shared/listings';

export type NewProperty = typeof properties.$inferInsert;
export type NewMediaFile = typeof mediaFiles.$inferInsert;
export type PropertyChanges = Partial<Omit<NewProperty, 'id' | 'ownerId' | 'createdAt'>>;

const live = (id: string) => and(eq(properties.id, id), isNull(properties.deletedAt));

export const postingRepository = {
  /** Listings that count against Settings > System "property limit per user": not deleted, not sold. */
  async countOpenListings(db: Db, ownerId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(properties)
      .where(
        and(eq(properties.ownerId, ownerId), isNull(properties.deletedAt), inArray(properties.status, ['Pending', 'Active', 'Rejected'])),
      );
    return row?.n ?? 0;
  },

  /** Locks the owner's row until the transaction ends, so two uploads cannot both pass the limit. */
  async lockOwner(db: Db, ownerId: string): Promise<void> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
  },

  async insertListing(db: Db, values: NewProperty): Promise<PropertyRow> {
    const [row] = await db.insert(properties).values(values).returning();
    if (!row) throw new Error('listing not inserted');
    return row;
  },

  async insertMediaFiles(db: Db, rows: NewMediaFile[]): Promise<void> {
    if (rows.length > 0) await db.insert(mediaFiles).values(rows);
  },

  async findLive(db: Db, id: string): Promise<PropertyRow | undefined> {
    const [row] = await db.select().from(properties).where(live(id)).limit(1);
    return row;
  },

  async findLiveForUpdate(db: Db, id: string): Promise<PropertyRow | undefined> {
    const [row] = await db.select().from(properties).where(live(id)).limit(1).for('update');
    return row;
  },

  async update(db: Db, id: string, changes: PropertyChanges): Promise<PropertyRow | undefined> {
    const [row] = await db.update(properties).set(changes).where(live(id)).returning();
    return row;
  },

  async softDelete(db: Db, id: string): Promise<boolean> {
    const rows = await db.update(properties).set({ deletedAt: new Date() }).where(live(id)).returning({ id: properties.id });
    return rows.length > 0;
  },

  async listByOwner(db: Db, ownerId: string, page: number, limit: number): Promise<{ rows: PropertyRow[]; total: number }> {
    const where = and(eq(properties.ownerId, ownerId), isNull(properties.deletedAt));
    const [rows, [totalRow]] = await Promise.all([
      db
        .select()
        .from(properties)
        .where(where)
        .orderBy(desc(properties.createdAt), desc(properties.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(properties).where(where),
    ]);
    return { rows, total: totalRow?.n ?? 0 };
  },

  async deleteMediaFiles(db: Db, propertyId: string, fileNames: string[]): Promise<void> {
    if (fileNames.length === 0) return;
    await db.delete(mediaFiles).where(and(eq(mediaFiles.propertyId, propertyId), inArray(mediaFiles.fileName, fileNames)));
  },
};
