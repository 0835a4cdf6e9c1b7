import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { properties } from '~/db/schema';
import { rng } from '~/db/seed/demo-listings';

// Staff at work while buyers search (issue 61): listings' prices changed through the real API
// (PUT /api/property/{id}, as the admin's edit form sends it), at a steady rate, each edit a listing
// of its own. Every edit is a new listing version: answers kept for the old one no longer serve,
// and the search index takes the change in.

export interface EditsMade {
  made: number;
  failed: number;
  /** Edits sent while `measuring` was on. */
  measured: number;
  /** The edited listings whose price in the database is the one last sent. */
  readBack: number;
  /** Listings edited. */
  listings: number;
  /** The first failure's status and answer, if any. */
  firstFailure?: string;
}

/**
 * Random live sales (a rental has no price in lakhs to change), enough for `seconds` of edits at
 * `perSecond`; their prices as stored.
 */
export async function listingsToEdit(db: Db, perSecond: number, seconds: number): Promise<{ id: string; priceLakhs: number }[]> {
  return db
    .select({ id: properties.id, priceLakhs: properties.priceLakhs })
    .from(properties)
    .where(and(eq(properties.status, 'Active'), eq(properties.purpose, 'sale'), isNull(properties.deletedAt)))
    .orderBy(sql`random()`)
    .limit(Math.ceil(perSecond * seconds));
}

/**
 * Starts editing at `perSecond` edits a second as the admin whose bearer token is `token`. Edits
 * are sent on a schedule, not one after another's answer: a slow answer does not lower the rate
 * (and edits overlap when answers take longer than the interval). `stop()` waits for the edits
 * under way and reads the prices back from the database.
 */
export function startPriceEdits(db: Db, port: number, token: string, listings: { id: string; priceLakhs: number }[], perSecond: number) {
  if (listings.length === 0) throw new Error('no live sale to edit');
  const random = rng(20261201);
  const sentPrice = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  let made = 0;
  let failed = 0;
  let measured = 0;
  let measuring = false;
  let firstFailure: string | undefined;
  const started = performance.now();
  const edit = async (n: number) => {
    // Once every listing has been edited, round again from the first, from its last price.
    const listing = listings[n % listings.length] as { id: string; priceLakhs: number };
    const from = sentPrice.get(listing.id) ?? listing.priceLakhs;
    // Up or down by up to 8%, to the paisa of a lakh; never the same price, never below a lakh.
    let to = Math.max(1, Math.round(from * (0.92 + random() * 0.16) * 100) / 100);
    if (to === from) to = Math.round((from + 0.5) * 100) / 100;
    sentPrice.set(listing.id, to);
    made++;
    if (measuring) measured++;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/property/${listing.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ propertyData: { pricing: { expectedPrice: to } } }),
      });
      const text = await response.text();
      if (response.status !== 200) {
        failed++;
        firstFailure ??= `${response.status} ${text.slice(0, 200)}`;
      }
    } catch (error) {
      failed++;
      firstFailure ??= String(error);
    }
  };
  // A timer that sends every edit due by now: timers run late on a busy event loop, and the
  // edits due meanwhile go at once, so the rate over a second holds.
  let next = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    for (; next < due; next++) {
      const sent = edit(next);
      pending.add(sent);
      void sent.finally(() => pending.delete(sent));
    }
  }, 10);
  return {
    /** Counts the edits sent from now on as those of the measured run (until `measure(false)`). */
    measure(on: boolean) {
      measuring = on;
    },
    async stop(): Promise<EditsMade> {
      clearInterval(timer);
      await Promise.all([...pending]);
      const ids = [...sentPrice.keys()];
      const stored = new Map<string, number>();
      for (let i = 0; i < ids.length; i += 1_000) {
        const rows = await db
          .select({ id: properties.id, priceLakhs: properties.priceLakhs })
          .from(properties)
          .where(inArray(properties.id, ids.slice(i, i + 1_000)));
        for (const row of rows) stored.set(row.id, row.priceLakhs);
      }
      const readBack = ids.filter((id) => stored.get(id) === sentPrice.get(id)).length;
      return { made, failed, measured, readBack, listings: ids.length, firstFailure };
    },
  };
}

/** The edits in a line: how many, how many a second during the measured run of `seconds`, failures, prices read back. */
export function editsMade(edits: EditsMade | undefined, seconds: number): string {
  if (!edits) return 'none made';
  const failure = edits.firstFailure ? ` (the first: ${edits.firstFailure})` : '';
  return `${edits.made} made (${edits.measured} during the run, ${(edits.measured / seconds).toFixed(1)} a second), ${edits.failed} failed${failure}; the new price in the database for ${edits.readBack} of the ${edits.listings} listings edited`;
}
