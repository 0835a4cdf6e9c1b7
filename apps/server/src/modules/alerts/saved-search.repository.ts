import { and, asc, count, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { savedSearches, savedSearchMatches } from '~/db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchValues = Pick<SavedSearchRow, 'name' | 'filters' | 'frequency'>;

const owned = (userId: string, id: string) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

export const savedSearchRepository = {
  /** The buyer's saved searches, newest first, each with its matches since last seen. */
  async listWithNewCounts(db: Db, userId: string) {
    return db
      .select({
        search: savedSearches,
        newCount: sql<number>`(select count(*)::int from ${savedSearchMatches} m
          where m.saved_search_id = ${savedSearches.id} and m.matched_at > ${savedSearches.lastSeenAt})`,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  },

  async countFor(db: Db, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    return row?.n ?? 0;
  },

  async insert(db: Db, userId: string, values: SavedSearchValues, nonce: string): Promise<SavedSearchRow> {
    const [row] = await db
      .insert(savedSearches)
      .values({ ...values, userId, unsubscribeNonce: nonce })
      .returning();
    if (!row) throw new Error('saved search not inserted');
    return row;
  },

  async update(db: Db, userId: string, id: string, values: SavedSearchValues): Promise<SavedSearchRow | undefined> {
    const [row] = await db.update(savedSearches).set(values).where(owned(userId, id)).returning();
    return row;
  },

  async markSeen(db: Db, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .update(savedSearches)
      .set({ lastSeenAt: new Date() })
      .where(owned(userId, id))
      .returning({ id: savedSearches.id });
    return rows.length > 0;
  },

  async remove(db: Db, userId: string, id: string): Promise<boolean> {
    const rows = await db.delete(savedSearches).where(owned(userId, id)).returning({ id: savedSearches.id });
    return rows.length > 0;
  },

  async find(db: Db, id: string): Promise<SavedSearchRow | undefined> {
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
    return row;
  },

  /** Saved searches that want to hear about new listings (instant or daily), saved by `at`. */
  async subscribedBefore(db: Db, at: Date): Promise<SavedSearchRow[]> {
    return db
      .select()
      .from(savedSearches)
      .where(and(ne(savedSearches.frequency, 'paused'), lte(savedSearches.createdAt, at)))
      .orderBy(asc(savedSearches.createdAt));
  },

  async dailyWithPending(db: Db): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: savedSearches.id })
      .from(savedSearches)
      .innerJoin(savedSearchMatches, eq(savedSearchMatches.savedSearchId, savedSearches.id))
      .where(and(eq(savedSearches.frequency, 'daily'), isNull(savedSearchMatches.sentAt)));
    return rows.map((r) => r.id);
  },

  /** The name of the search a link names, while the link is unused; null for a used or stale link. */
  async nameForLink(db: Db, id: string, nonce: string): Promise<string | null> {
    const [row] = await db
      .select({ name: savedSearches.name })
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.unsubscribeNonce, nonce)))
      .limit(1);
    return row?.name ?? null;
  },

  /**
   * Pauses the search when the nonce is still the one the link was signed with, and replaces the
   * nonce, so the link works once. Returns the search's name, or null for a used or stale link.
   */
  async unsubscribe(db: Db, id: string, nonce: string, nextNonce: string): Promise<string | null> {
    const [row] = await db
      .update(savedSearches)
      .set({ frequency: 'paused', unsubscribeNonce: nextNonce })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.unsubscribeNonce, nonce)))
      .returning({ name: savedSearches.name });
    return row?.name ?? null;
  },
};

export const matchRepository = {
  /** Records the match once per (saved search, listing); true only for the call that recorded it. */
  async record(db: Db, savedSearchId: string, propertyId: string): Promise<boolean> {
    const rows = await db
      .insert(savedSearchMatches)
      .values({ savedSearchId, propertyId })
      .onConflictDoNothing()
      .returning({ id: savedSearchMatches.propertyId });
    return rows.length > 0;
  },

  async find(db: Db, savedSearchId: string, propertyId: string) {
    const [row] = await db
      .select()
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), eq(savedSearchMatches.propertyId, propertyId)));
    return row;
  },

  async unsent(db: Db, savedSearchId: string): Promise<string[]> {
    const rows = await db
      .select({ propertyId: savedSearchMatches.propertyId })
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.sentAt)))
      .orderBy(asc(savedSearchMatches.matchedAt));
    return rows.map((r) => r.propertyId);
  },

  async markSent(db: Db, savedSearchId: string, propertyIds: string[]): Promise<void> {
    for (const propertyId of propertyIds) {
      await db
        .update(savedSearchMatches)
        .set({ sentAt: new Date() })
        .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), eq(savedSearchMatches.propertyId, propertyId)));
    }
  },

  async newSince(db: Db, savedSearchId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), gt(savedSearchMatches.matchedAt, since)));
    return row?.n ?? 0;
  },
};
