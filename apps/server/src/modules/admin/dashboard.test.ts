import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQueries, properties, users } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

describe('admin dashboard', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let subadmin: TestUser;
  let seller: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    subadmin = await createUser(ctx, 'subadmin');
    seller = await createUser(ctx, 'seller');
    await createUser(ctx, 'seller');
    await createUser(ctx, 'buyer');
    await createUser(ctx, 'buyer');
    const goneBuyer = await createUser(ctx, 'buyer');
    await ctx.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, goneBuyer.id));
    const base = Date.now() - 100 * 60_000;
    for (let i = 0; i < 7; i++) {
      await createListing(ctx, seller.id, {
        createdAt: new Date(base + i * 60_000),
        status: i < 2 ? 'Sold' : i >= 5 ? 'Pending' : 'Active',
      });
    }
    // Deleted listings are in no counter, a deleted Pending one not in the queue either.
    for (const status of ['Sold', 'Pending'] as const) {
      const deleted = await createListing(ctx, admin.id, { createdAt: new Date(), status });
      await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, deleted));
    }
    for (let i = 0; i < 6; i++) {
      await ctx.app.db.insert(contactQueries).values({
        name: `Sender ${i}`,
        email: `s${i}@example.test`,
        phone: '+91 98100 00000',
        message: `Message ${i}`,
        createdAt: new Date(base + i * 1000),
      });
    }
  });
  afterAll(() => ctx.close());

  it('counts live listings, sold and Pending listings, buyers and sellers in the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(subadmin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counters).toEqual({
      totalProperties: 7,
      propertiesSold: 2,
      pendingApproval: 2,
      registeredBuyers: 2,
      registeredSellers: 2,
    });
  });

  it('lists the 5 newest listings (Pending included, with owner contact) and the 5 newest inquiries', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin) })).json();
    expect(body.recentProperties).toHaveLength(5);
    const dates = body.recentProperties.map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.recentProperties[0].status).toBe('Pending');
    expect(body.recentProperties[0].userId).toMatchObject({ _id: seller.id, mobile: seller.mobile });
    expect(body.recentQueries.map((q: { name: string }) => q.name)).toEqual(['Sender 5', 'Sender 4', 'Sender 3', 'Sender 2', 'Sender 1']);
    expect(body.recentQueries[0]).toMatchObject({ email: 's5@example.test', status: 'Unread' });
  });

  it('refuses members and anonymous callers', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(seller) })).statusCode).toBe(403);
  });
});
