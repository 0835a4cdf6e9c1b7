import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGET_RANGES } from '@ncr/shared/constants';
import { AVAILABILITY, FURNISHING } from '@ncr/shared/enums';
import { SEARCH_BHK_VALUES, SEARCH_SORTS } from '@ncr/shared/search';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '~/db/schema';
import { seed } from '~/db/seed/seed';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';

// Sorting, free ranges, several values per filter and facets, on a known data set of 26 public
// listings (with price ties, a listing without an area, plots measured in square yards) plus
// Pending and deleted ones that must never count. Every expectation comes from an oracle over the
// same specs, and a few from hand-counted numbers that check the oracle itself.
const CITY_LOCALITIES = [
  ['Noida', 'Sector 62'],
  ['Noida', 'Sector 137'],
  ['Delhi', 'Saket'],
  ['Delhi', 'Dwarka Sector 12'],
  ['Gurugaon', 'Sohna Road'],
] as const;
const TYPES = ['flat', 'house', 'plot', 'commercial'] as const;
const PRICES = [25, 40, 40, 60, 75.5, 100, 150, 150, 210, 33.3, 19.99];
const DAY = 86_400_000;

interface Spec {
  i: number;
  city: string;
  locality: string;
  type: string;
  bhk: string;
  price: number;
  /** Square feet as search sees it; null: no area given. */
  sqft: number | null;
  furnishing: string;
  availability: string;
  ageDays: number;
  status: 'Active' | 'Sold';
  id?: string;
}

const specs: Spec[] = Array.from({ length: 26 }, (_, i) => {
  const [city, locality] = CITY_LOCALITIES[i % CITY_LOCALITIES.length] as readonly [string, string];
  const type = TYPES[i % 4] as string;
  return {
    i,
    city,
    locality,
    type,
    bhk: type === 'plot' ? 'N/A' : (['1', '2', '3', '4', '5+'][i % 5] as string),
    price: PRICES[i % PRICES.length] as number,
    // Plots are given in square yards (x 9); listing 13 names no area at all.
    sqft: i === 13 ? null : type === 'plot' ? (100 + i * 10) * 9 : 500 + (i % 7) * 250,
    furnishing: FURNISHING[i % 3] as string,
    availability: AVAILABILITY[i % 3] as string,
    ageDays: i * 0.75 + 0.1,
    status: i % 6 === 5 ? 'Sold' : 'Active',
  };
});

const ppsf = (s: Spec) => (s.sqft ? Math.round((s.price * 100000 * 100) / s.sqft) / 100 : null);

type Query = Record<string, string>;

/** Percent below the median of comparables (same city and type, the locality with 5 or more, else the city), or null. */
function discountOf(s: Spec): number | null {
  const own = ppsf(s);
  if (own === null) return null;
  const median = (list: Spec[]) => {
    const values = list.map((c) => ppsf(c) as number).sort((a, b) => a - b);
    const middle = (values.length - 1) / 2;
    return ((values[Math.floor(middle)] as number) + (values[Math.ceil(middle)] as number)) / 2;
  };
  const withArea = specs.filter((c) => ppsf(c) !== null && c.city === s.city && c.type === s.type);
  const local = withArea.filter((c) => c.locality === s.locality);
  const chosen = local.length >= 5 ? local : withArea.length >= 5 ? withArea : null;
  if (!chosen) return null;
  return Math.round(((median(chosen) - own) / median(chosen)) * 100);
}

function matches(s: Spec, q: Query): boolean {
  const list = (v: string | undefined) => (v ? v.split(',').map((part) => part.trim()) : null);
  if (q.location && s.city !== q.location) return false;
  if (q.locality && s.locality !== q.locality) return false;
  const types = list(q.propertyType);
  if (types && !types.includes(s.type)) return false;
  const bhks = list(q.bhk);
  if (bhks && !bhks.includes(s.bhk)) return false;
  if (q.furnishing && s.furnishing !== q.furnishing) return false;
  if (q.availability && s.availability !== q.availability) return false;
  if (q.budget) {
    const [min, max] = q.budget.split('-');
    if (s.price < Number(min) || (max && s.price >= Number(max))) return false;
  }
  if (q.minPrice && s.price < Number(q.minPrice)) return false;
  if (q.maxPrice && s.price >= Number(q.maxPrice)) return false;
  if (q.minArea && (s.sqft === null || s.sqft < Number(q.minArea))) return false;
  if (q.maxArea && (s.sqft === null || s.sqft >= Number(q.maxArea))) return false;
  if (q.postedWithin && s.ageDays > Number(q.postedWithin)) return false;
  if (q.minDiscount && (discountOf(s) ?? Number.NEGATIVE_INFINITY) < Number(q.minDiscount)) return false;
  return true;
}

