import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { readAll } from '~/backup/backup';
import { readTables, runner } from '~/backup/catalog';
import type { Database } from '~/db/client';
import {
  appSecrets,
  buyerRequirements,
  contactQueries,
  listingActivity,
  listingBuyersTold,
  listingReach,
  marketRates,
  mediaFiles,
  notifications,
  otpChallenges,
  postingDrafts,
  priceChanges,
  priceDropAlerts,
  properties,
  rateLimitHits,
  revokedTokens,
  savedSearches,
  savedSearchMatches,
  searchHistory,
  settings,
  siteVisits,
  usedProviderUrls,
  wishlist,
} from '~/db/schema';
import type { MediaStorage } from '~/storage/media-storage';
import { createListing } from './fixtures';
import { createUser, type TestContext } from './helpers';

/**
 * A table no migration makes, created by the tests in source and target alike: it proves tables are
 * found in the catalog rather than from a list, and carries what the app's tables do not: an
 * identity column (a sequence to carry over), a generated column, and types JavaScript would
 * mangle (bigint beyond 2^53, numeric, bytea, arrays, json with its own spacing).
 */
export const PROBE_TABLE = sql`
  create table "backup_probe" (
    "id" bigint generated always as identity primary key,
    "user_id" uuid not null references "users" ("id"),
    "big" bigint, "amount" numeric(20, 6), "blob" bytea, "tags" text[], "doc" json, "at" timestamptz,
    "note" text, "note_length" int generated always as (length("note")) stored
  )`;

