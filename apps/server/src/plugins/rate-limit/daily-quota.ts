import { indiaDay } from '@ncr/shared/visits';
import { sql } from 'drizzle-orm';
import type { Db } from '~/db/client';

/** At most `max` of something per India calendar day for `key` (e.g. `visit-sms:+919876543210`). */
export interface DailyQuota {
  key: string;
  max: number;
}

const INDIA_OFFSET_MS = 5.5 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** Days that ended are deleted every this many takes, so the table keeps only live counts. */
const SWEEP_EVERY = 200;
let taken = 0;

/** The next midnight in India after `now` (India keeps one offset all year, +05:30). */
export function nextIndiaMidnight(now: Date): Date {
  const local = now.getTime() + INDIA_OFFSET_MS;
  return new Date((Math.floor(local / DAY_MS) + 1) * DAY_MS - INDIA_OFFSET_MS);
}

export const secondsToIndiaMidnight = (now: Date) => (nextIndiaMidnight(now).getTime() - now.getTime()) / 1000;

/**
 * Takes one from today's quota of `key`, unless `max` were taken already; true when taken.
 * Counts live in the database, in rate_limit_hits under `quota:<India day>:<key>`, on the
 * embedded database and on PostgreSQL alike (docs/decisions/0048-paid-message-limits.md): one
 * conditional upsert, atomic under concurrent servers through the row lock, and a refused take
 * counts nothing. Run inside a transaction, it is undone with it. Days run on the servers' clock,
 * as every other limit does (docs/decisions/0018).
 */
export async function takeDaily(db: Db, quota: DailyQuota, now = new Date()): Promise<boolean> {
  taken += 1;
  // Awaited, not left running: `db` may be a transaction that ends right after this take.
  if (taken % SWEEP_EVERY === 0) await db.execute(sql`delete from rate_limit_hits where key like 'quota:%' and expires_at < ${now}`);
  const key = `quota:${indiaDay(now)}:${quota.key}`;
  const result = await db.execute(sql`
    insert into rate_limit_hits as r (key, count, expires_at)
    values (${key}, 1, ${nextIndiaMidnight(now)})
    on conflict (key) do update set count = r.count + 1 where r.count < ${quota.max}
    returning count`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Gives back one taken from today's quota of `key` (a message that was counted and then failed to go out). */
export async function giveBackDaily(db: Db, quota: DailyQuota, now = new Date()): Promise<void> {
  const key = `quota:${indiaDay(now)}:${quota.key}`;
  await db.execute(sql`update rate_limit_hits set count = count - 1 where key = ${key} and count > 0`);
}

/**
 * Takes one from each quota in order, all or none: the first that is used up is returned (the
 * caller throws, so its transaction undoes the others), or null when every one was taken.
 */
export async function takeAllDaily(db: Db, quotas: readonly DailyQuota[], now = new Date()): Promise<DailyQuota | null> {
  for (const quota of quotas) {
    if (!(await takeDaily(db, quota, now))) return quota;
  }
  return null;
}
