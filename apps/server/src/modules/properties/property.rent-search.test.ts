import { RENT_RANGES } from '@ncr/shared/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketRates } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';
import { createRental } from '../../../test/rental-fixtures';

// Rentals are their own partition of search (docs/decisions/0105): purpose=rent finds rentals
// only, no purpose (or sale) finds sales as before, with rent bounds in rupees a month, rent
// ranges as the budget facet, rent sorts and rent per sq ft, and best deals against the
// locality's market rent a month for the BHK.
interface RentSpec {
  i: number;
  city: 'Noida' | 'Gurugaon';
  bhk: '1' | '2' | '3';
  rent: number;
  area: number;
}
const RENTS = [8_000, 12_500, 20_000, 34_999, 35_000, 60_000, 99_000, 1_00_000, 1_50_000];
const rentSpecs: RentSpec[] = RENTS.map((rent, i) => ({
  i,
  city: i % 3 === 0 ? 'Gurugaon' : 'Noida',
  bhk: (['1', '2', '3'] as const)[i % 3] as RentSpec['bhk'],
  rent,
  // Areas chosen so rent per sq ft orders differently from rent.
  area: [400, 1600, 700, 900, 2500, 1200, 3000, 1800, 2200][i] as number,
}));
/** The market rent a month by BHK in Sector 62, Noida (none in Gurugaon's locality). */
const NOIDA_RENTS = { '1': 15_000, '2': 30_000, '3': 80_000 };