/** Fills every table of the app with rows (and the probe table), and stores media files for the listings. */
export async function populate(ctx: TestContext): Promise<void> {
  const db = ctx.app.db;
  const buyer = await createUser(ctx, 'buyer', { fullName: 'Ånanya "Quotes" \\ Back\nslash 🏠' });
  const seller = await createUser(ctx, 'seller');
  const admin = await createUser(ctx, 'admin');
  const media: string[] = [];
  for (let i = 0; i < 3; i++) {
    const id = randomUUID();
    for (const [name, kind] of [
      [`${id}-detail.webp`, 'image'],
      [`${id}-card.webp`, 'image'],
      [`${id}.mp4`, 'video'],
    ] as const) {
      const data = randomBytes(1000 + i * 70_000);
      await ctx.app.media.put(name, data, kind === 'image' ? 'image/webp' : 'video/mp4');
      media.push(name);
    }
  }
  const active = await createListing(ctx, seller.id, { media: [`/media/${media[0]}`, `/media/${media[2]}`] });
  const pending = await createListing(ctx, seller.id, { status: 'Pending', media: [`/media/${media[3]}`] });
  const sold = await createListing(ctx, admin.id, { status: 'Sold', isFeatured: true, media: [`/media/${media[6]}`] });
  await db.update(properties).set({ verifiedAt: new Date(), verifiedBy: admin.id }).where(eq(properties.id, active));
  // The price trigger writes price_changes; the listing triggers write listing_changes and the version.
  await db.update(properties).set({ priceLakhs: 42.125 }).where(eq(properties.id, active));
  await db.insert(mediaFiles).values(
    media.map((fileName, i) => ({
      propertyId: i < 3 ? active : i < 6 ? pending : sold,
      ownerId: seller.id,
      kind: fileName.endsWith('.mp4') ? ('video' as const) : ('image' as const),
      fileName,
      contentType: fileName.endsWith('.mp4') ? 'video/mp4' : 'image/webp',
      bytes: 1000,
    })),
  );
  await db.insert(wishlist).values([
    { userId: buyer.id, propertyId: active },
    { userId: buyer.id, propertyId: sold },
  ]);
  await db.insert(listingActivity).values({ propertyId: active, kind: 'view', day: '2025-03-01', visitor: buyer.id });
  await db.insert(buyerRequirements).values({
    userId: buyer.id,
    name: 'Ananya',
    location: 'Noida',
    propertyTypes: ['Flat'],
    budgetMin: 40,
    budgetMax: 0.1 + 0.2,
    requirements: { note: 'east facing, "quiet"\n2nd line' },
  });
  await db.insert(contactQueries).values([
    { name: 'Visitor', phone: '+919800000001', message: 'Call me', status: 'Read' },
    { name: 'Enquirer', phone: '+919800000002', message: 'About this flat', propertyId: active, ip: '203.0.113.9' },
  ]);
  await db
    .insert(siteVisits)
    .values({ propertyId: active, buyerId: buyer.id, date: '2025-04-02', slot: 'morning', phone: '+919800000001' });
  await db.insert(marketRates).values({
    city: 'Noida',
    locality: 'Sector 62',
    ratePerSqft: 9500,
    rentPerMonthByBhk: { '2': 28000 },
    source: 'Backup probe "survey"',
    recordedOn: '2026-01-15',
  });
  await db.insert(listingReach).values({ propertyId: active, queuedAt: new Date('2026-02-01T10:00:00.123456Z'), matchedAt: null });
  await db.insert(listingBuyersTold).values({ propertyId: active, userId: buyer.id, via: 'saved-search' });
  await db.insert(searchHistory).values({ userId: buyer.id, query: { city: 'Noida', bhk: '3 BHK' } });
  await db.insert(settings).values({ key: 'backup-probe', value: { nested: { list: [1, 2.5, null], text: 'ü' } } });
  await db
    .insert(otpChallenges)
    .values({ channel: 'phone', destination: '+919800000001', codeHash: 'hash', expiresAt: new Date('2030-01-01T00:00:00.123456Z') });
  await db.insert(revokedTokens).values({ jti: randomUUID(), expiresAt: new Date('2030-01-01') });
  await db.insert(usedProviderUrls).values({ urlHash: randomBytes(16).toString('hex') });
  await db
    .insert(appSecrets)
    .values({ name: 'backup-probe', value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  await db.insert(rateLimitHits).values({ key: 'otp:203.0.113.9', count: 3, expiresAt: new Date('2030-01-01') });
  await db.insert(postingDrafts).values({ userId: seller.id, data: { title: 'Half typed', property: { bhk: '3' } }, step: 2 });
  const [search] = await db
    .insert(savedSearches)
    .values({ userId: buyer.id, name: 'Noida flats', filters: { city: 'Noida' }, frequency: 'daily', unsubscribeNonce: 'n1' })
    .returning({ id: savedSearches.id });
  if (!search) throw new Error('saved search not created');
  await db.insert(savedSearchMatches).values({ savedSearchId: search.id, propertyId: active });
  await db.insert(notifications).values({
    userId: buyer.id,
    kind: 'alert',
    propertyId: active,
    savedSearchId: search.id,
    text: 'New match',
    dedupeKey: `alert:${active}`,
  });
  const [change] = await db.select({ id: priceChanges.id }).from(priceChanges).where(eq(priceChanges.propertyId, active));
  if (!change) throw new Error('the price trigger wrote no price change');
  await db
    .insert(priceDropAlerts)
    .values({ userId: buyer.id, propertyId: active, lakhs: 42.125, priceChangeId: change.id, alertedAt: new Date() });
  await db.execute(PROBE_TABLE);
  await db.execute(sql`
    insert into "backup_probe" ("user_id", "big", "amount", "blob", "tags", "doc", "at", "note") values
      (${buyer.id}, 9007199254740993, 123456789.123456, '\\x00ff10'::bytea, array['a', 'b"c', null], '{"b": 1,  "a": [1, 2]}', '2025-01-02T03:04:05.678901Z', 'hello'),
      (${seller.id}, -1, null, null, '{}', null, null, null)`);
}

/** Every row of every table of the public schema, as PostgreSQL's JSON text of the whole row, sorted. */
export async function dumpTables(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    const run = runner(tx);
    // Timestamps render in the session's time zone: the same one on both sides, whatever the server's default.
    await run(sql`set local time zone 'UTC'`);
    const dump: Record<string, string[]> = {};
    for (const table of await readTables(run)) {
      const rows = await run(sql`select row_to_json(t)::text as r from ${sql.identifier(table.name)} t order by 1`);
      dump[table.name] = rows.map((r) => String(r.r));
    }
    return dump;
  });
}

/** Every stored media file: name to sha256 of its bytes. */
export async function dumpMedia(storage: MediaStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const name of storage.list()) {
    const object = await storage.read(name);
    if (object)
      files[name] = createHash('sha256')
        .update(await readAll(object.body))
        .digest('hex');
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}
