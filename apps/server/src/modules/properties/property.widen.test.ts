import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';
import { createRental } from '../../../test/rental-fixtures';

type Widening = { label: string; filters: Record<string, string>; count: number };

describe('GET /api/property/widen', () => {
  let ctx: TestContext;
  const widen = async (query: string) => ctx.app.inject({ method: 'GET', url: `/api/property/widen?${query}` });
  const total = async (filters: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/property/search?${new URLSearchParams(filters)}` })).json().total as number;

  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, 'seller');
    const flat = (bhk: '2' | '3', price: number, city: 'Noida' | 'Delhi', locality: string, status?: 'Pending' | 'Sold') =>
      createListing(ctx, seller.id, {
        ...(status ? { status } : {}),
        data: {
          seller: { city },
          property: { type: 'flat', bhk, locality },
          pricing: { expectedPrice: price, availability: 'ready' },
        },
      });
    // In Sector 62, Noida: three 2 BHK flats just above ₹80 L, one 3 BHK below it.
    for (const price of [88, 92, 95]) await flat('2', price, 'Noida', 'Sector 62');
    await flat('3', 70, 'Noida', 'Sector 62');
    // Elsewhere: two 2 BHK flats below ₹80 L in Delhi.
    for (const price of [60, 65]) await flat('2', price, 'Delhi', 'Dwarka Sector 12');
    // Never counted: a Pending and a Sold 2 BHK under ₹80 L in Sector 62.
    await flat('2', 75, 'Noida', 'Sector 62', 'Pending');
    await flat('2', 76, 'Noida', 'Sector 62', 'Sold');
    await createRental(ctx, seller.id, {
      data: { seller: { city: 'Noida' }, property: { type: 'flat', bhk: '2', locality: 'Sector 62' }, pricing: { monthlyRent: 36_000 } },
    });
  });
  afterAll(() => ctx.close());

  it('offers the nearest wider searches that find listings, each count what its search finds', async () => {
    const res = await widen('location=Noida&locality=Sector%2062&bhk=2&maxPrice=80');
    expect(res.statusCode).toBe(200);
    const { widenings } = res.json() as { widenings: Widening[] };
    // "All of Noida" finds nothing more (no 2 BHK under ₹80 L anywhere in Noida), so it is left out.
    expect(widenings.map((w) => [w.label, w.count])).toEqual([
      ['Budget up to ₹1 Cr', 3],
      ['Any BHK', 1],
      ['All of Delhi NCR', 2],
      ['Any budget', 3],
    ]);
    for (const w of widenings) expect(await total(w.filters)).toBe(w.count);
  });

  it('widens a rental search by its rent a month', async () => {
    const { widenings } = (await widen('purpose=rent&location=Noida&maxRent=30000')).json() as { widenings: Widening[] };
    expect(widenings[0]).toEqual({
      label: 'Rent up to ₹38,000/month',
      filters: { purpose: 'rent', location: 'Noida', maxRent: '38000' },
      count: 1,
    });
  });

  it('offers nothing for a search with no filter to loosen, and refuses bad input', async () => {
    expect((await widen('')).json()).toEqual({ widenings: [] });
    const bad = await widen('maxPrice=eighty');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/maxPrice/);
    const mixed = await widen('maxRent=30000');
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toMatch(/purpose=rent/);
  });
});