describe('GET /api/property/search and facets for rentals', () => {
  let ctx: TestContext;
  const rentalIds = new Map<number, string>();
  const saleIds: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, 'seller');
    await ctx.app.db.insert(marketRates).values({
      city: 'Noida',
      locality: 'Sector 62',
      ratePerSqft: 9000,
      rentPerMonthByBhk: NOIDA_RENTS,
      source: 'Test',
      recordedOn: '2026-01-01',
    });
    for (const s of rentSpecs) {
      const id = await createRental(ctx, seller.id, {
        createdAt: new Date(Date.UTC(2026, 2, 1) + s.i * 60_000),
        data: {
          seller: { city: s.city },
          property: {
            type: 'flat',
            bhk: s.bhk,
            locality: s.city === 'Noida' ? 'Sector 62' : 'DLF Phase 2',
            area: String(s.area),
            areaUnit: 'sqft',
            builtUpArea: String(s.area),
            carpetArea: '',
            plotSize: '',
          },
          pricing: { monthlyRent: s.rent, securityDeposit: s.rent * 2 },
        },
      });
      rentalIds.set(s.i, id);
    }
    for (let k = 0; k < 4; k++) {
      saleIds.push(
        await createListing(ctx, seller.id, {
          data: {
            seller: { city: 'Noida' },
            property: { type: 'flat', bhk: '2', locality: 'Sector 62' },
            pricing: { expectedPrice: 40 + k },
          },
        }),
      );
    }
  });
  afterAll(() => ctx.close());

  const search = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/property/search?limit=50&${query}` });
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return res.json() as {
      total: number;
      properties: { _id: string; propertyData: { purpose: string; pricing: { monthlyRent?: number } } }[];
    };
  };
  const idsOf = (specs: RentSpec[]) => specs.map((s) => rentalIds.get(s.i));

  it('purpose=rent finds rentals only; no purpose, or sale, finds sales only', async () => {
    const rentals = await search('purpose=rent');
    expect(rentals.total).toBe(rentSpecs.length);
    expect(rentals.properties.every((l) => l.propertyData.purpose === 'rent')).toBe(true);
    for (const query of ['', 'purpose=sale']) {
      const sales = await search(query);
      expect(sales.total, query).toBe(saleIds.length);
      expect(new Set(sales.properties.map((l) => l._id))).toEqual(new Set(saleIds));
    }
  });

  it('minRent includes its bound and maxRent excludes it, in rupees a month', async () => {
    const found = await search('purpose=rent&minRent=20000&maxRent=100000&sort=price-asc');
    const expected = rentSpecs.filter((s) => s.rent >= 20_000 && s.rent < 1_00_000).sort((a, b) => a.rent - b.rent);
    expect(found.properties.map((l) => l._id)).toEqual(idsOf(expected));
    // A typed rent between the page's choices, and the city filter with it.
    const noida = await search('purpose=rent&location=Noida&minRent=12345');
    expect(noida.total).toBe(rentSpecs.filter((s) => s.city === 'Noida' && s.rent >= 12_345).length);
  });

  it('sorts rentals by rent, rent per sq ft and best deal against the market rent for their BHK', async () => {
    const byRent = [...rentSpecs].sort((a, b) => a.rent - b.rent);
    expect((await search('purpose=rent&sort=price-asc')).properties.map((l) => l._id)).toEqual(idsOf(byRent));
    expect((await search('purpose=rent&sort=price-desc')).properties.map((l) => l._id)).toEqual(idsOf([...byRent].reverse()));
    const perSqft = [...rentSpecs].sort((a, b) => a.rent / a.area - b.rent / b.area);
    expect((await search('purpose=rent&sort=price-per-sqft-asc')).properties.map((l) => l._id)).toEqual(idsOf(perSqft));
    // Only Noida's rentals have a market rent; furthest below it first, then the rest, newest first.
    const below = (s: RentSpec) => Math.round(((NOIDA_RENTS[s.bhk] - s.rent) / NOIDA_RENTS[s.bhk]) * 100);
    const rated = rentSpecs.filter((s) => s.city === 'Noida').sort((a, b) => below(b) - below(a) || b.i - a.i);
    const unrated = rentSpecs.filter((s) => s.city !== 'Noida').sort((a, b) => b.i - a.i);
    const deals = await search('purpose=rent&sort=discount-desc');
    expect(deals.properties.slice(0, rated.length).map((l) => l._id)).toEqual(idsOf(rated));
    expect(new Set(deals.properties.slice(rated.length).map((l) => l._id))).toEqual(new Set(idsOf(unrated)));
    const market = (deals.properties[0] as unknown as { market: Record<string, unknown> }).market;
    expect(market).toMatchObject({
      basis: 'rent',
      marketRent: NOIDA_RENTS[rated[0]?.bhk ?? '1'],
      percentBelow: below(rated[0] as RentSpec),
    });
    // At least 20% below the market rent.
    const far = await search('purpose=rent&minDiscount=20');
    expect(new Set(far.properties.map((l) => l._id))).toEqual(new Set(idsOf(rated.filter((s) => below(s) >= 20))));
  });

  it('counts facets of rentals, with the rent ranges as the budget facet', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/property/facets?purpose=rent&location=Noida' });
    expect(res.statusCode).toBe(200);
    const facets = res.json();
    const noida = rentSpecs.filter((s) => s.city === 'Noida');
    expect(Object.keys(facets.budgets)).toEqual(RENT_RANGES.map((r) => r.value));
    for (const range of RENT_RANGES) {
      const expected = noida.filter((s) => s.rent >= range.min && (range.max === null || s.rent < range.max)).length;
      expect(facets.budgets[range.value], range.value).toBe(expected);
    }
    // Cities count with the city filter left out: rentals of every city, sales not at all.
    expect(facets.cities).toMatchObject({ Noida: noida.length, Gurugaon: rentSpecs.length - noida.length });
    expect(facets.bhk['2']).toBe(noida.filter((s) => s.bhk === '2').length);
    expect(facets.localities).toEqual([{ value: 'Sector 62', count: noida.length }]);
    const sales = (await ctx.app.inject({ method: 'GET', url: '/api/property/facets?location=Noida' })).json();
    expect(sales.cities.Noida).toBe(saleIds.length);
    expect(Object.keys(sales.budgets)).toEqual(['0-25', '25-50', '50-100', '100-200', '200-']);
  });

  it('refuses an unknown purpose, a sale budget with purpose=rent and a rent bound without it, saying why', async () => {
    const cases: [string, RegExp][] = [
      ['purpose=lease', /purpose.*use sale or rent/],
      ['purpose=rent&budget=25-50', /budget.*is for sales/],
      ['purpose=rent&minPrice=10', /minPrice.*is for sales/],
      ['minRent=10000', /minRent.*is for rentals: add purpose=rent/],
    ];
    for (const [query, message] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/property/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toMatch(message);
    }
  });

  it('offers rentals as similar to a rental and sales to a sale; suggestions count the searched purpose', async () => {
    const rental = rentalIds.get(1) as string;
    const similar = (await ctx.app.inject({ method: 'GET', url: `/api/property/${rental}/similar` })).json() as { _id: string }[];
    const rentals = new Set(rentalIds.values());
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((card) => rentals.has(card._id))).toBe(true);
    const sale = saleIds[1] as string;
    const ofSale = (await ctx.app.inject({ method: 'GET', url: `/api/property/${sale}/similar` })).json() as { _id: string }[];
    expect(ofSale.every((card) => saleIds.includes(card._id))).toBe(true);
    const suggestions = (await ctx.app.inject({ method: 'GET', url: '/api/property/suggest?q=noi' })).json().suggestions;
    expect(suggestions.find((s: { kind: string }) => s.kind === 'city')).toMatchObject({ label: 'Noida', count: saleIds.length });
    const forRent = (await ctx.app.inject({ method: 'GET', url: '/api/property/suggest?q=noi&purpose=rent' })).json().suggestions;
    expect(forRent.find((s: { kind: string }) => s.kind === 'city')).toMatchObject({
      label: 'Noida',
      count: rentSpecs.filter((s) => s.city === 'Noida').length,
    });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/property/suggest?q=noi&purpose=lease' });
    expect(unknown.statusCode).toBe(400);
  });

  it('a listing that becomes a rental moves from the sales to the rentals', async () => {
    const [id] = saleIds;
    await ctx.app.db.execute(
      sql`update properties set purpose = 'rent', monthly_rent = 45000, price_lakhs = 0,
        property_data = jsonb_set(property_data, '{purpose}', '"rent"') where id = ${id}`,
    );
    expect((await search('')).properties.map((l) => l._id)).not.toContain(id);
    expect((await search('purpose=rent&minRent=45000&maxRent=45001')).properties.map((l) => l._id)).toEqual([id]);
  });
});
