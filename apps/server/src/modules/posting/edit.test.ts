import { existsSync } from 'node:fs';
import path from 'node:path';
import { TEXTS } from '@ncr/shared/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, properties } from '~/db/schema';
import type { AppEvents } from '~/shared/events';
import { createListing, samplePropertyData } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { mp4, photo } from './testing/media-samples';
import { multipart, uploadBody } from './testing/multipart';
import { snapshot } from './testing/snapshot';

describe('editing, deleting and listing own properties', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;
  const sold: AppEvents['property.sold'][] = [];

  beforeAll(async () => {
    ctx = await createTestApp({}, { extend: (app) => app.events.on('property.sold', (e) => void sold.push(e)) });
    seller = await createUser(ctx, 'seller');
    otherSeller = await createUser(ctx, 'seller');
    buyer = await createUser(ctx, 'buyer');
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  const put = (user: TestUser | null, id: string, body: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/property/${id}`, headers: bearer(user), payload: body });
  const send = (user: TestUser, url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...bearer(user), ...body.headers }, payload: body.payload });
  const stored = async (id: string) => {
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, id));
    if (!row) throw new Error('missing');
    return row;
  };

  it('merges an owner edit into the stored data, keeping fields it did not send', async () => {
    const id = await createListing(ctx, seller.id, { status: 'Active' });
    const before = await stored(id);
    const res = await put(seller, id, { propertyData: { pricing: { expectedPrice: '61.5' }, comments: 'Price revised' } });
    expect(res.statusCode).toBe(200);
    const after = await stored(id);
    const data = after.propertyData as ReturnType<typeof samplePropertyData>;
    const old = before.propertyData as ReturnType<typeof samplePropertyData>;
    expect(data.pricing).toEqual({ ...old.pricing, expectedPrice: 61.5 });
    expect(data.property).toMatchObject(old.property);
    expect(data.seller).toMatchObject(old.seller);
    expect(data.date).toBe(old.date);
    expect(data.comments).toBe('Price revised');
    // The search columns follow the data, and a seller's edit keeps an approved listing Active.
    expect(after).toMatchObject({ priceLakhs: 61.5, status: 'Active' });
    expect(res.json().property).toMatchObject({ _id: id, status: 'Active', userId: { _id: seller.id, mobile: seller.mobile } });
  });

  it('keeps a Pending listing Pending after the owner edits it', async () => {
    const id = await createListing(ctx, seller.id, { status: 'Pending' });
    expect((await put(seller, id, { propertyData: { property: { title: 'Renamed' } } })).json().property.status).toBe('Pending');
  });

  it('validates the merged data and names the field', async () => {
    const id = await createListing(ctx, seller.id);
    const before = await stored(id);
    const res = await put(seller, id, { propertyData: { property: { type: 'plot', plotSize: '' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`property.plotSize: ${TEXTS.plotSizeRequired}`);
    const occupied = await put(seller, id, { propertyData: { pricing: { availability: 'occupied', vacantDate: '' } } });
    expect(occupied.json().error).toBe(`pricing.vacantDate: ${TEXTS.missingInfoBody}`);
    expect(await stored(id)).toEqual(before);
  });

  it('turns a listing edited into a plot into N/A fields', async () => {
    const id = await createListing(ctx, seller.id, { data: { property: { type: 'flat' } } });
    const res = await put(seller, id, { propertyData: { property: { type: 'plot', plotSize: '300' } } });
    expect(res.json().property.propertyData.property).toMatchObject({ type: 'plot', bhk: 'N/A', carpetArea: 'N/A', totalFloors: 'N/A' });
    expect((await stored(id)).bhk).toBe('N/A');
  });

  it('refuses status and sale fields from a seller, even on their own listing', async () => {
    const id = await createListing(ctx, seller.id, { status: 'Pending' });
    for (const body of [{ status: 'Active' }, { soldDetails: { price: 10 } }, { buyerName: 'Me' }]) {
      const res = await put(seller, id, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Only staff can change the status or sale details of a listing');
    }
    expect((await stored(id)).status).toBe('Pending');
  });

  it("answers another seller's edit or delete with 404 and changes nothing", async () => {
    const id = await createListing(ctx, seller.id);
    const before = await stored(id);
    const edit = await put(otherSeller, id, { propertyData: { comments: 'mine now' } });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error).toBe('Property not found');
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/property/${id}`, headers: bearer(otherSeller) });
    expect(del.statusCode).toBe(404);
    const view = await ctx.app.inject({ method: 'GET', url: `/api/property/mine/${id}`, headers: bearer(otherSeller) });
    expect(view.statusCode).toBe(404);
    // The same answer as for an id that does not exist.
    const missing = await put(otherSeller, '0f8fad5b-d9cb-469f-a165-70867728950e', { propertyData: { comments: 'x' } });
    expect(missing.json()).toEqual(edit.json());
    expect((await put(buyer, id, { propertyData: { comments: 'x' } })).statusCode).toBe(403);
    expect((await put(null, id, { propertyData: { comments: 'x' } })).statusCode).toBe(401);
    expect(await stored(id)).toEqual(before);
  });

  it('lets staff approve, mark sold (with the sale) and put a sold listing back on the market', async () => {
    const id = await createListing(ctx, seller.id, { status: 'Pending' });
    expect((await put(admin, id, { status: 'Active' })).json().property.status).toBe('Active');

    const res = await put(admin, id, { status: 'Sold', soldDetails: { date: '2026-03-01', price: 58 }, buyerName: 'R. Gupta' });
    expect(res.json().property).toMatchObject({
      status: 'Sold',
      soldDetails: { price: 58, date: new Date('2026-03-01').toISOString() },
      buyerName: 'R. Gupta',
    });
    expect(sold).toContainEqual(expect.objectContaining({ propertyId: id, price: 58 }));

    // Editing the sale on the sold screen does not announce a second sale.
    const events = sold.length;
    const edited = await put(admin, id, { status: 'Sold', soldDetails: { price: 60 }, buyerContact: '+919800000000' });
    expect(edited.json().property).toMatchObject({ soldDetails: { price: 60 }, buyerName: 'R. Gupta', buyerContact: '+919800000000' });
    expect(sold).toHaveLength(events);

    const back = await put(admin, id, { status: 'Active' });
    expect(back.json().property).toMatchObject({ status: 'Active', soldDetails: null, buyerName: null, buyerContact: null });
    expect(await stored(id)).toMatchObject({ soldPrice: null, soldDate: null });
  });

  it('marks sold at the asking price and today when staff send no sale details', async () => {
    const id = await createListing(ctx, seller.id, { data: { pricing: { expectedPrice: 44 } } });
    const res = await put(admin, id, { status: 'Sold' });
    expect(res.json().property.soldDetails.price).toBe(44);
    expect(Date.now() - Date.parse(res.json().property.soldDetails.date)).toBeLessThan(60_000);
  });

  it('removes dropped media from the listing, the database and the disk; refuses foreign URLs', async () => {
    const files = [{ data: await photo('jpeg') }, { data: await photo('png') }, { data: mp4() }];
    const up = await send(seller, '/api/property/upload', uploadBody(samplePropertyData(), files));
    const { _id: id, media } = up.json().property as { _id: string; media: string[] };
    const file = (url: string) => path.join(ctx.dataDir, 'media', url.replace('/media/', ''));
    const dropped = media[1] as string;

    const foreign = await put(seller, id, { media: [media[0], '/media/demo-01-detail.webp'] });
    expect(foreign.statusCode).toBe(400);

    const res = await put(seller, id, { media: [media[2], media[0]] });
    expect(res.json().property.media).toEqual([media[2], media[0]]);
    expect(existsSync(file(dropped))).toBe(false);
    expect(existsSync(file(dropped.replace('-detail', '-card')))).toBe(false);
    expect(existsSync(file(media[0] as string))).toBe(true);
    const rows = await ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.propertyId, id));
    expect(rows).toHaveLength(3);
  });

  it('adds media to a listing, within the 10-file cap', async () => {
    const id = await createListing(ctx, seller.id, { media: Array.from({ length: 8 }, () => '/media/demo-01-detail.webp') });
    const add = (user: TestUser, n: number) =>
      Promise.all(Array.from({ length: n }, () => photo('jpeg', 200, 150))).then((files) =>
        send(
          user,
          `/api/property/${id}/media`,
          multipart(files.map((data) => ({ name: 'media', filename: 'a.jpg', contentType: 'image/jpeg', data }))),
        ),
      );
    const before = await snapshot(ctx);
    const tooMany = await add(seller, 3);
    expect(tooMany.statusCode).toBe(413);
    expect(await snapshot(ctx)).toEqual(before);
    expect((await add(otherSeller, 1)).statusCode).toBe(404);
    expect(await snapshot(ctx)).toEqual(before);

    const res = await add(seller, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().property.media).toHaveLength(10);
    expect(res.json().property.media[9]).toMatch(/-detail\.webp$/);
  });

  it('soft-deletes for the owner and for staff; a deleted listing is gone for later calls', async () => {
    const own = await createListing(ctx, seller.id);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/property/${own}`, headers: bearer(seller) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await stored(own)).deletedAt).toBeInstanceOf(Date);
    expect((await put(seller, own, { propertyData: { comments: 'x' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/property/${own}`, headers: bearer(seller) })).statusCode).toBe(404);

    const byStaff = await createListing(ctx, seller.id);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/property/${byStaff}`, headers: bearer(admin) })).statusCode).toBe(200);
  });

  it("lists the caller's own listings of any status, newest first, paginated", async () => {
    const me = await createUser(ctx, 'seller');
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const a = await createListing(ctx, me.id, { status: 'Pending', createdAt: day(1) });
    const b = await createListing(ctx, me.id, { status: 'Sold', createdAt: day(3) });
    const c = await createListing(ctx, me.id, { status: 'Active', createdAt: day(2) });
    const gone = await createListing(ctx, me.id, { createdAt: day(4) });
    await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, gone));
    await createListing(ctx, seller.id, { createdAt: day(5) });

    const first = await ctx.app.inject({ method: 'GET', url: '/api/property/mine?limit=2', headers: bearer(me) });
    expect(first.json()).toMatchObject({ total: 3, totalPages: 2, page: 1 });
    expect(first.json().properties.map((p: { _id: string }) => p._id)).toEqual([b, c]);
    const second = await ctx.app.inject({ method: 'GET', url: '/api/property/mine?limit=2&page=2', headers: bearer(me) });
    expect(second.json().properties.map((p: { _id: string; status: string }) => [p._id, p.status])).toEqual([[a, 'Pending']]);

    const one = await ctx.app.inject({ method: 'GET', url: `/api/property/mine/${a}`, headers: bearer(me) });
    expect(one.json().property).toMatchObject({ _id: a, status: 'Pending' });
  });
});
