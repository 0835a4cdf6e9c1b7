import { TEXTS } from '@ncr/shared/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, wishlist } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

describe('wishlist', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let seller: TestUser;
  let otherSeller: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    buyer = await createUser(ctx, 'buyer');
    seller = await createUser(ctx, 'seller');
    otherSeller = await createUser(ctx, 'seller');
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  const add = (user: TestUser | undefined, propertyId: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/wishlist/add', headers: bearer(user), payload: { propertyId } });
  const remove = (user: TestUser | undefined, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/wishlist/remove/${id}`, headers: bearer(user) });
  const list = async (user: TestUser) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { _id: string }[]).map((p) => p._id);
    // The hearts' ids are the list's, in its order, whatever the list holds.
    const ids = await ctx.app.inject({ method: 'GET', url: '/api/wishlist/ids', headers: bearer(user) });
    expect(ids.statusCode).toBe(200);
    expect(ids.json()).toEqual({ ids: listed });
    return listed;
  };
  const stored = async (user: TestUser) =>
    (await ctx.app.db.select().from(wishlist).where(eq(wishlist.userId, user.id))).map((r) => r.propertyId);

  it('adds and removes listings idempotently, latest added first', async () => {
    const first = await createListing(ctx, seller.id);
    const second = await createListing(ctx, seller.id, { status: 'Sold' });
    expect((await add(buyer, first)).json()).toEqual({ success: true });
    expect((await add(buyer, first)).statusCode).toBe(200);
    expect((await add(buyer, second)).statusCode).toBe(200);
    expect(await list(buyer)).toEqual([second, first]);
    expect(await stored(buyer)).toHaveLength(2);

    expect((await remove(buyer, first)).json()).toEqual({ success: true });
    expect((await remove(buyer, first)).statusCode).toBe(200);
    expect(await list(buyer)).toEqual([second]);
    expect(await stored(buyer)).toEqual([second]);
  });

  it('keeps each member their own list, buyers and sellers alike', async () => {
    const id = await createListing(ctx, otherSeller.id);
    await add(seller, id);
    expect(await list(seller)).toEqual([id]);
    expect(await list(otherSeller)).toEqual([]);
  });

  it('returns full listings with the owner for the cards', async () => {
    const member = await createUser(ctx, 'buyer');
    const id = await createListing(ctx, seller.id, { media: ['/media/p-detail.webp'] });
    await add(member, id);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(member) });
    expect(res.json()).toEqual([
      expect.objectContaining({
        _id: id,
        media: ['/media/p-detail.webp'],
        userId: { role: 'seller', fullName: seller.fullName },
      }),
    ]);
  });

  it('answers 404 for unknown, deleted or someone else’s Pending listings, 400 for a malformed id', async () => {
    const pending = await createListing(ctx, seller.id, { status: 'Pending' });
    const deleted = await createListing(ctx, seller.id);
    await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, deleted));
    for (const id of ['00000000-0000-4000-8000-000000000000', pending, deleted]) {
      const res = await add(buyer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: TEXTS.propertyNotFound });
      expect((await remove(buyer, id)).statusCode).toBe(404);
    }
    expect((await add(buyer, 'nope')).statusCode).toBe(400);
    expect((await add(buyer, undefined)).statusCode).toBe(400);
    expect((await remove(buyer, 'nope')).statusCode).toBe(400);
    // The owner may save their own Pending listing, and it shows for them.
    expect((await add(seller, pending)).statusCode).toBe(200);
    expect(await list(seller)).toContain(pending);
  });

  it('hides saved listings that stop being visible, and still lets them be removed', async () => {
    const member = await createUser(ctx, 'buyer');
    const id = await createListing(ctx, seller.id);
    await add(member, id);
    await ctx.app.db.update(properties).set({ status: 'Pending' }).where(eq(properties.id, id));
    expect(await list(member)).toEqual([]);
    await ctx.app.db.update(properties).set({ status: 'Active' }).where(eq(properties.id, id));
    expect(await list(member)).toEqual([id]);
    await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, id));
    expect(await list(member)).toEqual([]);
    expect((await remove(member, id)).statusCode).toBe(200);
    expect(await stored(member)).toEqual([]);
  });

  it('is for signed-in buyers and sellers only', async () => {
    const id = await createListing(ctx, seller.id);
    expect((await add(undefined, id)).statusCode).toBe(401);
    expect((await add(admin, id)).statusCode).toBe(403);
    expect((await remove(admin, id)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(admin) })).statusCode).toBe(403);
  });
});
