import { findContacts } from '@ncr/shared/contact-privacy';
import type { NotificationsResponse } from '@ncr/shared/schemas/alerts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '~/db/schema';
import type { PropertyRow } from '~/shared/listings';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, secondServer, type TestContext, type TestUser } from '../../../test/helpers';
import { type OutboxLine, readOutbox, waitFor } from '../../../test/wait';
import { ALERT_SMS_PER_BUYER_PER_DAY, sendAlertSms } from './alert-sms';
import { alertsRepository } from './alerts.repository';

// docs/decisions/0097: one alert SMS per listing and buyer, at most ALERT_SMS_PER_BUYER_PER_DAY a
// day, counted before sending; every message to a buyer carries the listing's text masked.

const smsTo = (lines: OutboxLine[], user: TestUser) =>
  lines.filter((l) => l.kind === 'alert' && l.channel === 'phone' && l.to === user.mobile);
function defined<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('missing');
  return value;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

// The seller's own number in the title, as people hide it from filters.
const TRICKY_TITLE = 'Flat in Sector 62, call ९८११०\u200b००००१ or 98 11 00 00 02, owner＠example.com';

describe('alert SMS and messages to buyers', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let seller: TestUser;

  const saveSearch = async (user: TestUser, name: string, filters: Record<string, string>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/saved-searches',
      headers: bearer(user),
      payload: { name, filters, frequency: 'instant' },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const notificationsOf = async (user: TestUser): Promise<NotificationsResponse> => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const publish = async (city: 'Faridabad' | 'Gurugaon' | 'Noida', title = 'Corner house') => {
    const id = await createListing(ctx, seller.id, {
      status: 'Pending',
      data: { seller: { city }, property: { type: 'house', title }, pricing: { expectedPrice: 70 } },
    });
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/approve`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5', PUBLIC_URL: 'https://ncr.example' });
    admin = await createUser(ctx, 'admin');
    seller = await createUser(ctx, 'seller');
  });
  afterAll(() => ctx.close());

  it('a listing matching five instant searches of one buyer sends one SMS, and five notifications', async () => {
    const buyer = await createUser(ctx, 'buyer');
    const searches: Record<string, string>[] = [
      { location: 'Faridabad' },
      { location: 'Faridabad', propertyType: 'house' },
      { propertyType: 'house', location: 'Faridabad', maxPrice: '100' },
      { location: 'Faridabad', minPrice: '10' },
      { location: 'Faridabad', title: 'corner' },
    ];
    for (const [i, filters] of searches.entries()) await saveSearch(buyer, `search ${i}`, filters);
    const id = await publish('Faridabad');
    await waitFor(
      () => notificationsOf(buyer),
      (n) => n.notifications.length === 5,
    );
    await waitFor(
      () => readOutbox(ctx.dataDir),
      (lines) => smsTo(lines, buyer).length > 0,
    );
    await settle();
    const sms = smsTo(await readOutbox(ctx.dataDir), buyer);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain(`https://ncr.example/property/${id}`);
  });

  it(`a buyer gets at most ${ALERT_SMS_PER_BUYER_PER_DAY} alert SMS a day; every alert stays in the app`, async () => {
    const buyer = await createUser(ctx, 'buyer');
    await saveSearch(buyer, 'Gurugaon homes', { location: 'Gurugaon' });
    const ids: string[] = [];
    for (let i = 0; i < ALERT_SMS_PER_BUYER_PER_DAY + 2; i += 1) ids.push(await publish('Gurugaon', `House ${i}`));
    const seen = await waitFor(
      () => notificationsOf(buyer),
      (n) => n.notifications.length === ids.length,
    );
    expect(new Set(seen.notifications.map((n) => n.propertyId))).toEqual(new Set(ids));
    await waitFor(
      () => readOutbox(ctx.dataDir),
      (lines) => smsTo(lines, buyer).length >= ALERT_SMS_PER_BUYER_PER_DAY,
    );
    await settle();
    expect(smsTo(await readOutbox(ctx.dataDir), buyer)).toHaveLength(ALERT_SMS_PER_BUYER_PER_DAY);
  });

  it('the cap holds when many sends race, on one server or two sharing the database', async () => {
    const buyer = await createUser(ctx, 'buyer');
    const rows: PropertyRow[] = [];
    for (let i = 0; i < 8; i += 1) {
      const id = await createListing(ctx, seller.id, { data: { seller: { city: 'Delhi' } } });
      rows.push(defined(await alertsRepository.listing(ctx.app.db, id)));
    }
    const second = ctx.databaseUrl ? await secondServer(ctx.databaseUrl) : null;
    try {
      const apps = second ? [ctx.app, second.app] : [ctx.app];
      let sent = 0;
      const outcomes = await Promise.all(
        rows.map((row, i) =>
          sendAlertSms(defined(apps[i % apps.length]), buyer.id, [row], { to: defined(buyer.mobile), channel: 'phone' }, async () => {
            sent += 1;
          }),
        ),
      );
      expect(sent).toBe(ALERT_SMS_PER_BUYER_PER_DAY);
      expect(outcomes.filter((o) => o === 'sent')).toHaveLength(ALERT_SMS_PER_BUYER_PER_DAY);
      expect(outcomes.filter((o) => o === 'daily-limit')).toHaveLength(rows.length - ALERT_SMS_PER_BUYER_PER_DAY);
      // A listing an SMS named is not named again, by any server.
      const again = await Promise.all(
        apps.map((app) => sendAlertSms(app, buyer.id, [defined(rows[0])], { to: defined(buyer.mobile), channel: 'phone' }, async () => {})),
      );
      expect(again.every((o) => o === 'nothing-new' || o === 'daily-limit')).toBe(true);
    } finally {
      await second?.close();
    }
  });

  it('a failed send gives back its count and its listing, so the retry sends', async () => {
    const buyer = await createUser(ctx, 'buyer');
    const id = await createListing(ctx, seller.id, { data: { seller: { city: 'Delhi' } } });
    const row = defined(await alertsRepository.listing(ctx.app.db, id));
    const to = { to: defined(buyer.mobile), channel: 'phone' } as const;
    await expect(
      sendAlertSms(ctx.app, buyer.id, [row], to, async () => {
        throw new Error('gateway down');
      }),
    ).rejects.toThrow('gateway down');
    expect(await sendAlertSms(ctx.app, buyer.id, [row], to, async () => {})).toBe('sent');
  });

  it("alerts, their SMS and notifications carry the listing's title with typed contacts hidden", async () => {
    const buyer = await createUser(ctx, 'buyer');
    await saveSearch(buyer, 'Noida houses', { location: 'Noida', propertyType: 'house' });
    const id = await publish('Noida', TRICKY_TITLE);
    const notes = await waitFor(
      () => notificationsOf(buyer),
      (n) => n.notifications.length === 1,
    );
    const lines = await waitFor(
      () => readOutbox(ctx.dataDir),
      (l) => smsTo(l, buyer).length === 1,
    );
    for (const text of [notes.notifications[0]?.text ?? '', smsTo(lines, buyer)[0]?.text ?? '']) {
      expect(text).toContain('Flat in Sector 62, call [phone hidden] or [phone hidden], [e-mail hidden]');
      expect(findContacts(text.replace(/https:\S+/g, ''))).toEqual([]);
    }
    expect(notes.notifications[0]?.propertyId).toBe(id);
    // A notification stored before the mask (an older row) is masked when it is read.
    await ctx.app.db.update(notifications).set({ text: TRICKY_TITLE }).where(eq(notifications.userId, buyer.id));
    expect((await notificationsOf(buyer)).notifications[0]?.text).toBe(
      'Flat in Sector 62, call [phone hidden] or [phone hidden], [e-mail hidden]',
    );
  });
});
