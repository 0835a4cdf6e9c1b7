import type { SellerRow } from '@ncr/shared/schemas/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

describe('admin sellers', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let subadmin: TestUser;
  let rohit: TestUser;
  let meera: TestUser;
  const list = async (page = 1) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/seller/all?page=${page}`, headers: bearer(subadmin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { sellers: SellerRow[]; totalPages: number; total: number };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    subadmin = await createUser(ctx, 'subadmin');
    rohit = await createUser(ctx, 'seller', { fullName: 'Rohit Khanna', email: 'rohit@example.test' });
    meera = await createUser(ctx, 'seller', { fullName: 'Meera Iyer' });
    const base = Date.now() - 100 * 60_000;
    await createListing(ctx, rohit.id, { createdAt: new Date(base) });
    await createListing(ctx, rohit.id, { createdAt: new Date(base + 60_000), status: 'Pending' });
    await createListing(ctx, rohit.id, {
      createdAt: new Date(base + 120_000),
      data: {
        seller: { city: 'Noida', fullName: 'Someone Else' },
        property: { type: 'house', address: '12, Sector 50, Noida' },
        pricing: { expectedPrice: 95 },
      },
    });
    const deleted = await createListing(ctx, rohit.id, { createdAt: new Date(base + 180_000) });
    await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, deleted));
    // Staff-posted listings for two owners without accounts; one mobile written two ways.
    await createListing(ctx, admin.id, {
      createdAt: new Date(base + 240_000),
      data: { seller: { fullName: 'Harpreet Singh', mobileNumber: '+91 98110 00003', city: 'Delhi' } },
    });
    await createListing(ctx, subadmin.id, {
      createdAt: new Date(base + 300_000),
      data: {
        seller: { fullName: 'Harpreet Singh', mobileNumber: '9811000003', city: 'Gurugaon' },
        property: { type: 'commercial', address: 'Shop 4, Sohna Road, Gurugaon' },
        pricing: { expectedPrice: 140 },
      },
    });
    await createListing(ctx, admin.id, {
      createdAt: new Date(base + 360_000),
      data: { seller: { fullName: 'Ayesha Qureshi', mobileNumber: '+919811000004' } },
    });
    const gone = await createUser(ctx, 'seller', { fullName: 'Deleted Seller' });
    await ctx.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
  });
  afterAll(() => ctx.close());

  it('has one row per seller account and per seller of staff-posted listings, with real counts', async () => {
    const { sellers, total, totalPages } = await list();
    expect(total).toBe(4);
    expect(totalPages).toBe(1);
    const byName = Object.fromEntries(sellers.map((s) => [s.name, s]));
    expect(Object.keys(byName).sort()).toEqual(['Ayesha Qureshi', 'Harpreet Singh', 'Meera Iyer', 'Rohit Khanna']);
    // Account: contact from the account, details from the latest live listing, real count.
    expect(byName['Rohit Khanna']).toMatchObject({
      _id: rohit.id,
      kind: 'account',
      phone: rohit.mobile,
      email: 'rohit@example.test',
      city: 'Noida',
      propertyType: 'house',
      address: '12, Sector 50, Noida',
      price: 95,
      totalListings: 3,
    });
    expect(byName['Meera Iyer']).toMatchObject({ _id: meera.id, totalListings: 0, city: null, price: null });
    // Staff-posted: contact from the seller block, grouped by mobile, latest listing's details.
    expect(byName['Harpreet Singh']).toMatchObject({
      _id: 'listing-seller:9811000003',
      kind: 'staff-listing',
      phone: '9811000003',
      email: null,
      city: 'Gurugaon',
      propertyType: 'commercial',
      address: 'Shop 4, Sohna Road, Gurugaon',
      price: 140,
      totalListings: 2,
    });
    expect(byName['Ayesha Qureshi']?.totalListings).toBe(1);
  });

  it('paginates the rows', async () => {
    for (let i = 0; i < 25; i++) await createUser(ctx, 'seller');
    const first = await list(1);
    expect(first.total).toBe(29);
    expect(first.totalPages).toBe(2);
    const second = await list(2);
    const ids = new Set([...first.sellers, ...second.sellers].map((s) => s._id));
    expect(ids.size).toBe(29);
  });

  it('deletes a seller account softly with its listings, and refuses rows without an account', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/seller/${rohit.id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const [account] = await ctx.app.db.select().from(users).where(eq(users.id, rohit.id));
    expect(account?.deletedAt).toBeInstanceOf(Date);
    const listings = await ctx.app.db.select().from(properties).where(eq(properties.ownerId, rohit.id));
    expect(listings.every((l) => l.deletedAt !== null)).toBe(true);
    // The seller's token no longer works.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(rohit) })).statusCode).toBe(401);
    expect((await list()).sellers.some((s) => s._id === rohit.id)).toBe(false);

    const derived = await ctx.app.inject({ method: 'DELETE', url: '/api/seller/listing-seller:9811000003', headers: bearer(admin) });
    expect(derived.statusCode).toBe(400);
    expect(derived.json().error).toMatch(/listed by staff/);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/seller/${rohit.id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/seller/${subadmin.id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/seller/junk', headers: bearer(admin) })).statusCode).toBe(400);
  });
});
