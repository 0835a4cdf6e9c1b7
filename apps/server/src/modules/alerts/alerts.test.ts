import type { NotificationsResponse, SavedSearch } from '@ncr/shared/schemas/alerts';
import type { Listing } from '@ncr/shared/schemas/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_PUBLISHED } from '~/jobs/listing-jobs';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, secondServer, type TestContext, type TestUser } from '../../../test/helpers';
import { type OutboxLine, readOutbox, waitFor } from '../../../test/wait';
import { ALERT_DIGEST } from './alerts.service';

const alertsTo = (lines: OutboxLine[], user: TestUser) => lines.filter((l) => l.kind === 'alert' && l.to === user.mobile);
const unsubscribeLinkIn = (text: string) => /Stop these alerts: (\S+)/.exec(text)?.[1] ?? '';

describe('alerts', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let seller: TestUser;
  let instant: TestUser;
  let daily: TestUser;
  let paused: TestUser;
  let elsewhere: TestUser;

  const saveSearch = async (user: TestUser, frequency: string, filters: Record<string, string>): Promise<SavedSearch> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/saved-searches',
      headers: bearer(user),
      payload: { name: `${frequency} search`, filters, frequency },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const notificationsOf = async (user: TestUser): Promise<NotificationsResponse> => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const approve = async (id: string) => {
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/approve`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const pendingGhaziabadHouse = (price = 55) =>
    createListing(ctx, seller.id, {
      status: 'Pending',
      data: { seller: { city: 'Ghaziabad' }, property: { type: 'house' }, pricing: { expectedPrice: price } },
    });
  const matching = { location: 'Ghaziabad', propertyType: 'house' };

  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5', PUBLIC_URL: 'https://ncr.example' });
    admin = await createUser(ctx, 'admin');
    seller = await createUser(ctx, 'seller');
    instant = await createUser(ctx, 'buyer');
    daily = await createUser(ctx, 'buyer');
    paused = await createUser(ctx, 'buyer');
    elsewhere = await createUser(ctx, 'buyer');
    await saveSearch(instant, 'instant', matching);
    await saveSearch(daily, 'daily', { location: 'Ghaziabad' });
    await saveSearch(paused, 'paused', matching);
    await saveSearch(elsewhere, 'instant', { location: 'Faridabad' });
  });
  afterAll(() => ctx.close());

  it('approving a matching listing alerts each subscribed buyer once, and no one else', async () => {
    const id = await pendingGhaziabadHouse();
    await approve(id);

    const lines = await waitFor(
      () => readOutbox(ctx.dataDir),
      (l) => alertsTo(l, instant).length > 0,
    );
    const [message] = alertsTo(lines, instant);
    expect(message?.text).toContain(`https://ncr.example/property/${id}`);
    expect(unsubscribeLinkIn(message?.text ?? '')).toMatch(/^https:\/\/ncr\.example\/api\/alerts\/unsubscribe\?token=/);

    const mine = await notificationsOf(instant);
    expect(mine.unread).toBe(1);
    expect(mine.notifications.map((n) => [n.kind, n.propertyId])).toEqual([['alert', id]]);
    // The daily buyer sees it in the app now; the message waits for the digest.
    expect((await notificationsOf(daily)).notifications.map((n) => n.propertyId)).toEqual([id]);
    expect(alertsTo(lines, daily)).toEqual([]);
    expect((await notificationsOf(paused)).notifications).toEqual([]);
    expect((await notificationsOf(elsewhere)).notifications).toEqual([]);

    // The same listing announced again (a second process, a retry) changes nothing.
    await ctx.app.jobs.send(LISTING_PUBLISHED, { propertyId: id, at: new Date().toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(alertsTo(await readOutbox(ctx.dataDir), instant)).toHaveLength(1);
    expect((await notificationsOf(instant)).notifications).toHaveLength(1);
  });

  it('marks notifications read: the given ones, or all', async () => {
    const before = await notificationsOf(instant);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(daily),
      payload: { ids: before.notifications.map((n) => n._id) },
    });
    expect(other.statusCode).toBe(200);
    // Another member's ids do nothing to this buyer's list.
    expect((await notificationsOf(instant)).unread).toBe(1);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(instant), payload: {} });
    expect(res.statusCode).toBe(200);
    expect((await notificationsOf(instant)).unread).toBe(0);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(instant), payload: { ids: ['x'] } });
    expect(bad.statusCode).toBe(400);
  });

  it("the daily digest groups the day's matches into one message", async () => {
    const second = await pendingGhaziabadHouse(61);
    await approve(second);
    await waitFor(
      () => notificationsOf(daily),
      (n) => n.notifications.length === 2,
    );
    await ctx.app.jobs.send(ALERT_DIGEST, {});
    const lines = await waitFor(
      () => readOutbox(ctx.dataDir),
      (l) => alertsTo(l, daily).length > 0,
    );
    const digests = alertsTo(lines, daily);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain('2 new listings');
    expect(digests[0]?.text).toContain(`/property/${second}`);
    // Nothing is left to send: another run sends nothing more.
    await ctx.app.jobs.send(ALERT_DIGEST, {});
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(alertsTo(await readOutbox(ctx.dataDir), daily)).toHaveLength(1);
  });

  it('the unsubscribe link works once, without signing in, and only for its own search', async () => {
    const [message] = alertsTo(await readOutbox(ctx.dataDir), instant);
    const link = new URL(unsubscribeLinkIn(message?.text ?? ''));
    // The same link goes in the e-mail's List-Unsubscribe header (kept on the outbox line).
    expect((message as { unsubscribe?: string } | undefined)?.unsubscribe).toBe(link.href);
    const url = `${link.pathname}${link.search}`;
    const tampered = url.replace(/token=([^.]+)/, `token=${'0'.repeat(8)}-0000-0000-0000-000000000000`);
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: tampered })).statusCode).toBe(400);

    // Opening the link (and the HEAD a link scanner sends) only asks to confirm.
    expect((await ctx.app.inject({ method: 'HEAD', url })).statusCode).toBe(200);
    const opened = await ctx.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.body).toContain('Stop these alerts?');
    expect(opened.body).toMatch(/<form method="post" action="\/api\/alerts\/unsubscribe\?token=/);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    // The one-click POST of RFC 8058 (or the page's button) stops them, once.
    const oneClick = { 'content-type': 'application/x-www-form-urlencoded' };
    const first = await ctx.app.inject({ method: 'POST', url, headers: oneClick, payload: 'List-Unsubscribe=One-Click' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain('Alerts stopped');
    expect((await ctx.app.inject({ method: 'POST', url, headers: oneClick, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(410);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(410);

    const frequencies = async (user: TestUser) =>
      ((await ctx.app.inject({ method: 'GET', url: '/api/buyer/saved-searches', headers: bearer(user) })).json() as SavedSearch[]).map(
        (s) => s.frequency,
      );
    expect(await frequencies(instant)).toEqual(['paused']);
    expect(await frequencies(daily)).toEqual(['daily']);
    expect(await frequencies(elsewhere)).toEqual(['instant']);
  });

  it('a price cut records the history and alerts the members who wishlisted the listing', async () => {
    const fan = await createUser(ctx, 'buyer');
    const id = await createListing(ctx, seller.id, { data: { seller: { city: 'Delhi' }, pricing: { expectedPrice: 90 } } });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/wishlist/add', headers: bearer(fan), payload: { propertyId: id } })).statusCode,
    ).toBe(200);

    const cut = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(seller),
      payload: { propertyData: { pricing: { expectedPrice: 82.5 } } },
    });
    expect(cut.statusCode, cut.body).toBe(200);

    const listing: Listing = (await ctx.app.inject({ method: 'GET', url: `/api/property/${id}` })).json();
    expect(listing.priceHistory).toEqual([{ fromLakhs: 90, toLakhs: 82.5, at: expect.any(String) }]);
    expect(listing.priceDrop).toMatchObject({ fromLakhs: 90, toLakhs: 82.5 });
    // The search card carries the drop too (the index knows which listings have a history).
    const card = (
      (await ctx.app.inject({ method: 'GET', url: '/api/property/search?location=Delhi&limit=24' })).json() as { properties: Listing[] }
    ).properties.find((p) => p._id === id);
    expect(card?.priceDrop).toMatchObject({ fromLakhs: 90, toLakhs: 82.5 });

    const lines = await waitFor(
      () => readOutbox(ctx.dataDir),
      (l) => alertsTo(l, fan).length > 0,
    );
    expect(alertsTo(lines, fan)[0]?.text).toContain('Price dropped ₹7.5 L');
    const seen = await waitFor(
      () => notificationsOf(fan),
      (n) => n.notifications.length > 0,
    );
    expect(seen.notifications.map((n) => [n.kind, n.propertyId])).toEqual([['price-drop', id]]);

    // A rise is history too, and ends the drop.
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(seller),
      payload: { propertyData: { pricing: { expectedPrice: 85 } } },
    });
    const after: Listing = (await ctx.app.inject({ method: 'GET', url: `/api/property/${id}` })).json();
    expect(after.priceHistory?.map((c) => c.toLakhs)).toEqual([82.5, 85]);
    expect(after.priceDrop).toBeNull();
  });

  it('a listing that became public before a search was saved is not news to that search', async () => {
    const id = await createListing(ctx, seller.id, { data: { seller: { city: 'Ghaziabad' }, property: { type: 'house' } } });
    const witness = await createUser(ctx, 'buyer');
    const late = await createUser(ctx, 'buyer');
    await saveSearch(witness, 'instant', matching);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    await pause();
    const before = new Date().toISOString();
    await pause();
    await saveSearch(late, 'instant', matching);
    // The job of a listing published before that search was saved runs only now (a busy queue, a restart).
    await ctx.app.jobs.send(LISTING_PUBLISHED, { propertyId: id, at: before });
    await waitFor(
      () => notificationsOf(witness),
      (n) => n.notifications.some((x) => x.propertyId === id),
    );
    expect((await notificationsOf(late)).notifications).toEqual([]);
  });

  it('a saved search with an area of the map alerts for the listings inside it only', async () => {
    // Two pins in Ghaziabad about 6 km apart; the search's box holds only the first.
    const inside = { lat: 28.6415, lng: 77.3712 };
    const outside = { lat: 28.6692, lng: 77.4338 };
    const mapper = await createUser(ctx, 'buyer');
    const witness = await createUser(ctx, 'buyer');
    const bbox = `${inside.lng - 0.01},${inside.lat - 0.01},${inside.lng + 0.01},${inside.lat + 0.01}`;
    expect((await saveSearch(mapper, 'instant', { ...matching, bbox })).filters.bbox).toBe(bbox);
    await saveSearch(witness, 'instant', matching);
    const pinned = (pin: typeof inside) =>
      createListing(ctx, seller.id, {
        status: 'Pending',
        data: { seller: { city: 'Ghaziabad' }, property: { type: 'house', pin }, pricing: { expectedPrice: 60 } },
      });
    const far = await pinned(outside);
    const near = await pinned(inside);
    await approve(far);
    await approve(near);
    // The same search without the area is alerted for both: both listings' jobs have run.
    await waitFor(
      () => notificationsOf(witness),
      (n) => n.notifications.length === 2,
    );
    expect((await notificationsOf(mapper)).notifications.map((n) => n.propertyId)).toEqual([near]);
  });

  it('with two server processes on one PostgreSQL, each buyer is alerted once', async (test) => {
    if (!ctx.databaseUrl) {
      test.skip();
      return;
    }
    const { app: second, dataDir, close } = await secondServer(ctx.databaseUrl, { JOBS_POLL_SECONDS: '0.5' });
    try {
      const twice = await createUser(ctx, 'buyer');
      await saveSearch(twice, 'instant', { location: 'Ghaziabad', budget: '200-' });
      const id = await pendingGhaziabadHouse(250);
      await approve(id);
      // The second process hears of it too (as a process that approved it would queue it).
      await second.jobs.send(LISTING_PUBLISHED, { propertyId: id, at: new Date().toISOString() });
      const all = async () => [...(await readOutbox(ctx.dataDir)), ...(await readOutbox(dataDir))];
      await waitFor(all, (l) => alertsTo(l, twice).length > 0);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(alertsTo(await all(), twice)).toHaveLength(1);
      expect((await notificationsOf(twice)).notifications).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
