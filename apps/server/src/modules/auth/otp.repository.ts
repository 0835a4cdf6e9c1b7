import { OTP_MAX_ATTEMPTS } from '@ncr/shared/constants';
import { and, count, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { otpChallenges } from '~/db/schema';

export type OtpPurpose = 'signin' | 'mobile-change';
export type OtpChallenge = typeof otpChallenges.$inferSelect;

// A challenge is live while it is unconsumed, unexpired and has had fewer than
// OTP_MAX_ATTEMPTS wrong codes; every update below re-checks that in its WHERE clause, so two
// concurrent requests can never both use one code or exceed the attempt budget.
const live = () =>
  and(isNull(otpChallenges.consumedAt), gt(otpChallenges.expiresAt, sql`now()`), lt(otpChallenges.attempts, OTP_MAX_ATTEMPTS));

export const otpRepository = {
  /** Challenges created for a destination since `since` (any purpose): the per-destination limit. */
  async countSince(db: Db, destination: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.destination, destination), gt(otpChallenges.createdAt, since)));
    return row?.n ?? 0;
  },

  /** The oldest challenge of the current window, to tell the caller when it frees up. */
  async oldestSince(db: Db, destination: string, since: Date): Promise<Date | null> {
    const [row] = await db
      .select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges)
      .where(and(eq(otpChallenges.destination, destination), gt(otpChallenges.createdAt, since)))
      .orderBy(otpChallenges.createdAt)
      .limit(1);
    return row?.createdAt ?? null;
  },

  /** Voids earlier live codes, so only the newest code sent to a destination works. */
  async voidLive(db: Db, destination: string, purpose: OtpPurpose): Promise<void> {
    await db
      .update(otpChallenges)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpChallenges.destination, destination), eq(otpChallenges.purpose, purpose), isNull(otpChallenges.consumedAt)));
  },

  async insert(db: Db, values: typeof otpChallenges.$inferInsert): Promise<void> {
    await db.insert(otpChallenges).values(values);
  },

  async findLive(db: Db, destination: string, purpose: OtpPurpose, userId?: string): Promise<OtpChallenge | null> {
    const [row] = await db
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.destination, destination),
          eq(otpChallenges.purpose, purpose),
          userId ? eq(otpChallenges.userId, userId) : undefined,
          live(),
        ),
      )
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return row ?? null;
  },

  /** Counts one wrong code; returns the attempts so far, or null when the challenge was already dead. */
  async recordWrongAttempt(db: Db, id: string): Promise<number | null> {
    const [row] = await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(eq(otpChallenges.id, id), live()))
      .returning({ attempts: otpChallenges.attempts });
    return row?.attempts ?? null;
  },

  /** Uses the code up; false when another request got there first or the challenge died meanwhile. */
  async consume(db: Db, id: string): Promise<boolean> {
    const rows = await db
      .update(otpChallenges)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpChallenges.id, id), live()))
      .returning({ id: otpChallenges.id });
    return rows.length === 1;
  },

  async markVoid(db: Db, id: string): Promise<void> {
    await db.update(otpChallenges).set({ consumedAt: sql`now()` }).where(eq(otpChallenges.id, id));
  },

  /** Drops a destination's rows older than `before`; they no longer count towards any limit. */
  async purgeOld(db: Db, destination: string, before: Date): Promise<void> {
    await db.delete(otpChallenges).where(and(eq(otpChallenges.destination, destination), lte(otpChallenges.createdAt, before)));
  },
};
