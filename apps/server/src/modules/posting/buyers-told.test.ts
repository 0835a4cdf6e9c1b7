import type { BuyersToldResponse, MyListingsAnswer } from '@ncr/shared/schemas/buyers-told';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { requirementForm } from '../../../test/requirement-fixtures';
import { waitFor } from '../../../test/wait';

// When a listing goes live its seller sees how many matching buyers were told, and when
// (docs/decisions/0104-virtual-tours-and-buyers-told.md); nobody else does.
describe('matching buyers told of a listing', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let seller: TestUser;
  let otherSeller: TestUser;
  let twoSearches: TestUser;
  let requirements: TestUser;
  let elsewhere: TestUser;

  const submitRequirements = async (user: TestUser, location: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/submit',
      headers: bearer(user),
      payload: requirementForm({ propertyType: ['House / Villa'], location }),
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const saveSearch = async (user: TestUser, frequency: string, filters: Record<string, string>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/saved-searches',
      headers: bearer(user),
      payload: { name: `${frequency} search`, filters, frequency },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const mine = async (user: TestUser) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/property/mine', headers: bearer(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MyListingsAnswer>();
  };
  const toldOf = async (user: TestUser, id: string) => (await mine(user)).properties.find((p) => p._id === id)?.buyersTold;

  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5' });
    admin = await createUser(ctx, 'admin');
    seller = await createUser(ctx, 'seller');
    otherSeller = await createUser(ctx, 'seller');
    twoSearches = await createUser(ctx, 'buyer');
    requirements = await createUser(ctx, 'buyer');
    elsewhere = await createUser(ctx, 'buyer');
    await saveSearch(twoSearches, 'instant', { location: 'Ghaziabad', propertyType: 'house' });
    await saveSearch(twoSearches, 'daily', { location: 'Ghaziabad' });
    // The same buyer's matching requirements do not count them twice.
    await submitRequirements(twoSearches, 'Ghaziabad');
    await submitRequirements(requirements, 'Ghaziabad');
    await submitRequirements(elsewhere, 'Faridabad');
    await saveSearch(elsewhere, 'instant', { location: 'Faridabad' });
  });
  afterAll(() => ctx.close());

  it('counts distinct buyers told after approval, with the times, for the owner only', async () => {
    const id = await createListing(ctx, seller.id, {
      status: 'Pending',
      data: { seller: { city: 'Ghaziabad' }, property: { type: 'house' }, pricing: { expectedPrice: 60 } },
    });
    // Pending: never live, nothing to say yet.
    expect(await toldOf(seller, id)).toBeNull();

    const approved = await ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/approve`, headers: bearer(admin) });
    expect(approved.statusCode, approved.body).toBe(200);

    const told = await waitFor(
      () => toldOf(seller, id),
      (t) => t?.telling === false,
    );
    expect(told).toMatchObject({ count: 2, telling: false });
    expect(told?.firstAt).toEqual(expect.any(String));
    expect(Date.parse(told?.lastAt ?? '')).toBeGreaterThanOrEqual(Date.parse(told?.firstAt ?? ''));

    // The requirements buyer heard of it in the app.
    const notes = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(requirements) });
    expect(notes.json().notifications.map((n: { propertyId: string; text: string }) => [n.propertyId, n.text.split(':')[0]])).toEqual([
      [id, 'New listing that fits your requirements'],
    ]);
    // The buyer of two matching searches has each search's alert, and no third for the requirements.
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(twoSearches) });
    expect(theirs.json().notifications).toHaveLength(2);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(elsewhere) })).json().notifications).toEqual(
      [],
    );

    // The owner's own answer for the one listing.
    const one = await ctx.app.inject({ method: 'GET', url: `/api/property/mine/${id}/buyers-told`, headers: bearer(seller) });
    expect(one.statusCode).toBe(200);
    expect(one.json<BuyersToldResponse>().buyersTold).toEqual(told);

    // Nobody else: another seller, staff, buyers and the public do not get it.
    for (const other of [otherSeller, admin]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/property/mine/${id}/buyers-told`, headers: bearer(other) });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('buyersTold');
    }
    expect((await mine(otherSeller)).properties.map((p) => p._id)).not.toContain(id);
    for (const user of [null, requirements, otherSeller, admin]) {
      const pub = await ctx.app.inject({ method: 'GET', url: `/api/property/${id}`, headers: bearer(user) });
      expect(pub.statusCode).toBe(200);
      expect(pub.body).not.toContain('buyersTold');
    }
    const search = await ctx.app.inject({ method: 'GET', url: '/api/property/search?location=Ghaziabad' });
    expect(search.body).not.toContain('buyersTold');
  });

  it('says so when no buyer matched a live listing', async () => {
    const id = await createListing(ctx, seller.id, {
      status: 'Pending',
      data: { seller: { city: 'Noida' }, property: { type: 'plot' }, pricing: { expectedPrice: 300 } },
    });
    const approved = await ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/approve`, headers: bearer(admin) });
    expect(approved.statusCode, approved.body).toBe(200);
    const told = await waitFor(
      () => toldOf(seller, id),
      (t) => t?.telling === false,
    );
    expect(told).toEqual({ count: 0, firstAt: null, lastAt: null, telling: false });
  });
});
