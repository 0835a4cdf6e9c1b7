import { TEXTS } from '@ncr/shared/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQueries, properties } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

// "Request a call back" (docs/decisions/0119): an enquiry with the window the buyer chose, which
// staff see on the Queries screen linked to the listing.
describe('call-back requests on a listing', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let admin: TestUser;
  let listingId: string;
  let ip = 0;
  const post = (id: string, body: unknown) =>
    ctx.app.inject({ method: 'POST', url: `/api/property/${id}/callback`, payload: body as object, remoteAddress: `10.2.0.${++ip}` });

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
    admin = await createUser(ctx, 'admin');
    listingId = await createListing(ctx, seller.id, { data: { property: { title: 'Corner 3 BHK in Sector 50' } } });
  });
  afterAll(() => ctx.close());

  it('stores the request as an Unread enquiry with its window, and staff see it with the listing', async () => {
    const res = await post(listingId, { name: 'Rakesh Gupta', phone: '+91 98111 55667', slot: 'evening' });
    expect(res.statusCode).toBe(201);
    const id = res.json()._id as string;
    const [row] = await ctx.app.db.select().from(contactQueries).where(eq(contactQueries.id, id));
    expect(row).toMatchObject({
      name: 'Rakesh Gupta',
      phone: '+91 98111 55667',
      status: 'Unread',
      propertyId: listingId,
      callbackSlot: 'evening',
      message: 'Please call me back: Evening (4 – 7 pm).',
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/contact/all', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const shown = list.json().queries.find((q: { _id: string }) => q._id === id);
    expect(shown).toMatchObject({ callbackSlot: 'evening', property: { _id: listingId, title: 'Corner 3 BHK in Sector 50' } });
  });

  it('refuses a missing or unknown window, a bad phone, an unknown or sold listing, and stores nothing', async () => {
    const before = await ctx.app.db.select().from(contactQueries);
    const noSlot = await post(listingId, { name: 'Rakesh Gupta', phone: '+91 98111 55667' });
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().error).toMatch(/Choose when we should call/);
    expect((await post(listingId, { name: 'Rakesh Gupta', phone: '+91 98111 55667', slot: 'midnight' })).statusCode).toBe(400);
    expect((await post(listingId, { name: 'Rakesh Gupta', phone: 'call me', slot: 'morning' })).statusCode).toBe(400);
    const unknown = await post('00000000-0000-4000-8000-000000000000', { name: 'R', phone: '+91 98111 55667', slot: 'morning' });
    expect(unknown.statusCode).toBe(404);
    const sold = await createListing(ctx, seller.id);
    await ctx.app.db.update(properties).set({ status: 'Sold' }).where(eq(properties.id, sold));
    const onSold = await post(sold, { name: 'Rakesh Gupta', phone: '+91 98111 55667', slot: 'morning' });
    expect({ status: onSold.statusCode, error: onSold.json().error }).toEqual({ status: 409, error: TEXTS.soldListingEnquiry });
    expect(await ctx.app.db.select().from(contactQueries)).toEqual(before);
  });
});

// "Book Free Consultation" (docs/decisions/0122): the same request about no one listing.
describe('free consultation call-back requests', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let ip = 0;
  const post = (body: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/callback', payload: body as object, remoteAddress: `10.3.0.${++ip}` });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  it('stores an Unread query with its window and no listing, which staff see marked with the window', async () => {
    const res = await post({ name: 'Meera Sethi', phone: '+91 98100 22334', slot: 'afternoon' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id as string;
    const [row] = await ctx.app.db.select().from(contactQueries).where(eq(contactQueries.id, id));
    expect(row).toMatchObject({
      name: 'Meera Sethi',
      status: 'Unread',
      propertyId: null,
      callbackSlot: 'afternoon',
      message: 'Free consultation: please call me back: Afternoon (12 – 4 pm).',
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/contact/all', headers: bearer(admin) });
    const shown = list.json().queries.find((q: { _id: string }) => q._id === id);
    expect(shown).toMatchObject({ callbackSlot: 'afternoon', property: null });
  });

  it('refuses a missing window, a bad phone or a missing name, and stores nothing', async () => {
    const before = await ctx.app.db.select().from(contactQueries);
    const noSlot = await post({ name: 'Meera Sethi', phone: '+91 98100 22334' });
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().error).toMatch(/Choose when we should call/);
    expect((await post({ name: 'Meera Sethi', phone: 'later', slot: 'morning' })).statusCode).toBe(400);
    expect((await post({ phone: '+91 98100 22334', slot: 'morning' })).statusCode).toBe(400);
    expect(await ctx.app.db.select().from(contactQueries)).toEqual(before);
  });

  it('counts against the enquiry limits per phone', async () => {
    const phone = '+91 98100 99887';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await post({ name: 'Repeat Caller', phone, slot: 'evening' })).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