function oracle(q: Query): Spec[] {
  const byId = (a: Spec, b: Spec) => ((a.id as string) < (b.id as string) ? -1 : 1);
  const found = specs.filter((s) => matches(s, q));
  switch (q.sort) {
    case 'price-asc':
      return found.sort((a, b) => a.price - b.price || byId(a, b));
    case 'price-desc':
      return found.sort((a, b) => b.price - a.price || byId(b, a));
    case 'price-per-sqft-asc':
      return found.sort((a, b) => (ppsf(a) ?? Number.POSITIVE_INFINITY) - (ppsf(b) ?? Number.POSITIVE_INFINITY) || byId(a, b));
    case 'discount-desc':
      return found.sort((a, b) => (discountOf(b) ?? -1000) - (discountOf(a) ?? -1000) || byId(b, a));
    default:
      return found.sort((a, b) => a.ageDays - b.ageDays);
  }
}

describe('search: sorts, ranges, several values, facets', () => {
  let ctx: TestContext;
  const now = Date.now();

  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, 'seller');
    for (const s of specs) {
      const area = s.sqft === null ? '' : s.type === 'plot' ? `${s.sqft / 9} sq yd` : String(s.sqft);
      s.id = await createListing(ctx, seller.id, {
        status: s.status,
        createdAt: new Date(now - s.ageDays * DAY),
        data: {
          seller: { city: s.city as never },
          property: {
            type: s.type as never,
            bhk: s.bhk as never,
            locality: s.locality,
            furnishing: s.furnishing as never,
            builtUpArea: s.type === 'plot' ? 'N/A' : area,
            plotSize: s.type === 'plot' ? area : '',
            area,
          },
          pricing: { expectedPrice: s.price, availability: s.availability as never },
        },
      });
    }
    // Never public, though they match everything.
    await createListing(ctx, seller.id, { status: 'Pending', data: { seller: { city: 'Noida' }, property: { locality: 'Sector 62' } } });
    const gone = await createListing(ctx, seller.id, { data: { seller: { city: 'Noida' }, property: { locality: 'Sector 62' } } });
    await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, gone));
  });
  afterAll(() => ctx.close());

  // The oracle counts sold listings too: the search is asked to show them (hiding them is property.search.test.ts's).
  const get = (path: string, q: Query) =>
    ctx.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams({ showSold: 'true', ...q })}` });
  const search = async (q: Query) => {
    const res = await get('/api/property/search', q);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { properties: { _id: string }[]; total: number; totalPages: number; totalExact: boolean };
  };
  /** Every page of a search, 4 a page, concatenated. */
  const allPages = async (q: Query) => {
    const first = await search({ ...q, limit: '4' });
    const ids = first.properties.map((p) => p._id);
    for (let page = 2; page <= first.totalPages; page++)
      ids.push(...(await search({ ...q, limit: '4', page: String(page) })).properties.map((p) => p._id));
    return { ids, total: first.total, exact: first.totalExact };
  };
  const idsOf = (list: Spec[]) => list.map((s) => s.id);

  it('checks the oracle against hand-counted numbers', () => {
    // No market rates here, so no figures: best deals is then newest id first (market-rates.test.ts has real figures).
    expect(specs.filter((s) => discountOf(s) !== null)).toEqual([]);
    expect(oracle({})).toHaveLength(26);
    expect(oracle({ location: 'Noida' })).toHaveLength(11);
    expect(oracle({ locality: 'Saket' })).toHaveLength(5);
    expect(oracle({ propertyType: 'flat,plot' })).toHaveLength(13);
    expect(oracle({ minPrice: '40', maxPrice: '100' })).toHaveLength(11);
    expect(oracle({ postedWithin: '3' })).toHaveLength(4);
  });

  it.each(SEARCH_SORTS.flatMap((sort) => [{ sort }, { sort, location: 'Noida' }, { sort, propertyType: 'flat,house', minPrice: '30' }]))(
    'pages through %j in order, no listing repeated or skipped',
    async (q) => {
      const { ids, total } = await allPages(q);
      expect(total).toBe(oracle(q).length);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(idsOf(oracle(q)));
    },
  );

  it('puts listings without an area last when sorting by price per sq ft', async () => {
    const { ids } = await allPages({ sort: 'price-per-sqft-asc' });
    expect(ids.at(-1)).toBe(specs[13]?.id);
  });

  const filterCases: Query[] = [
    { minPrice: '40' },
    { maxPrice: '40' },
    { minPrice: '40', maxPrice: '100' },
    { minPrice: '33.3', maxPrice: '75.5' },
    { minPrice: '19.99', maxPrice: '19.99' },
    { budget: '25-50', minPrice: '30' },
    { minArea: '1000' },
    { maxArea: '1000' },
    { minArea: '750', maxArea: '1750' },
    { locality: 'Sector 62' },
    { location: 'Delhi', locality: 'Saket' },
    { location: 'Noida', locality: 'Saket' },
    { postedWithin: '1' },
    { postedWithin: '7' },
    { propertyType: 'flat,house' },
    { propertyType: 'plot,commercial', location: 'Gurugaon' },
    { bhk: '2,3' },
    { bhk: '1, 5+ ,N/A' },
    { bhk: '2,3', propertyType: 'flat,house', location: 'Noida' },
    { locality: 'Sohna Road', minPrice: '50', maxArea: '2000', sort: 'price-desc' },
    { postedWithin: '10', bhk: '4,5+', furnishing: 'unfurnished' },
    { availability: 'ready', minArea: '500', maxPrice: '150', sort: 'price-per-sqft-asc' },
    { minDiscount: '0' },
    { minDiscount: '10', sort: 'discount-desc' },
  ];
  it.each(filterCases)('filters %j exactly', async (q) => {
    const { ids, total, exact } = await allPages(q);
    expect({ total, exact }).toEqual({ total: oracle(q).length, exact: true });
    expect(ids).toEqual(idsOf(oracle(q)));
  });

  it('counts facets as the corresponding searches do, the other filters applied', async () => {
    const cases: Query[] = [
      {},
      { location: 'Noida' },
      { propertyType: 'flat,house', bhk: '2,3' },
      { budget: '50-100', furnishing: 'semi-furnished' },
      { minPrice: '33.3', availability: 'ready' },
      { locality: 'Saket', minArea: '750' },
      { location: 'Delhi', locality: 'Saket', minArea: '750' },
      { postedWithin: '7', location: 'Delhi', propertyType: 'house' },
    ];
    const dimensions: [string, string, string[]][] = [
      ['cities', 'location', ['Noida', 'Delhi', 'Gurugaon', 'Faridabad']],
      ['types', 'propertyType', [...TYPES]],
      ['bhk', 'bhk', [...SEARCH_BHK_VALUES]],
      ['budgets', 'budget', BUDGET_RANGES.map((b) => b.value)],
      ['furnishing', 'furnishing', [...FURNISHING]],
      ['availability', 'availability', [...AVAILABILITY]],
    ];
    for (const q of cases) {
      const res = await get('/api/property/facets', q);
      expect(res.statusCode, res.body).toBe(200);
      const facets = res.json() as Record<string, Record<string, number>> & { localities: { value: string; count: number }[] };
      for (const [facet, key, values] of dimensions) {
        for (const value of values) {
          const query = { ...q, [key]: value };
          // The price facet replaces the free price bounds as well as the budget.
          if (key === 'budget') {
            delete query.minPrice;
            delete query.maxPrice;
          }
          const expected = oracle(query).length;
          expect({ q, facet, value, count: facets[facet]?.[value] }).toEqual({ q, facet, value, count: expected });
          expect((await search(query)).total).toBe(expected);
        }
      }
      for (const { value, count } of facets.localities) {
        expect({ q, value, count }).toEqual({ q, value, count: (await search({ ...q, locality: value })).total });
      }
      // Suggested for the chosen city only.
      const expectedLocalities = new Set(q.location ? specs.filter((s) => matches(s, { ...q, locality: '' })).map((s) => s.locality) : []);
      expect(facets.localities.map((l) => l.value).sort()).toEqual([...expectedLocalities].sort());
    }
  });

  it.each([
    [{ minPrice: '100', maxPrice: '50' }, /minPrice: must not be more than maxPrice/],
    [{ minArea: '2000', maxArea: '1000' }, /minArea: must not be more than maxArea/],
    [{ minPrice: '-5' }, /minPrice: cannot be negative/],
    [{ maxArea: '-1' }, /maxArea: cannot be negative/],
    [{ minPrice: 'lots' }, /minPrice/],
    [{ sort: 'cheapest' }, /sort: use one of newest, price-asc, price-desc, price-per-sqft-asc, discount-desc/],
    [{ minDiscount: '12.5' }, /minDiscount: enter a whole number/],
    [{ minDiscount: '101' }, /minDiscount: at most 100/],
    [{ bhk: '2,7' }, /bhk: use 1, 2, 3, 4, 5\+, N\/A/],
    [{ propertyType: 'flat,castle' }, /propertyType: use flat, house, plot, commercial/],
    [{ postedWithin: '1.5' }, /postedWithin: enter a whole number/],
    [{ postedWithin: '-3' }, /postedWithin: cannot be negative/],
  ])('refuses %j with a clear message, on search and facets', async (q, message) => {
    for (const path of ['/api/property/search', '/api/property/facets']) {
      const res = await get(path, q);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
  });

  it('keeps the search index in step with inserts, updates, status changes and deletes', async () => {
    const facetCity = async () => ((await get('/api/property/facets', {})).json() as { cities: Record<string, number> }).cities.Faridabad;
    const seller = await createUser(ctx, 'seller');
    const id = await createListing(ctx, seller.id, { data: { seller: { city: 'Faridabad' }, pricing: { expectedPrice: 45 } } });
    expect((await search({ location: 'Faridabad' })).total).toBe(1);
    expect(await facetCity()).toBe(1);
    // Written straight to the database, as another server of the fleet would: the index follows the change log.
    await ctx.app.db.update(properties).set({ priceLakhs: 500, bhk: '4' }).where(eq(properties.id, id));
    expect((await search({ location: 'Faridabad', budget: '200-' })).total).toBe(1);
    expect((await search({ location: 'Faridabad', budget: '25-50' })).total).toBe(0);
    const [first] = (await search({ sort: 'price-desc' })).properties;
    expect(first?._id).toBe(id);
    await ctx.app.db.update(properties).set({ status: 'Pending' }).where(eq(properties.id, id));
    expect((await search({ location: 'Faridabad' })).total).toBe(0);
    expect(await facetCity()).toBe(0);
    await ctx.app.db.update(properties).set({ status: 'Active' }).where(eq(properties.id, id));
    expect((await search({ location: 'Faridabad', bhk: '4' })).total).toBe(1);
    await ctx.app.db.delete(properties).where(eq(properties.id, id));
    expect((await search({ location: 'Faridabad' })).total).toBe(0);
    // The rest is as the oracle says, in every order.
    for (const sort of SEARCH_SORTS) expect((await allPages({ sort })).ids).toEqual(idsOf(oracle({ sort })));
  });
});

describe('search totals at any size', () => {
  let ctx: TestContext;
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-totals-'));

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await createUser(ctx, 'admin');
    await seed(ctx.app.db, { listings: 1300, media: mediaDir, adminId: admin.id, bulk: true });
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  // Counted against every public listing, sold ones too: the search shows them.
  const search = async (q: Record<string, string>) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/property/search?${new URLSearchParams({ showSold: 'true', ...q })}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; totalPages: number; totalExact: boolean };
  };
  const publicCount = async (where: ReturnType<typeof sql>) => {
    const result = (await ctx.app.db.execute(
      sql`select count(*)::int as n from properties where status in ('Active', 'Sold') and deleted_at is null and ${where}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  };

  it('gives the exact total however many match, whatever the filters', async () => {
    const all = await publicCount(sql`true`);
    expect(all).toBeGreaterThan(1000);
    expect(await search({})).toEqual(expect.objectContaining({ total: all, totalExact: true }));
    expect((await search({ budget: '20-300' })).total).toBe(await publicCount(sql`price_lakhs >= 20 and price_lakhs < 300`));
    expect(await search({ minPrice: '0.5' })).toEqual(
      expect.objectContaining({ total: await publicCount(sql`price_lakhs >= 0.5`), totalExact: true }),
    );
    // A word is found where a word of the text starts with it.
    expect((await search({ minPrice: '0.5', location: 'Delhi', propertyType: 'house', title: 'sec' })).total).toBe(
      await publicCount(sql`price_lakhs >= 0.5 and city = 'Delhi' and type = 'house' and search_text ~ '(^|[^[:alnum:]])sec'`),
    );
  });
});
