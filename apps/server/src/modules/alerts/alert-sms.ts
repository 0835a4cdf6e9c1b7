import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '~/db/client';
import type { OutgoingMessage } from '~/modules/messaging/messenger';
import { reportWithheld } from '~/modules/messaging/withheld';
import { type DailyQuota, giveBackDaily, takeDaily } from '~/plugins/rate-limit/daily-quota';
import type { PropertyRow } from '~/shared/listings';

// Alert SMS cost money and interrupt (docs/decisions/0097): a buyer hears of a listing by SMS
// once, however many of their saved searches it matches, and gets at most
// ALERT_SMS_PER_BUYER_PER_DAY alert SMS an India day. Past the cap the alert is still in the app
// (its notification is recorded when the listing matches) and in the e-mail of a buyer who has
// one (e-mail has no cap). Both counts live in the database (rate_limit_hits), taken before the
// SMS is sent, atomic across servers sharing a PostgreSQL.

/** Alert SMS (new listings, digests and price drops together) one buyer gets at most per India day. */
export const ALERT_SMS_PER_BUYER_PER_DAY = 3;
/** How long a listing's SMS to a buyer is remembered: a listing a year old is not news. */
const LISTING_SMS_KEPT_MS = 365 * 24 * 3600_000;

export const alertSmsQuota = (userId: string): DailyQuota => ({ key: `alert-sms:${userId}`, max: ALERT_SMS_PER_BUYER_PER_DAY });
const listingKey = (userId: string, propertyId: string) => `alert-sms-listing:${userId}:${propertyId}`;

const OVER_CAP = new Error('over the daily cap of alert SMS');

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Records that an SMS to `userId` names the listing; false when one did already (one conditional insert). */
async function claimListing(db: Db, userId: string, propertyId: string, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + LISTING_SMS_KEPT_MS);
  const result = await db.execute(sql`
    insert into rate_limit_hits (key, count, expires_at) values (${listingKey(userId, propertyId)}, 1, ${until})
    on conflict (key) do nothing
    returning key`);
  return rowsOf(result).length > 0;
}

async function releaseListings(db: Db, userId: string, propertyIds: string[]): Promise<void> {
  for (const id of propertyIds) await db.execute(sql`delete from rate_limit_hits where key = ${listingKey(userId, id)}`);
}

export type AlertSmsOutcome = 'sent' | 'nothing-new' | 'daily-limit';

/**
 * Sends the SMS of an alert naming `listings` to buyer `userId`, through `send` (given the
 * listings it may name): only the listings no earlier SMS named, and only within the day's cap.
 * The claims of the listings and the day's count are taken in one transaction before the send,
 * so two servers cannot both send for one listing or both pass the cap; a refused count takes no
 * claim. A send that fails gives both back, so the job's retry sends again.
 */
export async function sendAlertSms(
  app: FastifyInstance,
  userId: string,
  listings: PropertyRow[],
  message: Pick<OutgoingMessage, 'to' | 'channel'>,
  send: (listings: PropertyRow[]) => Promise<void>,
  now = new Date(),
): Promise<AlertSmsOutcome> {
  let fresh: PropertyRow[] = [];
  try {
    fresh = await app.db.transaction(async (tx) => {
      const claimed: PropertyRow[] = [];
      for (const listing of listings) if (await claimListing(tx, userId, listing.id, now)) claimed.push(listing);
      if (claimed.length > 0 && !(await takeDaily(tx, alertSmsQuota(userId), now))) throw OVER_CAP;
      return claimed;
    });
  } catch (err) {
    if (err !== OVER_CAP) throw err;
    reportWithheld(app)({ ...message, kind: 'alert', text: '' }, 'daily-limit');
    return 'daily-limit';
  }
  if (fresh.length === 0) return 'nothing-new';
  try {
    await send(fresh);
  } catch (err) {
    await releaseListings(
      app.db,
      userId,
      fresh.map((l) => l.id),
    );
    await giveBackDaily(app.db, alertSmsQuota(userId), now);
    throw err;
  }
  return 'sent';
}

/** An alert SMS about something other than a new listing (a price drop): the day's cap alone. */
export async function sendCappedAlertSms(
  app: FastifyInstance,
  userId: string,
  message: OutgoingMessage,
  now = new Date(),
): Promise<AlertSmsOutcome> {
  if (!(await takeDaily(app.db, alertSmsQuota(userId), now))) {
    reportWithheld(app)(message, 'daily-limit');
    return 'daily-limit';
  }
  try {
    await app.messenger.send(message);
  } catch (err) {
    await giveBackDaily(app.db, alertSmsQuota(userId), now);
    throw err;
  }
  return 'sent';
}
