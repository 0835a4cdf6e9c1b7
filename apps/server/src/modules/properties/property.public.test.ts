import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BUDGET_RANGES } from '@ncr/shared/constants';
import { TEXTS } from '@ncr/shared/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

describe('listing detail, featured, counts and options', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let subadmin: TestUser;
  let admin: TestUser;
  const base = Date.UTC(2026, 1, 1);

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await createUser(ctx, 'seller', { fullName: 'Meera Iyer' });
    otherSeller = await createUser(ctx, 'seller');
    buyer = await createUser(ctx, 'buyer');
    subadmin = await createUser(ctx, 'subadmin');
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  const get = (url: string, user?: TestUser) => ctx.app.inject({ method: 'GET', url, headers: bearer(user) });

  describe('GET /api/property/{id}', () => {
    it('shows a public listing to anyone, with the owner role and name but no id or contact details', async () => {
      const id = await createListing(ctx, owner.id, {
        media: ['/media/a-detail.webp', '/media/tour.mp4'],
        data: { property: { title: 'Sunny 3 BHK' } },
      });
      const res = await get(`/api/property/${id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        _id: id,
        status: 'Active',
        isFeatured: false,
        media: ['/media/a-detail.webp', '/media/tour.mp4'],
        userId: { role: 'seller', fullName: 'Meera Iyer' },
        propertyData: { property: { title: 'Sunny 3 BHK' } },
      });
      expect(Object.keys(body.userId).sort()).toEqual(['fullName', 'role']);
      expect(body.propertyData.seller).toEqual({ fullName: expect.any(String), city: expect.any(String) });
      expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    });

    it('shows a Sold listing as sold to anyone, without the sale price or the buyer; staff see them', async () => {
      const id = await createListing(ctx, owner.id, { status: 'Sold' });
      await ctx.app.db.update(properties).set({ buyerName: 'Kiran', buyerContact: '+91 98765 40002' }).where(eq(properties.id, id));
      const res = await get(`/api/property/${id}`, buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('Sold');
      for (const field of ['soldDetails', 'buyerName', 'buyerContact']) expect(res.json()[field], field).toBeUndefined();
      const staff = (await get(`/api/property/${id}`, admin)).json();
      expect(staff).toMatchObject({ buyerName: 'Kiran', buyerContact: '+91 98765 40002', soldDetails: { price: expect.any(Number) } });
      // The owner sees the sale, not the buyer: the operator connects the two.
      expect((await get(`/api/property/${id}`, owner)).json()).toMatchObject({ buyerName: null, buyerContact: null });
    });

    it('shows a Pending listing only to its owner and staff (with contact details), 404 to others', async () => {
      const id = await createListing(ctx, owner.id, { status: 'Pending' });
      for (const user of [undefined, buyer, otherSeller]) {
        const res = await get(`/api/property/${id}`, user);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: TEXTS.propertyNotFound });
      }
      for (const user of [owner, subadmin, admin]) {
        const res = await get(`/api/property/${id}`, user);
        expect(res.statusCode).toBe(200);
        expect(res.json().status).toBe('Pending');
        expect(res.json().userId.mobile).toBe(owner.mobile);
      }
    });

    it('answers 404 for a deleted or unknown listing, to everyone, and 400 for a malformed id', async () => {
      const id = await createListing(ctx, owner.id);
      await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, id));
      for (const user of [undefined, owner, admin]) {
        expect((await get(`/api/property/${id}`, user)).json()).toEqual({ error: TEXTS.propertyNotFound });
      }
      const unknown = await get('/api/property/00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      const bad = await get('/api/property/not-a-uuid');
      expect(bad.statusCode).toBe(400);
    });

    it('takes media from media, then propertyData.media, then propertyData.image (spec §3)', async () => {
      const fromData = await createListing(ctx, owner.id);
      const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, fromData));
      const data = row?.propertyData as Record<string, unknown>;
      await ctx.app.db
        .update(properties)
        .set({ propertyData: { ...data, media: ['/media/x-detail.webp'], image: '/media/y-detail.webp' } })
        .where(eq(properties.id, fromData));
      expect((await get(`/api/property/${fromData}`)).json().media).toEqual(['/media/x-detail.webp']);
      await ctx.app.db
        .update(properties)
        .set({ propertyData: { ...data, image: '/media/y-detail.webp' } })
        .where(eq(properties.id, fromData));
      expect((await get(`/api/property/${fromData}`)).json().media).toEqual(['/media/y-detail.webp']);
      await ctx.app.db.update(properties).set({ propertyData: data }).where(eq(properties.id, fromData));
      expect((await get(`/api/property/${fromData}`)).json().media).toEqual([]);
    });
  });

  describe('featured, counts and options', () => {
    let fresh: TestContext;
    let seller: TestUser;
    const featured: string[] = [];

    beforeAll(async () => {
      fresh = await createTestApp();
      seller = await createUser(fresh, 'seller');
      for (let i = 0; i < 14; i++) {
        featured.push(
          await createListing(fresh, seller.id, {
            isFeatured: true,
            status: i === 3 ? 'Sold' : 'Active',
            createdAt: new Date(base + i * 60_000),
            data: { seller: { city: i % 2 === 0 ? 'Noida' : 'Gurugaon' }, property: { type: i < 10 ? 'flat' : 'house' } },
          }),
        );
      }
      // Not public, or not featured: never in the featured list, never counted.
      await createListing(fresh, seller.id, { isFeatured: true, status: 'Pending', createdAt: new Date(base + 99 * 60_000) });
      const gone = await createListing(fresh, seller.id, { isFeatured: true, createdAt: new Date(base + 98 * 60_000) });
      await fresh.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, gone));
      await createListing(fresh, seller.id, { data: { seller: { city: 'Delhi' }, property: { type: 'commercial' } } });
    });
    afterAll(() => fresh.close());

    it('lists public featured listings newest first, at most 12', async () => {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/property/featured' });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { _id: string }) => p._id)).toEqual([...featured].reverse().slice(0, 12));
    });

    it('counts the listings the search finds by city and by type (sold ones left out), every city and type present', async () => {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/property/counts' });
      expect(res.json()).toEqual({
        cities: { Delhi: 1, Noida: 7, 'Greater Noida': 0, Gurugaon: 6, Faridabad: 0, Ghaziabad: 0 },
        types: { flat: 9, house: 4, plot: 0, commercial: 1 },
      });
    });

    it("gives each home city card and type card the total its link's search finds", async () => {
      const counts = (await fresh.app.inject({ method: 'GET', url: '/api/property/counts' })).json() as {
        cities: Record<string, number>;
        types: Record<string, number>;
      };
      const searchTotal = async (query: Record<string, string>) =>
        (await fresh.app.inject({ method: 'GET', url: `/api/property/search?${new URLSearchParams(query)}` })).json().total as number;
      for (const [city, count] of Object.entries(counts.cities)) {
        expect(await searchTotal({ location: city }), city).toBe(count);
      }
      for (const [type, count] of Object.entries(counts.types)) {
        expect(await searchTotal({ propertyType: type }), type).toBe(count);
      }
    });

    it('offers the cities and types in use and every budget range', async () => {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/property/options' });
      expect(res.json()).toEqual({
        locations: ['Delhi', 'Noida', 'Gurugaon'],
        propertyTypes: ['flat', 'house', 'commercial'],
        budgets: BUDGET_RANGES.map((b) => b.value),
        budgetLabels: Object.fromEntries(BUDGET_RANGES.map((b) => [b.value, b.label])),
      });
    });

    it('sends the same JSON compressed with br or gzip when the client takes it', async () => {
      const plain = await fresh.app.inject({ method: 'GET', url: '/api/property/search?limit=24' });
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const gzip = await fresh.app.inject({ method: 'GET', url: '/api/property/search?limit=24', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      const br = await fresh.app.inject({
        method: 'GET',
        url: '/api/property/search?limit=24',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const refused = await fresh.app.inject({
        method: 'GET',
        url: '/api/property/search?limit=24',
        headers: { 'accept-encoding': 'br;q=0, gzip' },
      });
      expect(refused.headers['content-encoding']).toBe('gzip');
    });

    it('follows listing changes at once', async () => {
      const [first] = featured.slice(-1);
      await fresh.app.db
        .update(properties)
        .set({ isFeatured: false })
        .where(eq(properties.id, first as string));
      const list = (await fresh.app.inject({ method: 'GET', url: '/api/property/featured' })).json();
      expect(list[0]._id).toBe(featured.at(-2));
      await fresh.app.db
        .update(properties)
        .set({ status: 'Pending' })
        .where(eq(properties.id, first as string));
      const counts = (await fresh.app.inject({ method: 'GET', url: '/api/property/counts' })).json();
      expect(counts.types.house).toBe(3);
    });
  });
});
