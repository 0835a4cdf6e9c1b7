import { TEXTS } from '@ncr/shared/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQueries } from '~/db/schema';
import type { AppEvents } from '~/shared/events';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { ENQUIRY_LIMITS } from './enquiry-limits';

const enquiry = { name: 'Kavita Rao', phone: '+91 98111 22334', email: 'Kavita@Example.test', message: 'Is the price negotiable?' };

describe('enquiries from a listing', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let otherSeller: TestUser;
  let admin: TestUser;
  let listingId: string;
  let ip = 0;
  const post = (id: string, body: unknown, headers = {}, remoteAddress = `10.1.0.${++ip}`) =>
    ctx.app.inject({ method: 'POST', url: `/api/property/${id}/enquiries`, payload: body as object, headers, remoteAddress });

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
    otherSeller = await createUser(ctx, 'seller');
    admin = await createUser(ctx, 'admin');
    listingId = await createListing(ctx, seller.id, { data: { property: { title: 'Sunny 3 BHK in Sector 50' } } });
  });
  afterAll(() => ctx.close());

  it('stores an enquiry as an Unread contact query linked to the listing and notifies staff', async () => {
    const events: AppEvents['inquiry.created'][] = [];
    ctx.app.events.on('inquiry.created', (payload) => {
      events.push(payload);
    });
    const res = await post(listingId, { ...enquiry, status: 'Closed' });
    expect(res.statusCode).toBe(201);
    const id = res.json()._id;
    expect(res.json().status).toBe('Unread');
    const [row] = await ctx.app.db.select().from(contactQueries).where(eq(contactQueries.id, id));
    expect(row).toMatchObject({ propertyId: listingId, email: 'kavita@example.test', status: 'Unread', phone: enquiry.phone });
    await expect.poll(() => events.map((e) => e.queryId)).toContain(id);
    expect(events.find((e) => e.queryId === id)?.message).toContain('Sunny 3 BHK in Sector 50');

    // Staff see it on the Queries screen with the listing named and linked.
    const queries = await ctx.app.inject({ method: 'GET', url: '/api/contact/all', headers: bearer(admin) });
    const shown = queries.json().queries.find((q: { _id: string }) => q._id === id);
    expect(shown).toMatchObject({ property: { _id: listingId, title: 'Sunny 3 BHK in Sector 50' }, name: 'Kavita Rao' });
  });

  it('takes an enquiry without e-mail from a signed-in buyer', async () => {
    const buyer = await createUser(ctx, 'buyer');
    const res = await post(listingId, { ...enquiry, email: '' }, bearer(buyer));
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(contactQueries).where(eq(contactQueries.id, res.json()._id));
    expect(row?.email).toBeNull();
  });

  it.each([
    ['no name', { name: '' }, 'name:'],
    ['a bad phone', { phone: 'later' }, 'phone: Enter a valid phone number'],
    ['a bad e-mail', { email: 'x@' }, 'email:'],
    ['no message', { message: ' ' }, 'message:'],
  ])('refuses an enquiry with %s and stores nothing', async (_name, patch, error) => {
    const before = (await ctx.app.db.select().from(contactQueries)).length;
    const res = await post(listingId, { ...enquiry, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(error);
    expect(await ctx.app.db.select().from(contactQueries)).toHaveLength(before);
  });

  it('answers 404 for unknown and pending listings, 400 for a malformed id', async () => {
    const pending = await createListing(ctx, seller.id, { status: 'Pending' });
    expect((await post(pending, enquiry)).statusCode).toBe(404);
    const unknown = await post('00000000-0000-4000-8000-000000000000', enquiry);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(TEXTS.propertyNotFound);
    expect((await post('nope', enquiry)).statusCode).toBe(400);
  });

  it('refuses enquiries on sold listings, saving nothing (the page points to similar ones instead)', async () => {
    const sold = await createListing(ctx, seller.id, { status: 'Sold' });
    const before = await ctx.app.db.select().from(contactQueries);
    const res = await post(sold, enquiry);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEXTS.soldListingEnquiry);
    expect(await ctx.app.db.select().from(contactQueries)).toHaveLength(before.length);
  });

  describe('limits (docs/decisions/0048-paid-message-limits.md): per account, per phone and per network, all applied', () => {
    let phones = 0;
    let networks = 0;
    // Each test counts under keys no other test uses.
    const freshPhone = () => `+91 96${String(++phones).padStart(8, '0')}`;
    const freshAddress = () => `198.51.${100 + Math.floor(++networks / 250)}.${networks % 250}`;
    const refused = (res: Awaited<ReturnType<typeof post>>) => {
      expect(res.statusCode).toBe(429);
      const { error } = res.json() as { error: string };
      expect(error.startsWith(`${TEXTS.tooManyEnquiries} `), error).toBe(true);
      expect(error).toMatch(/Try again in \d+ minutes?\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    };
    const storedWithPhone = async (phone: string) =>
      (await ctx.app.db.select().from(contactQueries).where(eq(contactQueries.phone, phone))).length;

    it('per phone, however it is written and from wherever it comes', async () => {
      const phone = freshPhone();
      const spellings = [phone, phone.replace(/\s/g, ''), `0${phone.slice(4).replace(/\s/g, '')}`, phone.replace(/\s/g, '-')];
      const max = ENQUIRY_LIMITS.perPhone[0].max;
      for (let i = 0; i < max; i += 1) {
        expect((await post(listingId, { ...enquiry, phone: spellings[i % spellings.length] }, {}, freshAddress())).statusCode).toBe(201);
      }
      refused(await post(listingId, { ...enquiry, phone: phone.replace(/\s/g, '') }, {}, freshAddress()));
      // Nothing stored for the refused one.
      const all = await Promise.all(spellings.map(storedWithPhone));
      expect(all.reduce((a, b) => a + b, 0)).toBe(max);
    });

    it('per phone, counting every spelling of one number once: +91, 91, 0091, 0, spaces and dashes (docs/decisions/0098)', async () => {
      const digits = freshPhone().replace(/\D/g, '').slice(2);
      const spellings = [
        `91${digits}`,
        `0091${digits}`,
        `0091 ${digits.slice(0, 5)} ${digits.slice(5)}`,
        `+91 0 ${digits}`,
        `${digits.slice(0, 5)}-${digits.slice(5)}`,
        `0${digits}`,
        `+91${digits}`,
        digits,
      ];
      const statuses: number[] = [];
      for (const phone of spellings) statuses.push((await post(listingId, { ...enquiry, phone }, {}, freshAddress())).statusCode);
      const max = ENQUIRY_LIMITS.perPhone[0].max;
      expect(statuses).toEqual([...Array(max).fill(201), ...Array(spellings.length - max).fill(429)]);
    });

    it('per account, whichever phone and network it uses', async () => {
      const buyer = await createUser(ctx, 'buyer');
      const max = ENQUIRY_LIMITS.perAccount[0].max;
      for (let i = 0; i < max; i += 1) {
        expect((await post(listingId, { ...enquiry, phone: freshPhone() }, bearer(buyer), freshAddress())).statusCode).toBe(201);
      }
      refused(await post(listingId, { ...enquiry, phone: freshPhone() }, bearer(buyer), freshAddress()));
    });

    it('per network (IPv6 per /64), looser because many people share one address; another network is not held back', async () => {
      const max = ENQUIRY_LIMITS.perNetwork[0].max;
      for (let i = 0; i < max; i += 1) {
        const res = await post(listingId, { ...enquiry, phone: freshPhone() }, {}, `2001:db8:5:6::${(i + 1).toString(16)}`);
        expect(res.statusCode).toBe(201);
      }
      refused(await post(listingId, { ...enquiry, phone: freshPhone() }, {}, '2001:db8:5:6:ffff::1'));
      expect((await post(listingId, { ...enquiry, phone: freshPhone() }, {}, '2001:db8:5:7::1')).statusCode).toBe(201);
    });

    it('a signed-in member with room left is still held to the phone and network limits', async () => {
      const phone = freshPhone();
      for (let i = 0; i < ENQUIRY_LIMITS.perPhone[0].max; i += 1) await post(listingId, { ...enquiry, phone }, {}, freshAddress());
      const buyer = await createUser(ctx, 'buyer');
      refused(await post(listingId, { ...enquiry, phone }, bearer(buyer), freshAddress()));
    });
  });

  it("shows the seller counts and messages on their own listings, without the enquirer's contact details", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/enquiries', headers: bearer(seller) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const listing = body.listings.find((l: { _id: string }) => l._id === listingId);
    const stored = await ctx.app.db.select().from(contactQueries).where(eq(contactQueries.propertyId, listingId));
    expect(listing).toEqual({ _id: listingId, title: 'Sunny 3 BHK in Sector 50', count: stored.length });
    expect(body.enquiries[0]).toMatchObject({ name: 'Kavita', message: enquiry.message });
    const text = JSON.stringify(body);
    expect(text).not.toContain('98111');
    expect(text).not.toContain('kavita@example.test');

    const other = await ctx.app.inject({ method: 'GET', url: '/api/seller/enquiries', headers: bearer(otherSeller) });
    expect(other.json()).toEqual({ listings: [], total: 0, enquiries: [] });
  });
});
