import { sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import type { Hit, SharedCounter } from './counter';

/** Expired rows are deleted every this many counts, so the table stays as small as the live windows. */
const SWEEP_EVERY = 500;

const rowsOf = (result: unknown) => (result as { rows: { current: number | string; ttl: number | string }[] }).rows;
const hitOf = (result: unknown): Hit => {
  const row = rowsOf(result)[0];
  return { current: Number(row?.current ?? 0), ttl: Math.max(0, Number(row?.ttl ?? 0)) };
};

/**
 * Counters in the rate_limit_hits table: one upsert per counted request, atomic under concurrent
 * servers because the row is locked by the ON CONFLICT update. Windows run on the servers' clock
 * (as the OTP per-destination limit does), which NTP keeps within milliseconds across servers;
 * that also lets tests move time for every limit alike.
 */
export class PostgresCounter implements SharedCounter {
  readonly kind = 'postgres';
  private counted = 0;

  constructor(private readonly db: Db) {}

  async incr(key: string, windowMs: number): Promise<Hit> {
    this.counted += 1;
    const now = new Date();
    if (this.counted % SWEEP_EVERY === 0) {
      this.db.execute(sql`delete from rate_limit_hits where expires_at < ${now}`).catch(() => {});
    }
    const result = await this.db.execute(sql`
      insert into rate_limit_hits as r (key, count, expires_at)
      values (${key}, 1, ${new Date(now.getTime() + windowMs)})
      on conflict (key) do update set
        count = case when r.expires_at <= ${now} then 1 else r.count + 1 end,
        expires_at = case when r.expires_at <= ${now} then excluded.expires_at else r.expires_at end
      returning count as current, ceil(extract(epoch from (expires_at - ${now}::timestamptz)) * 1000) as ttl`);
    return hitOf(result);
  }

  async read(key: string): Promise<Hit> {
    const now = new Date();
    const result = await this.db.execute(sql`
      select count as current, ceil(extract(epoch from (expires_at - ${now}::timestamptz)) * 1000) as ttl
      from rate_limit_hits where key = ${key} and expires_at > ${now}`);
    return hitOf(result);
  }

  async check(): Promise<void> {
    await this.db.execute(sql`select 1 from rate_limit_hits limit 1`);
  }

  // The database belongs to the app and is closed with it.
  async close(): Promise<void> {}
}
