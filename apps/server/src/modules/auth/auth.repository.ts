import type { Role } from '@ncr/shared/enums';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { buyerRequirements, postingDrafts, properties, revokedTokens, usedProviderUrls, users } from '~/db/schema';

export type UserRow = typeof users.$inferSelect;

const byId = (id: string) => and(eq(users.id, id), isNull(users.deletedAt));

/** True for a PostgreSQL unique violation (PGlite and node-postgres, wrapped by Drizzle or not). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export const authRepository = {
  async findLiveById(db: Db, id: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(byId(id)).limit(1);
    return row ?? null;
  },

  async findLiveByMobile(db: Db, mobile: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)))
      .limit(1);
    return row ?? null;
  },

  async findLiveByEmail(db: Db, email: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .limit(1);
    return row ?? null;
  },

  async createUser(
    db: Db,
    values: { role: Role; fullName: string; mobile?: string | null; email?: string | null; passwordHash?: string | null },
  ): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('user not created');
    return row;
  },

  async updateUser(db: Db, id: string, patch: { fullName?: string; email?: string | null; mobile?: string }): Promise<UserRow | null> {
    const [row] = await db.update(users).set(patch).where(byId(id)).returning();
    return row ?? null;
  },

  /** Sets a new password hash and bumps the token version, so every earlier token stops working. */
  async setPassword(db: Db, id: string, passwordHash: string, role?: Role): Promise<UserRow | null> {
    const [row] = await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(byId(id), role ? eq(users.role, role) : undefined))
      .returning();
    return row ?? null;
  },

  /**
   * Soft delete (product decisions, "Data"): the row stays for staff, its mobile and e-mail are
   * free again (the unique indexes only cover live rows) and its tokens stop working. A member's
   * listings and requirements go with the account, so nothing public points at a deleted user.
   */
  async softDeleteUser(db: Db, id: string, role?: Role): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ deletedAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(and(byId(id), role ? eq(users.role, role) : undefined))
        .returning({ id: users.id });
      if (!row) return false;
      await tx
        .update(properties)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(properties.ownerId, id), isNull(properties.deletedAt)));
      await tx
        .update(buyerRequirements)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(buyerRequirements.userId, id), isNull(buyerRequirements.deletedAt)));
      // A posting in progress is the person's own half-typed words: it goes with the account.
      await tx.delete(postingDrafts).where(eq(postingDrafts.userId, id));
      return true;
    });
  },

  async listSubadmins(db: Db): Promise<UserRow[]> {
    return db
      .select()
      .from(users)
      .where(and(eq(users.role, 'subadmin'), isNull(users.deletedAt)))
      .orderBy(desc(users.createdAt));
  },

  /** Logout: the token's id is refused until the token would have expired anyway. */
  async revokeToken(db: Db, jti: string, expiresAt: Date): Promise<void> {
    await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
  },

  /** Records a provider URL as used; false when it was used before. */
  async claimProviderUrl(db: Db, urlHash: string): Promise<boolean> {
    const rows = await db
      .insert(usedProviderUrls)
      .values({ urlHash })
      .onConflictDoNothing()
      .returning({ urlHash: usedProviderUrls.urlHash });
    return rows.length === 1;
  },
};
