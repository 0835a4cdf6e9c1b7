import { sql } from 'drizzle-orm';
import type { Db } from '~/db/client';

interface Pending {
  userId: string;
  query: string;
  at: Date;
  /** The user's first search in this batch: only it can repeat what the table already holds. */
  first: boolean;
}

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 500;

/**
 * A buyer's search history (the properties module records, the buyers module reads). A buyer's
 * every search page used to write its own statement before the page was answered; on the embedded
 * database, which runs on the event loop, those writes were nearly half of the database's time
 * during the bench's member pages. record() now only queues; a timer writes the queue in one
 * statement a second, and its readers (the history and the buyer's matches) flush first, so a
 * buyer always sees their own searches (docs/decisions/0138).
 *
 * A search that repeats the buyer's latest one (paging, the same search again) adds nothing:
 * repeats inside a batch are dropped here, and the statement compares each buyer's first search in
 * it with their latest stored one, so a repeat that another server (or an earlier batch) stored is
 * left out too.
 */
export class SearchHistoryRecorder {
  private queue: Pending[] = [];
  /** Each user's latest queued search in this batch. */
  private latest = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Queues one search with filters; a search without any is no search to remember. */
  record(userId: string, filters: Record<string, string>): void {
    if (Object.keys(filters).length === 0) return;
    const query = JSON.stringify(filters);
    const previous = this.latest.get(userId);
    if (previous === query) return;
    this.latest.set(userId, query);
    this.queue.push({ userId, query, at: this.now(), first: previous === undefined });
    if (this.queue.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  /** Writes everything queued so far; the history's readers call it first, and so does closing. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    this.latest = new Map();
    if (batch.length > 0) {
      this.writing = this.writing.then(() => this.write(batch)).catch(this.onError);
    }
    return this.writing;
  }

  private async write(batch: Pending[]): Promise<void> {
    const rows = sql.join(
      batch.map((p) => sql`(${p.userId}::uuid, ${p.query}::jsonb, ${p.at.toISOString()}::timestamptz, ${p.first}::boolean)`),
      sql`, `,
    );
    // The join skips a user removed while their search waited, instead of failing everyone's.
    await this.db.execute(sql`
      insert into search_history (user_id, query, created_at)
      select v.user_id, v.query, v.created_at
      from (values ${rows}) as v(user_id, query, created_at, first)
      join users u on u.id = v.user_id
      where not (v.first and exists (
        select 1 from (
          select h.query from search_history h where h.user_id = v.user_id order by h.created_at desc limit 1
        ) latest
        where latest.query = v.query
      ))`);
  }
}
