import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, type ListingOverrides } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { requirementForm } from '../../../test/requirement-fixtures';

// Issue 62: a buyer's matches follow what they search and save, not only the requirements form
// (docs/decisions/0126).

type Matches = { properties: { _id: string }[]; total: number; totalPages: number; because: Record<string, unknown> };

describe('GET /api/buyer/matches from saved and recent searches', () => {
  let ctx: TestContext;
  let seller: TestUser;
  const day = (n: number) => new Date(Date.UTC(2026, 5, n));
  const home = (city: 'Noida' | 'Delhi' | 'Faridabad', bhk: '2' | '3', price: number, n: number, status?: 'Sold' | 'Pending') =>
    createListing(ctx, seller.id, {
      createdAt: day(n),
      ...(status ? { status } : {}),
      data: { seller: { city }, property: { type: 'flat', bhk }, pricing: { expectedPrice: price } } satisfies ListingOverrides['data'],
    });
  const matches = async (buyer: TestUser, page = 1): Promise<Matches> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/buyer/matches?page=${page}`, headers: bearer(buyer) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Matches;
  };
  const search = (buyer: TestUser, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/property/search?${query}`, headers: bearer(buyer) });
  const saveSearch = async (buyer: TestUser, name: string, filters: Record<string, string>, frequency = 'instant') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/saved-searches',
      headers: bearer(buyer),
      payload: { name, filters, frequency },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  let noida2: string[];
  let delhi3: string;
  let faridabad: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
    noida2 = [await home('Noida', '2', 70, 1), await home('Noida', '2', 75, 3)];
    delhi3 = await home('Delhi', '3', 150, 2);
    faridabad = await home('Faridabad', '3', 60, 4);
    // Never a match: Sold and Pending ones that fit every search below.
    await home('Noida', '2', 72, 5, 'Sold');
    await home('Noida', '2', 73, 6, 'Pending');
  });
  afterAll(() => ctx.close());

  it('has the listings of the saved searches that alert, newest first, each marked with its search', async () => {
    const buyer = await createUser(ctx, 'buyer');
    await saveSearch(buyer, 'Noida 2 BHK', { location: 'Noida', bhk: '2', sort: 'price-desc' });
    await saveSearch(buyer, 'Paused Faridabad', { location: 'Faridabad' }, 'paused');
    const body = await matches(buyer);
    expect(body.properties.map((p) => p._id)).toEqual([noida2[1], noida2[0]]);
    expect(body).toMatchObject({ total: 2, totalPages: 1 });
    expect(body.because).toEqual({
      [noida2[0] as string]: { kind: 'saved', name: 'Noida 2 BHK' },
      [noida2[1] as string]: { kind: 'saved', name: 'Noida 2 BHK' },
    });
  });

  it('follows the last searches that narrow anything, and not a search of everything', async () => {
    const buyer = await createUser(ctx, 'buyer');
    expect((await search(buyer, '')).statusCode).toBe(200);
    expect((await matches(buyer)).total).toBe(0);
    expect((await search(buyer, 'location=Delhi&bhk=3&page=2')).statusCode).toBe(200);
    const body = await matches(buyer);
    expect(body.properties.map((p) => p._id)).toEqual([delhi3]);
    expect(body.because[delhi3]).toEqual({ kind: 'searched', filters: { bhk: '3', location: 'Delhi' } });
  });

  it('puts the requirements, saved and searched listings together, once each, the requirements first', async () => {
    const buyer = await createUser(ctx, 'buyer');
    const form = requirementForm({ name: 'Meera Kapoor', bhk: '2' });
    const submitted = await ctx.app.inject({ method: 'POST', url: '/api/buyer/submit', headers: bearer(buyer), payload: form });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await saveSearch(buyer, 'Anything in Noida', { location: 'Noida' });
    await search(buyer, 'location=Faridabad');
    const body = await matches(buyer);
    expect(body.properties.map((p) => p._id)).toEqual([faridabad, noida2[1], noida2[0]]);
    expect(body.because).toEqual({
      [faridabad]: { kind: 'searched', filters: { location: 'Faridabad' } },
      [noida2[0] as string]: { kind: 'requirements' },
      [noida2[1] as string]: { kind: 'requirements' },
    });
  });

  it('is for buyers only', async () => {
    const other = await createUser(ctx, 'seller');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/buyer/matches', headers: bearer(other) });
    expect(res.statusCode).toBe(403);
  });
});
