import type { Listing } from '@ncr/shared/schemas/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';

// Independent of the server's code: a plain median over the seeded numbers.
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
// Price per sq ft as listings store it: rupees over sq ft, to the paisa.
const perSqft = (lakhs: number, area: number) => Math.round((lakhs * 100_000 * 100) / area) / 100;

describe('below-market insight on the listing JSON', () => {
  let ctx: TestContext;
  const sector62: { id: string; lakhs: number; area: number }[] = [];
  const sector18: { id: string; lakhs: number; area: number }[] = [];
  let pendingId = '';
  let lonelyHouse = '';
  const get = async (id: string): Promise<Listing> => (await ctx.app.inject({ method: 'GET', url: `/api/property/${id}` })).json();
  const flat = (locality: string, lakhs: number, area: number, status: 'Active' | 'Sold' | 'Pending' = 'Active') =>
    createListing(ctx, ownerId, {
      status,
      data: {
        seller: { city: 'Noida' },
        property: { type: 'flat', locality, area: String(area), builtUpArea: String(area) },
        pricing: { expectedPrice: lakhs },
      },
    });
  let ownerId = '';
  let adminToken = '';

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await createUser(ctx, 'admin');
    ownerId = admin.id;
    adminToken = admin.token;
    const seeds62 = [
      [62, 1000],
      [70, 1150],
      [48, 900],
      [95, 1400],
      [40, 1000],
      [81, 1300],
    ] as const;
    for (const [i, [lakhs, area]] of seeds62.entries()) {
      sector62.push({ id: await flat('Sector 62', lakhs, area, i === 5 ? 'Sold' : 'Active'), lakhs, area });
    }
    for (const [lakhs, area] of [
      [55, 1000],
      [30, 1000],
    ] as const) {
      sector18.push({ id: await flat('Sector 18', lakhs, area), lakhs, area });
    }
    // Pending listings are not comparables and get no figures.
    pendingId = await flat('Sector 62', 10, 1000, 'Pending');
    lonelyHouse = await createListing(ctx, ownerId, {
      data: { seller: { city: 'Delhi' }, property: { type: 'house', area: '1500' }, pricing: { expectedPrice: 150 } },
    });
  });
  afterAll(() => ctx.close());

  it('compares with the locality median when it has 5 or more comparables', async () => {
    const expected = median(sector62.map((l) => perSqft(l.lakhs, l.area)));
    for (const l of sector62) {
      const { market } = await get(l.id);
      expect(market).toEqual({
        medianPricePerSqft: Math.round(expected),
        comparables: 6,
        scope: 'locality',
        place: 'Sector 62, Noida',
        percentBelow: Math.round(((expected - perSqft(l.lakhs, l.area)) / expected) * 100),
      });
    }
  });

  it('falls back to the city below 5 in the locality', async () => {
    const all = [...sector62, ...sector18];
    const expected = median(all.map((l) => perSqft(l.lakhs, l.area)));
    const cheap = sector18[1] as { id: string; lakhs: number; area: number };
    const { market } = await get(cheap.id);
    expect(market).toEqual({
      medianPricePerSqft: Math.round(expected),
      comparables: 8,
      scope: 'city',
      place: 'Noida',
      percentBelow: Math.round(((expected - perSqft(cheap.lakhs, cheap.area)) / expected) * 100),
    });
  });

  it('shows no figures below 5 comparables or for a listing not yet public', async () => {
    expect((await get(lonelyHouse)).market).toBeNull();
    const search = await ctx.app.inject({ method: 'GET', url: '/api/property/search?location=Delhi' });
    expect((search.json().properties as Listing[]).find((p) => p._id === lonelyHouse)?.market).toBeNull();
    const owner = await ctx.app.inject({
      method: 'GET',
      url: `/api/property/${pendingId}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().market).toBeNull();
  });

  it('search results carry the same figures as the detail', async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/api/property/search?location=Noida&limit=24' });
    for (const listing of search.json().properties as Listing[]) {
      expect(listing.market).toEqual((await get(listing._id)).market);
    }
  });

  it('sorts by best deal and filters by minDiscount, by the figures the listings carry', async () => {
    const median62 = median(sector62.map((l) => perSqft(l.lakhs, l.area)));
    const medianCity = median([...sector62, ...sector18].map((l) => perSqft(l.lakhs, l.area)));
    const below = (l: { lakhs: number; area: number }, of: number) => Math.round(((of - perSqft(l.lakhs, l.area)) / of) * 100);
    const expected = [
      ...sector62.map((l) => ({ id: l.id, percent: below(l, median62) })),
      ...sector18.map((l) => ({ id: l.id, percent: below(l, medianCity) })),
    ].sort((a, b) => b.percent - a.percent || (a.id < b.id ? 1 : -1));
    // Sold listings count as comparables and are asked for here too.
    const search = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/property/search?${query}&limit=24&showSold=true` })).json() as {
        properties: Listing[];
        total: number;
      };
    const best = await search('sort=discount-desc');
    // Every listing with a figure, furthest below first; the house without comparables last.
    expect(best.properties.map((l) => l._id)).toEqual([...expected.map((e) => e.id), lonelyHouse]);
    expect(best.properties.map((l) => l.market?.percentBelow ?? null)).toEqual([...expected.map((e) => e.percent), null]);
    const atLeast10 = await search('minDiscount=10&sort=discount-desc');
    expect(atLeast10.properties.map((l) => l._id)).toEqual(expected.filter((e) => e.percent >= 10).map((e) => e.id));
    expect(atLeast10.total).toBe(expected.filter((e) => e.percent >= 10).length);
    const inSector62 = await search('minDiscount=0&location=Noida&locality=Sector+62&sort=price-asc');
    expect(inSector62.properties.map((l) => l._id).sort()).toEqual(
      sector62
        .filter((l) => below(l, median62) >= 0)
        .map((l) => l.id)
        .sort(),
    );
  });

  it('staff can list the listings more than 50% below their median, and only staff', async () => {
    // A typo-like price: 9 lakhs for 1,000 sq ft in Sector 62.
    const suspicious = await flat('Sector 62', 9, 1000);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/property/admin?farBelowMarket=true',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const flagged = (res.json().properties as Listing[]).map((l) => l._id).sort();
    // Independently: every public listing whose own figures say more than 50% below.
    const all = [...sector62, ...sector18].map((l) => l.id).concat(suspicious, lonelyHouse);
    const expected: string[] = [];
    for (const id of all) if (((await get(id)).market?.percentBelow ?? 0) > 50) expected.push(id);
    expect(expected).toContain(suspicious);
    expect(flagged).toEqual(expected.sort());
    const unfiltered = await ctx.app.inject({
      method: 'GET',
      url: '/api/property/admin',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(unfiltered.json().total).toBeGreaterThan(flagged.length);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/property/admin?farBelowMarket=maybe',
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).statusCode,
    ).toBe(400);
  });
});
