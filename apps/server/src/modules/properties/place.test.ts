import { placeSlug } from '@ncr/shared/places';
import type { PlaceSummary } from '@ncr/shared/schemas/places';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketRates, properties } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';
import { createRental } from '../../../test/rental-fixtures';

// A city's and a locality's page (docs/decisions/0130): the slugs, the one address, 404 and 410,
// and counts equal to what the page's links find.
describe('GET /api/property/place', () => {
  let ctx: TestContext;
  const month = (monthsAgo: number) => {
    const at = new Date();
    at.setUTCDate(10);
    at.setUTCMonth(at.getUTCMonth() - monthsAgo);
    return at;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, 'seller');
    const sale = (locality: string, type: 'flat' | 'house', bhk: '2' | '3', price: number, area: number, extra = {}) =>
      createListing(ctx, seller.id, {
        ...extra,
        data: {
          seller: { city: 'Noida' },
          property: { type, bhk, locality, area: String(area), areaUnit: 'sqft', builtUpArea: String(area) },
          pricing: { expectedPrice: price },
        },
      });
    // Sector 62 as sellers write it: three spellings, one locality.
    await sale('Sector 62', 'flat', '2', 60, 1000, { createdAt: month(2) });
    await sale('Sector 62', 'flat', '3', 90, 1500, { createdAt: month(1) });
    await sale('sector-62', 'flat', '2', 70, 1000, { createdAt: month(1) });
    await sale('Sec 62', 'house', '3', 150, 2000, { createdAt: month(0) });
    await sale('Sector 62', 'flat', '2', 80, 1000, { createdAt: month(0), status: 'Sold' });
    await sale('Sector 63', 'flat', '2', 50, 1000);
    await sale('Sector 18', 'flat', '2', 80, 1000);
    await sale('Sector 137', 'flat', '3', 75, 1200);
    await sale('Sector 99', 'flat', '2', 55, 1000, { status: 'Sold' });
    await sale('Sector 120', 'flat', '2', 55, 1000, { status: 'Pending' });
    await createListing(ctx, seller.id, { data: { seller: { city: 'Gurugaon' }, property: { locality: 'DLF Phase 2' } } });
    await createRental(ctx, seller.id, {
      data: { seller: { city: 'Noida' }, property: { locality: 'Sector 62' }, pricing: { monthlyRent: 25_000 } },
    });
    await ctx.app.db
      .insert(marketRates)
      .values({ city: 'Noida', locality: 'Sector 62', ratePerSqft: 9000, source: 'Test', recordedOn: '2026-01-01' });
  });
  afterAll(() => ctx.close());

  const place = async (query: string) => ctx.app.inject({ method: 'GET', url: `/api/property/place?${query}` });
  const summary = async (query: string) => {
    const res = await place(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PlaceSummary;
  };
  const found = async (query: Record<string, string>) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/property/search?${new URLSearchParams(query)}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { total: number }).total;
  };

  it("counts a locality's listings by type and BHK, each count what its search finds", async () => {
    const page = await summary('city=noida&locality=sector-62');
    expect(page).toMatchObject({
      city: 'Noida',
      locality: 'Sector 62',
      path: '/property-in/noida/sector-62',
      total: 4,
      measure: 'perSqft',
    });
    expect(page.types).toEqual(
      expect.arrayContaining([
        { value: 'flat', count: 3 },
        { value: 'house', count: 1 },
      ]),
    );
    expect(page.bhk).toEqual(
      expect.arrayContaining([
        { value: '2', count: 2 },
        { value: '3', count: 2 },
      ]),
    );
    const base = { location: page.city, locality: page.locality as string };
    expect(await found(base)).toBe(page.total);
    for (const { value, count } of page.types) expect(await found({ ...base, propertyType: value }), value).toBe(count);
    for (const { value, count } of page.bhk) expect(await found({ ...base, bhk: value }), value).toBe(count);
  });

  it('gives the market rate, the median asking price per sq ft and its trend by month', async () => {
    const page = await summary('city=noida&locality=sector-62');
    expect(page.market).toBe(9000);
    // Available: 6,000, 6,000, 7,000 and 7,500 a sq ft.
    expect(page.median).toBe(6500);
    // The trend is of every listing posted, the sold one (8,000 a sq ft this month) too.
    expect(page.trend.map((t) => t.listings)).toEqual([1, 2, 2]);
    expect(page.trend.map((t) => t.median)).toEqual([6000, 6500, 7750]);
    expect(page.trend[0]?.month).toBe(month(2).toISOString().slice(0, 7));
  });

  it('shows a market rate staff change on the next read, whichever way they spelt the locality', async () => {
    await ctx.app.db.execute(sql`update ${marketRates} set rate_per_sqft = 9500, locality = 'Sec 62' where locality = 'Sector 62'`);
    expect((await summary('city=noida&locality=sector-62')).market).toBe(9500);
    await ctx.app.db.execute(sql`update ${marketRates} set rate_per_sqft = 9000, locality = 'Sector 62' where locality = 'Sec 62'`);
    expect((await summary('city=noida&locality=sector-62')).market).toBe(9000);
  });

  it("names the nearest-numbered sectors as a sector's neighbours, each with what its search finds", async () => {
    const page = await summary('city=noida&locality=sector-62');
    expect(page.places.map((p) => p.name)).toEqual(['Sector 63', 'Sector 18', 'Sector 137']);
    expect(page.places[0]).toEqual({ name: 'Sector 63', path: '/property-in/noida/sector-63', count: 1 });
  });

  it("lists a city's localities with their counts, and counts the city as its search does", async () => {
    const page = await summary('city=noida');
    expect(page).toMatchObject({ city: 'Noida', locality: null, path: '/property-in/noida', market: null });
    expect(page.total).toBe(await found({ location: 'Noida' }));
    expect(page.places[0]).toEqual({ name: 'Sector 62', path: '/property-in/noida/sector-62', count: 4 });
    for (const p of page.places) expect(await found({ location: 'Noida', locality: p.name }), p.name).toBe(p.count);
  });

  it('reads any spelling of the city and of the locality, and names the one address', async () => {
    expect((await summary('city=gurgaon')).path).toBe('/property-in/gurugaon');
    expect((await summary('city=Gurugram&locality=DLF-Phase-2')).path).toBe('/property-in/gurugaon/dlf-phase-2');
    expect((await summary('city=noida&locality=Sec-62')).path).toBe('/property-in/noida/sector-62');
    // The search's locality filter reads the spellings alike too.
    expect(await found({ location: 'Noida', locality: 'sec 62' })).toBe(4);
  });

  it('answers 404 for a place it never had a listing in, 410 for one whose listings are gone', async () => {
    expect((await place('city=mumbai')).statusCode).toBe(404);
    expect((await place('city=noida&locality=sector-404')).statusCode).toBe(404);
    // Only a listing waiting for approval: never public.
    expect((await place('city=noida&locality=sector-120')).statusCode).toBe(404);
    const sold = await place('city=noida&locality=sector-99');
    expect(sold.statusCode).toBe(410);
    expect(sold.json()).toEqual({ error: 'No property is listed here any more' });
    expect((await place('city=noida&locality=sector%2062')).statusCode).toBe(400);
  });

  it('has a rental page for a locality with rentals, at its own address', async () => {
    const page = await summary('purpose=rent&city=noida&locality=sector-62');
    expect(page).toMatchObject({ path: '/rent-in/noida/sector-62', total: 1, measure: 'rentPerMonth', median: 25_000, market: null });
    expect(await found({ purpose: 'rent', location: 'Noida', locality: 'Sector 62' })).toBe(1);
    expect((await place('purpose=rent&city=noida&locality=sector-63')).statusCode).toBe(404);
  });

  it('a page goes when its last listing does: 410', async () => {
    expect((await place('city=noida&locality=sector-137')).statusCode).toBe(200);
    await ctx.app.db.execute(sql`update ${properties} set deleted_at = now() where locality = 'Sector 137'`);
    expect((await place('city=noida&locality=sector-137')).statusCode).toBe(410);
  });

  it("writes slugs in SQL as the site's code does", async () => {
    const names = [
      'Sector 62',
      'Sec-62',
      'SECTOR62',
      'sec. 62',
      ' DLF Phase 2 ',
      'Secunderabad Colony',
      'Pocket B-4, Vasant Kunj',
      '--x--',
    ];
    for (const name of names) {
      const result = (await ctx.app.db.execute(sql`select place_slug(${name}) as slug`)) as unknown as { rows: { slug: string }[] };
      expect(result.rows[0]?.slug, name).toBe(placeSlug(name));
    }
  });
});
