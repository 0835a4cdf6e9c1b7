import { addDays, indiaDay } from '@ncr/shared/schemas/visit';
import { TEXTS } from '@ncr/shared/texts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteVisits } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, secondServer, type TestContext, type TestUser } from '../../../test/helpers';
import { readOutbox } from '../../../test/wait';
import { VISIT_LIMITS } from './visit-limits';

// Visit messages cost money (docs/decisions/0048-paid-message-limits.md): bookings are capped per
// account and per network each India day, visit SMS per phone, and a buyer's own cancel sends none.
describe('site visit limits', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let admin: TestUser;
  let phones = 0;
  let networks = 0;
  /** A phone no other test uses, so one test's count never spills into another's. */
  const freshPhone = () => `+91 97${String(++phones).padStart(8, '0')}`;
  const freshAddress = () => `10.20.${Math.floor(++networks / 250)}.${networks % 250}`;
  const visit = (phone: string) => ({ date: addDays(indiaDay(Date.now()), 3), slot: 'morning', phone });
  const book = (app: TestContext['app'], user: TestUser, phone: string, remoteAddress = freshAddress()) =>
    createListing(ctx, seller.id).then((id) =>
      app.inject({ method: 'POST', url: `/api/property/${id}/visits`, payload: visit(phone), headers: bearer(user), remoteAddress }),
    );
  const cancel = (user: TestUser, id: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/buyer/visits/${id}/cancel`, headers: bearer(user), remoteAddress: freshAddress() });
  const confirm = (id: string) =>
    ctx.app.inject({ method: 'PUT', url: `/api/visits/${id}`, payload: { status: 'Confirmed' }, headers: bearer(admin) });
  const smsTo = async (phone: string) =>
    (await readOutbox(ctx.dataDir)).filter((l) => l.kind === 'visit' && l.channel === 'phone' && l.to === phone.replace(/\s/g, ''));
  const visitsOf = async (user: TestUser) =>
    Number((await ctx.app.db.select({ n: count() }).from(siteVisits).where(eq(siteVisits.buyerId, user.id)))[0]?.n);

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  it('refuses a phone that is not an Indian mobile, with a message for a person', async () => {
    const buyer = await createUser(ctx, 'buyer');
    for (const phone of ['+1 415 555 0100', '0120 4567 890', '+91 58765 43210']) {
      const res = await book(ctx.app, buyer, phone);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().error).toBe('phone: Enter a valid 10-digit mobile number');
    }
    expect(await visitsOf(buyer)).toBe(0);
    // The number is stored as +91 and 10 digits, whichever way it was typed.
    const ok = await book(ctx.app, buyer, '098765-00001');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().phone).toBe('+919876500001');
  });

  it('a book→cancel loop sends no SMS and stops at the daily booking cap per account, changing nothing', async () => {
    const buyer = await createUser(ctx, 'buyer');
    const phone = freshPhone();
    const rounds = VISIT_LIMITS.bookingsPerAccountPerDay + 5;
    const statuses: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const booked = await book(ctx.app, buyer, phone);
      statuses.push(booked.statusCode);
      if (booked.statusCode === 201) expect((await cancel(buyer, booked.json()._id)).statusCode).toBe(200);
      else expect(booked.json()).toEqual({ error: TEXTS.tooManyVisitBookings });
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(VISIT_LIMITS.bookingsPerAccountPerDay);
    expect(statuses.slice(VISIT_LIMITS.bookingsPerAccountPerDay).every((s) => s === 429)).toBe(true);
    expect(await visitsOf(buyer)).toBe(VISIT_LIMITS.bookingsPerAccountPerDay);
    // The buyer cancelled on the site and saw it there: nothing was texted, not once.
    expect(await smsTo(phone)).toEqual([]);
  });

  it('counts bookings per network (IPv6 per /64) across accounts; another network is not held back', async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx, 'buyer')));
    const statuses: number[] = [];
    for (let i = 0; i <= VISIT_LIMITS.bookingsPerNetworkPerDay; i += 1) {
      const buyer = buyers[i % buyers.length] as TestUser;
      statuses.push((await book(ctx.app, buyer, freshPhone(), `2001:db8:7:9::${(i + 1).toString(16)}`)).statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(VISIT_LIMITS.bookingsPerNetworkPerDay);
    expect(statuses.at(-1)).toBe(429);
    expect((await book(ctx.app, buyers[0] as TestUser, freshPhone(), '2001:db8:7:a::1')).statusCode).toBe(201);
  });

  it("staff changes past the phone's daily SMS cap still apply, without the SMS (logged and counted)", async () => {
    const phone = freshPhone();
    const over = 2;
    const ids: string[] = [];
    for (let i = 0; i < VISIT_LIMITS.smsPerPhonePerDay + over; i += 1) {
      const buyer = await createUser(ctx, 'buyer', { email: `visitor${phones}-${i}@example.test` });
      ids.push((await book(ctx.app, buyer, phone)).json()._id);
    }
    for (const id of ids) {
      const res = await confirm(id);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('Confirmed');
    }
    expect(await smsTo(phone)).toHaveLength(VISIT_LIMITS.smsPerPhonePerDay);
    // E-mail costs nothing and reaches the account holder only: every change still reaches them.
    const emails = (await readOutbox(ctx.dataDir)).filter(
      (l) => l.kind === 'visit' && l.channel === 'email' && l.to.startsWith(`visitor${phones}-`),
    );
    expect(emails).toHaveLength(ids.length);
    const metrics = (await ctx.app.metrics.render()).body;
    expect(metrics).toContain(`ncr_messages_withheld_total{channel="phone",kind="visit",reason="daily-limit"} ${over}`);
  });

  it('a new India day starts new counts', async () => {
    const buyer = await createUser(ctx, 'buyer');
    for (let i = 0; i < VISIT_LIMITS.bookingsPerAccountPerDay; i += 1)
      expect((await book(ctx.app, buyer, freshPhone())).statusCode).toBe(201);
    expect((await book(ctx.app, buyer, freshPhone())).statusCode).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 3600_000);
      expect((await book(ctx.app, buyer, freshPhone())).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with two servers on one PostgreSQL, the caps hold across both', async (test) => {
    if (!ctx.databaseUrl) {
      test.skip();
      return;
    }
    const { app: second, close } = await secondServer(ctx.databaseUrl);
    try {
      const buyer = await createUser(ctx, 'buyer');
      // The second server signs its own tokens; the same account signs in on it.
      const there = { ...buyer, token: await second.tokens.sign({ id: buyer.id, role: 'buyer', tokenVersion: 0 }) };
      const statuses: number[] = [];
      for (let i = 0; i <= VISIT_LIMITS.bookingsPerAccountPerDay; i += 1) {
        statuses.push((await book(i % 2 === 0 ? ctx.app : second, i % 2 === 0 ? buyer : there, freshPhone())).statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(VISIT_LIMITS.bookingsPerAccountPerDay);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await close();
    }
  });
});
