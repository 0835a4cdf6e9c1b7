import type { ListingFigures, ListingInsight } from '@ncr/shared/schemas/insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQueries, listingActivity, siteVisits } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { daysBefore, istDay } from './visitor';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('seller insight: views and wishlist adds per listing', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let seller: TestUser;
  let otherSeller: TestUser;
  let subadmin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    buyer = await createUser(ctx, 'buyer');
    otherBuyer = await createUser(ctx, 'buyer');
    seller = await createUser(ctx, 'seller');
    otherSeller = await createUser(ctx, 'seller');
    subadmin = await createUser(ctx, 'subadmin');
  });
  afterAll(() => ctx.close());

  const view = (id: string, user?: TestUser, agent = CHROME, ip = '203.0.113.7') =>
    ctx.app.inject({ method: 'GET', url: `/api/property/${id}`, headers: { ...bearer(user), 'user-agent': agent }, remoteAddress: ip });
  const save = (id: string, user: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: { ...bearer(user), 'user-agent': CHROME },
      payload: { propertyId: id },
    });
  const mine = async (user: TestUser): Promise<ListingInsight[]> => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seller/insights', headers: bearer(user) });
    expect(res.statusCode).toBe(200);
    return res.json().listings;
  };
  const figuresFor = async (user: TestUser, id: string): Promise<ListingFigures | undefined> =>
    (await mine(user)).find((l) => l._id === id)?.figures;

  it('counts one view per visitor per day: signed-in buyers by account, others by network', async () => {
    const id = await createListing(ctx, seller.id);
    for (let i = 0; i < 3; i++) expect((await view(id, buyer)).statusCode).toBe(200);
    await view(id, otherBuyer);
    await view(id); // anonymous Chrome
    await view(id); // the same browser again
    await view(id, undefined, FIREFOX); // another browser at the same address: the same network
    await view(id, undefined, CHROME, '198.51.100.20'); // the same browser elsewhere
    expect((await figuresFor(seller, id))?.views).toEqual({ last7Days: 4, last30Days: 4 });
  });

  it('does not count a new view for every user agent a script makes up, nor for each address of one IPv6 /64', async () => {
    const id = await createListing(ctx, seller.id);
    for (let i = 0; i < 20; i++) await view(id, undefined, `${CHROME} Build/${i}`);
    for (let i = 1; i <= 5; i++) await view(id, undefined, `${FIREFOX} ${i}`, `2001:db8:1:2::${i}`);
    expect((await figuresFor(seller, id))?.views).toEqual({ last7Days: 2, last30Days: 2 });
  });

  it('does not count bots, scripts, the owner or staff', async () => {
    const id = await createListing(ctx, seller.id);
    await view(id, undefined, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await view(id, undefined, 'curl/8.5.0');
    await view(id, undefined, '');
    await view(id, seller);
    await view(id, subadmin);
    await save(id, seller); // the owner saving their own listing
    const figures = await figuresFor(seller, id);
    const none = { last7Days: 0, last30Days: 0 };
    expect(figures).toEqual({ views: none, wishlistAdds: none, enquiries: none, visits: none });
  });

  it('counts wishlist adds once per buyer per day, and lists only the caller’s listings with status', async () => {
    const id = await createListing(ctx, seller.id, { status: 'Sold' });
    const foreign = await createListing(ctx, otherSeller.id);
    await save(id, buyer);
    await save(id, buyer);
    await save(id, otherBuyer);
    await save(foreign, buyer);
    const listings = await mine(seller);
    const found = listings.find((l) => l._id === id);
    expect(found?.status).toBe('Sold');
    expect(found?.figures.wishlistAdds).toEqual({ last7Days: 2, last30Days: 2 });
    expect(listings.some((l) => l._id === foreign)).toBe(false);
    expect((await figuresFor(otherSeller, foreign))?.wishlistAdds.last30Days).toBe(1);
  });

  it('splits the last 7 and the last 30 days, and forgets older activity', async () => {
    const id = await createListing(ctx, seller.id);
    const today = istDay(new Date());
    await ctx.app.db.insert(listingActivity).values([
      { propertyId: id, kind: 'view', day: daysBefore(today, 6), visitor: 'a:one' },
      { propertyId: id, kind: 'view', day: daysBefore(today, 7), visitor: 'a:two' },
      { propertyId: id, kind: 'view', day: daysBefore(today, 29), visitor: 'a:three' },
      { propertyId: id, kind: 'view', day: daysBefore(today, 30), visitor: 'a:four' },
      { propertyId: id, kind: 'wishlist', day: daysBefore(today, 12), visitor: buyer.id },
    ]);
    await view(id, buyer);
    expect(await figuresFor(seller, id)).toEqual({
      views: { last7Days: 2, last30Days: 4 },
      wishlistAdds: { last7Days: 0, last30Days: 1 },
      enquiries: { last7Days: 0, last30Days: 0 },
      visits: { last7Days: 0, last30Days: 0 },
    });
  });

  it('counts the enquiries sent from a listing and the site visits booked on it, by the India day they came', async () => {
    const id = await createListing(ctx, seller.id);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await ctx.app.db.insert(contactQueries).values([
      { name: 'Asha', phone: '+919876543210', message: 'Still available?', propertyId: id, createdAt: daysAgo(1) },
      { name: 'Ravi', phone: '+919876543211', message: 'Best price?', propertyId: id, createdAt: daysAgo(10) },
      { name: 'Old', phone: '+919876543212', message: 'Long ago', propertyId: id, createdAt: daysAgo(40) },
      { name: 'Elsewhere', phone: '+919876543213', message: 'Not about it', createdAt: daysAgo(1) },
    ]);
    await ctx.app.db
      .insert(siteVisits)
      .values({ propertyId: id, buyerId: buyer.id, date: istDay(new Date()), slot: 'morning', phone: '+919876543210' });
    const figures = await figuresFor(seller, id);
    expect(figures?.enquiries).toEqual({ last7Days: 1, last30Days: 2 });
    expect(figures?.visits).toEqual({ last7Days: 1, last30Days: 1 });
  });

  it('gives staff the figures of the listings they ask for, and refuses bad ids', async () => {
    const id = await createListing(ctx, seller.id);
    const unseen = await createListing(ctx, otherSeller.id);
    await view(id, buyer);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/listing-insights?ids=${id},${unseen}`, headers: bearer(subadmin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().figures[id].views).toEqual({ last7Days: 1, last30Days: 1 });
    expect(res.json().figures[unseen].views).toEqual({ last7Days: 0, last30Days: 0 });
    for (const ids of ['', 'not-a-uuid', Array.from({ length: 51 }, () => crypto.randomUUID()).join(',')]) {
      const bad = await ctx.app.inject({ method: 'GET', url: `/api/admin/listing-insights?ids=${ids}`, headers: bearer(subadmin) });
      expect(bad.statusCode, ids.slice(0, 20)).toBe(400);
    }
  });
});
