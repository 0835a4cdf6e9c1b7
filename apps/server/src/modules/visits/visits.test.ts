import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, indiaDay } from '@ncr/shared/schemas/visit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteVisits } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { VISIT_MESSAGES } from './visits.service';

const today = () => indiaDay(Date.now());

describe('site visits', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let seller: TestUser;
  let otherSeller: TestUser;
  let subadmin: TestUser;
  let admin: TestUser;
  let listingId: string;

  const book = (user: TestUser | null, id: string, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: `/api/property/${id}/visits`, payload: body, headers: bearer(user) });
  const update = (user: TestUser | null, id: string, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/visits/${id}`, payload: body, headers: bearer(user) });
  const visit = (over: Record<string, unknown> = {}) => ({ date: addDays(today(), 3), slot: 'morning', phone: '+91 98765 11111', ...over });
  const outbox = () =>
    readFileSync(path.join(ctx.dataDir, 'outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { to: string; channel: string; kind: string; text: string });
  const stored = async (id: string) => (await ctx.app.db.select().from(siteVisits).where(eq(siteVisits.id, id)))[0];

  beforeAll(async () => {
    ctx = await createTestApp();
    buyer = await createUser(ctx, 'buyer');
    otherBuyer = await createUser(ctx, 'buyer');
    seller = await createUser(ctx, 'seller');
    otherSeller = await createUser(ctx, 'seller');
    subadmin = await createUser(ctx, 'subadmin');
    admin = await createUser(ctx, 'admin');
    listingId = await createListing(ctx, seller.id, { data: { property: { title: 'Lake-view flat, Sector 62' } } });
  });
  afterAll(() => ctx.close());

  it('books a visit as Requested and refuses a second open request on the same listing', async () => {
    const res = await book(buyer, listingId, visit({ note: 'After 10 please', status: 'Confirmed' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'Requested',
      slot: 'morning',
      date: addDays(today(), 3),
      note: 'After 10 please',
      property: { _id: listingId, title: 'Lake-view flat, Sector 62' },
    });
    const duplicate = await book(buyer, listingId, visit({ slot: 'evening' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(VISIT_MESSAGES.duplicate);
    // Another buyer may still book the same listing.
    expect((await book(otherBuyer, listingId, visit())).statusCode).toBe(201);
  });

  it.each([
    ['a past date', () => visit({ date: addDays(today(), -1) }), 'past dates cannot be booked'],
    ['a date beyond 30 days', () => visit({ date: addDays(today(), 31) }), 'within the next 30 days'],
    ['a date that does not exist', () => visit({ date: '2026-02-30' }), 'Enter a real date'],
    ['a malformed date', () => visit({ date: '30/11/2026' }), 'YYYY-MM-DD'],
    ['an unknown slot', () => visit({ slot: 'night' }), 'Choose a slot'],
    ['no phone', () => visit({ phone: '' }), 'phone'],
  ])('refuses %s and stores nothing', async (_name, body, error) => {
    const other = await createListing(ctx, seller.id);
    const res = await book(buyer, other, body());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(error);
    expect(await ctx.app.db.select().from(siteVisits).where(eq(siteVisits.propertyId, other))).toHaveLength(0);
  });

  it('accepts today and the 30th day ahead', async () => {
    expect((await book(buyer, await createListing(ctx, seller.id), visit({ date: today() }))).statusCode).toBe(201);
    expect((await book(buyer, await createListing(ctx, seller.id), visit({ date: addDays(today(), 30) }))).statusCode).toBe(201);
  });

  it('refuses visits to sold listings and 404s pending or unknown ones', async () => {
    const sold = await book(buyer, await createListing(ctx, seller.id, { status: 'Sold' }), visit());
    expect(sold.statusCode).toBe(409);
    expect(sold.json().error).toBe(VISIT_MESSAGES.sold);
    expect((await book(buyer, await createListing(ctx, seller.id, { status: 'Pending' }), visit())).statusCode).toBe(404);
    expect((await book(buyer, '00000000-0000-4000-8000-000000000000', visit())).statusCode).toBe(404);
  });

  it('lets only buyers book', async () => {
    expect((await book(null, listingId, visit())).statusCode).toBe(401);
    for (const user of [seller, subadmin, admin]) expect((await book(user, listingId, visit())).statusCode).toBe(403);
  });

  it('staff confirm, reschedule and mark done; every change messages the buyer through the outbox', async () => {
    const listing = await createListing(ctx, seller.id, { data: { property: { title: 'Corner plot, Sohna Road' } } });
    const booked = (await book(buyer, listing, visit({ phone: '+91 90000 12345' }))).json();

    const confirmed = await update(subadmin, booked._id, { status: 'Confirmed' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'Confirmed', buyer: { _id: buyer.id } });
    let lines = outbox().filter((l) => l.kind === 'visit' && l.text.includes('Corner plot, Sohna Road'));
    expect(lines).toHaveLength(1);
    // Stored and texted as +91 and 10 digits, however it was typed.
    expect(lines[0]).toMatchObject({ to: '+919000012345', channel: 'phone' });
    expect(lines[0]?.text).toContain('is confirmed');

    const newDay = addDays(today(), 5);
    const rescheduled = await update(admin, booked._id, { status: 'Rescheduled', date: newDay, slot: 'evening' });
    expect(rescheduled.json()).toMatchObject({ status: 'Rescheduled', date: newDay, slot: 'evening' });
    expect(await stored(booked._id)).toMatchObject({ status: 'Rescheduled', date: newDay, slot: 'evening' });

    expect((await update(admin, booked._id, { status: 'Done' })).json().status).toBe('Done');
    lines = outbox().filter((l) => l.kind === 'visit' && l.text.includes('Corner plot, Sohna Road'));
    expect(lines.map((l) => l.text)).toEqual([
      expect.stringContaining('is confirmed'),
      expect.stringContaining('rescheduled'),
      expect.stringContaining('Thank you for visiting'),
    ]);

    // A finished visit no longer changes, and nothing more is sent.
    const late = await update(admin, booked._id, { status: 'Cancelled' });
    expect(late.statusCode).toBe(409);
    expect(outbox().filter((l) => l.kind === 'visit' && l.text.includes('Corner plot, Sohna Road'))).toHaveLength(3);
    // After it is done, the buyer may book that listing again.
    expect((await book(buyer, listing, visit())).statusCode).toBe(201);
  });

  it('refuses bad staff changes and changes nothing', async () => {
    const listing = await createListing(ctx, seller.id);
    const booked = (await book(buyer, listing, visit())).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'Rescheduled' }, 'needs the new date and slot'],
      [{ status: 'Rescheduled', date: addDays(today(), -2), slot: 'morning' }, 'past dates'],
      [{ status: 'Confirmed', date: addDays(today(), 2) }, VISIT_MESSAGES.onlyReschedule],
      [{ status: 'Requested' }, VISIT_MESSAGES.notRequested],
      [{ status: 'Lost' }, 'status'],
    ];
    for (const [body, error] of cases) {
      const res = await update(admin, booked._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain(error);
    }
    expect(await stored(booked._id)).toMatchObject({ status: 'Requested', date: booked.date, slot: booked.slot });
    expect((await update(admin, '00000000-0000-4000-8000-000000000000', { status: 'Confirmed' })).statusCode).toBe(404);
    for (const user of [buyer, seller]) expect((await update(user, booked._id, { status: 'Confirmed' })).statusCode).toBe(403);
  });

  it('lists visits for staff with the buyer, filtered by status', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/visits?status=Requested', headers: bearer(subadmin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.visits.every((v: { status: string }) => v.status === 'Requested')).toBe(true);
    expect(body.visits[0]).toHaveProperty('buyer.fullName');
    expect(body.visits[0]).toHaveProperty('phone');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/visits?status=Nope', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('shows a buyer only their own visits, and only they can cancel them', async () => {
    const listing = await createListing(ctx, seller.id);
    const booked = (await book(buyer, listing, visit())).json();
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/buyer/visits', headers: bearer(buyer) });
    expect(mine.json().map((v: { _id: string }) => v._id)).toContain(booked._id);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/buyer/visits', headers: bearer(otherBuyer) });
    expect(theirs.json().map((v: { _id: string }) => v._id)).not.toContain(booked._id);

    const cancel = (user: TestUser) =>
      ctx.app.inject({ method: 'POST', url: `/api/buyer/visits/${booked._id}/cancel`, headers: bearer(user) });
    expect((await cancel(otherBuyer)).statusCode).toBe(404);
    expect((await stored(booked._id))?.status).toBe('Requested');
    const cancelled = await cancel(buyer);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('Cancelled');
    // They cancelled on the site and see it there: no SMS for their own act (docs/decisions/0048).
    expect(outbox().some((l) => l.kind === 'visit' && l.text.includes('is cancelled'))).toBe(false);
    expect((await cancel(buyer)).statusCode).toBe(409);
  });

  it("shows the seller the visits on their listings (date, slot, status) without the buyer's phone", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/visits', headers: bearer(seller) });
    expect(res.statusCode).toBe(200);
    const visits = res.json();
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.some((v: { property: { _id: string } }) => v.property._id === listingId)).toBe(true);
    expect(visits[0]).toEqual({
      _id: expect.any(String),
      property: expect.any(Object),
      date: expect.any(String),
      slot: expect.any(String),
      // In person or by video call: the seller knows whether someone comes to the property.
      mode: expect.any(String),
      status: expect.any(String),
      createdAt: expect.any(String),
    });
    const other = await ctx.app.inject({ method: 'GET', url: '/api/seller/visits', headers: bearer(otherSeller) });
    expect(other.json()).toEqual([]);
  });
});
