import { sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import type { Viewer } from '~/shared/events';
import { isBot, isStaffViewer, istDay, visitorKey } from './visitor';

export type ActivityKind = 'view' | 'wishlist';
interface Pending {
  propertyId: string;
  kind: ActivityKind;
  day: string;
  visitor: string;
}

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 500;
// Keys already written today: repeat views skip the database entirely. Bounded, cleared daily.
const MAX_SEEN = 200_000;

/**
 * Counts listing views and wishlist adds without slowing the request that caused them: record()
 * only filters and queues; a timer writes the queue in one statement a second. The insert skips
 * the listing's owner and repeats of a (listing, kind, day, visitor) (docs/decisions/0037).
 */
export class ActivityRecorder {
  private queue: Pending[] = [];
  private seen = new Set<string>();
  private seenDay = '';
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    /** A keyed hash shared by every server (visitorKey). */
    private readonly keyed: (value: string) => string,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Queues one view or wishlist add, unless a bot or staff did it. */
  record(kind: ActivityKind, propertyId: string, viewer: Viewer): void {
    if (isBot(viewer.userAgent) || isStaffViewer(viewer)) return;
    const day = istDay(this.now());
    if (day !== this.seenDay) {
      this.seen.clear();
      this.seenDay = day;
    }
    const visitor = visitorKey(viewer, day, this.keyed);
    const key = `${propertyId}|${kind}|${visitor}`;
    if (this.seen.has(key)) return;
    if (this.seen.size >= MAX_SEEN) this.seen.clear();
    this.seen.add(key);
    this.queue.push({ propertyId, kind, day, visitor });
    if (this.queue.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  /** Writes everything queued so far; readers of the figures call it first. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queue;
    this.queue = [];
    if (batch.length > 0) {
      this.writing = this.writing.then(() => this.write(batch)).catch(this.onError);
    }
    return this.writing;
  }

  private async write(batch: Pending[]): Promise<void> {
    const rows = sql.join(
      batch.map((p) => sql`(${p.propertyId}::uuid, ${p.kind}, ${p.day}::date, ${p.visitor})`),
      sql`, `,
    );
    // The owner's own views and saves do not count: filtered here, where the owner is known.
    await this.db.execute(sql`
      insert into listing_activity (property_id, kind, day, visitor)
      select v.property_id, v.kind, v.day, v.visitor
      from (values ${rows}) as v(property_id, kind, day, visitor)
      join properties p on p.id = v.property_id
      where p.owner_id::text <> v.visitor
      on conflict do nothing`);
  }
}
