import { AVAILABILITY, CITIES, FURNISHING } from '@ncr/shared/enums';
import { SITE } from '@ncr/shared/site';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, searchHistory, users } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { textHasWord } from './search/words';

// A known data set: 30 public listings (every 5th one Sold) whose filter fields cycle through the
// enumerations, plus Pending and deleted listings that search must never return. Expected counts
// come from an oracle over the same table and, for a few cases, from hand-counted numbers.
const TYPES = ['flat', 'house', 'plot', 'commercial'] as const;
const BHKS = ['1', '2', '3', '4', '5+'] as const;
const PRICES = [10, 24.99, 25, 49, 50, 99.5, 100, 150, 200, 350];
const TITLES = [
  'Green Meadows Residency',
  'Sunrise Towers',
  'Lotus Greens Villa',
  '100% Vastu Corner Plot',
  'MG Road Showroom',
  'Royal Residency Annexe',
];

interface Spec {
  i: number;
  city: string;
  type: (typeof TYPES)[number];
  bhk: string;
  price: number;
  furnishing: string;
  availability: string;
  title: string;
  address: string;
  status: 'Active' | 'Sold';
}

const specs: Spec[] = Array.from({ length: 30 }, (_, i) => {
  const type = TYPES[i % 4] as Spec['type'];
  return {
    i,
    city: CITIES[i % 6] as string,
    type,
    bhk: type === 'plot' ? 'N/A' : (BHKS[i % 5] as string),
    price: PRICES[i % 10] as number,
    furnishing: FURNISHING[i % 3] as string,
    availability: AVAILABILITY[Math.floor(i / 2) % 3] as string,
    title: `${TITLES[i % 6]} ${i}`,
    address: i === 7 ? `Plot ${i}, Near MG Road Metro, ${CITIES[i % 6]}` : `House ${i}, Block C, ${CITIES[i % 6]}`,
    status: i % 5 === 4 ? 'Sold' : 'Active',
  };
});

type Query = Partial<Record<'location' | 'propertyType' | 'budget' | 'title' | 'bhk' | 'furnishing' | 'availability', string>>;

function oracle(q: Query): Spec[] {
  return specs
    .filter((s) => {
      if (q.location && s.city !== q.location) return false;
      if (q.propertyType && s.type !== q.propertyType) return false;
      if (q.bhk && s.bhk !== q.bhk) return false;
      if (q.furnishing && s.furnishing !== q.furnishing) return false;
      if (q.availability && s.availability !== q.availability) return false;
      if (q.budget) {
        const [min, max] = q.budget.split('-');
        if (s.price < Number(min)) return false;
        if (max && s.price >= Number(max)) return false;
      }
      if (q.title) {
        const text = `${s.title} ${s.address}`;
        if (
          !q.title
            .toLowerCase()
            .split(/\s+/)
            .every((w) => textHasWord(text, w))
        )
          return false;
      }
      return true;
    })
    .sort((a, b) => b.i - a.i);
}

describe('GET /api/property/search', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  const ids = new Map<number, string>();
  const base = Date.UTC(2026, 2, 1);

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller', { fullName: 'Rohit Khanna' });
    admin = await createUser(ctx, 'admin');
    buyer = await createUser(ctx, 'buyer');
    for (const s of specs) {
      const id = await createListing(ctx, s.i % 3 === 0 ? admin.id : seller.id, {
        status: s.status,
        createdAt: new Date(base + s.i * 60_000),
        data: {
          seller: { city: s.city as never, fullName: 'Data Seller' },
          property: {
            type: s.type,
            bhk: s.bhk as never,
            furnishing: s.furnishing as never,
            title: s.title,
            address: s.address,
            locality: 'Block C',
          },
          pricing: { expectedPrice: s.price, availability: s.availability as never },
        },
      });
      ids.set(s.i, id);
    }
    // Never public: Pending ones and deleted ones that otherwise match everything.
    for (let k = 0; k < 3; k++) {
      await createListing(ctx, seller.id, {
        status: 'Pending',
        createdAt: new Date(base + (100 + k) * 60_000),
        data: { seller: { city: 'Delhi' }, property: { type: 'flat', bhk: '1', title: 'Green Meadows Pending' } },
      });
    }
    for (let k = 0; k < 2; k++) {
      const id = await createListing(ctx, seller.id, {
        createdAt: new Date(base + (200 + k) * 60_000),
        data: { seller: { city: 'Delhi' }, property: { type: 'flat', bhk: '1', title: 'Green Meadows Deleted' } },
      });
      await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, id));
    }
  });
  afterAll(() => ctx.close());

  // The oracle counts sold listings: searches here show them unless a test says otherwise ('showSold' in the query).
  const search = async (query: Record<string, string | number>, user?: TestUser) => {
    const shown = 'showSold' in query || user ? query : { showSold: 'true', ...query };
    const qs = new URLSearchParams(Object.entries(shown).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/property/search${qs ? `?${qs}` : ''}`, headers: bearer(user) });
    return res;
  };
  const ok = async (query: Record<string, string | number>, user?: TestUser) => {
    const res = await search(query, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { properties: { _id: string; status: string }[]; totalPages: number; total: number };
  };
  const idsOf = (list: Spec[]) => list.map((s) => ids.get(s.i));

  it('returns the public listings newest first, 6 a page, with exact totals', async () => {
    const body = await ok({});
    expect(body.total).toBe(30);
    expect(body.totalPages).toBe(5);
    expect(body.properties.map((p) => p._id)).toEqual(idsOf(oracle({}).slice(0, 6)));
    const last = await ok({ page: 5 });
    expect(last.properties.map((p) => p._id)).toEqual(idsOf(oracle({}).slice(24, 30)));
    const beyond = await ok({ page: 6 });
    expect(beyond).toEqual({ properties: [], totalPages: 5, total: 30, totalExact: true });
  });

  it('includes Sold listings and never Pending or deleted ones', async () => {
    const body = await ok({ limit: 24, page: 1 });
    const page2 = await ok({ limit: 24, page: 2 });
    const all = [...body.properties, ...page2.properties];
    expect(all).toHaveLength(30);
    expect(all.filter((p) => p.status === 'Sold')).toHaveLength(6);
    expect(all.every((p) => p.status === 'Active' || p.status === 'Sold')).toBe(true);
    expect((await ok({ title: 'pending' })).total).toBe(0);
    expect((await ok({ title: 'deleted' })).total).toBe(0);
  });

  it('carries what a card needs: media, price, BHK, owner role and name without contact details', async () => {
    const body = await ok({ limit: 3 });
    const first = body.properties[0] as unknown as {
      media: string[];
      propertyData: { pricing: { expectedPrice: number }; property: { bhk: string } };
      userId: Record<string, unknown>;
    };
    const spec = oracle({})[0] as Spec;
    expect(first.propertyData.pricing.expectedPrice).toBe(spec.price);
    expect(first.propertyData.property.bhk).toBe(spec.bhk);
    expect(Array.isArray(first.media)).toBe(true);
    expect(first.userId).toEqual(spec.i % 3 === 0 ? { role: 'admin', fullName: SITE.name } : { role: 'seller', fullName: 'Rohit Khanna' });
  });

  it('pages with limit, caps limit at 24 and rejects bad paging', async () => {
    const four = await ok({ limit: 4, page: 8 });
    expect(four.totalPages).toBe(8);
    expect(four.properties.map((p) => p._id)).toEqual(idsOf(oracle({}).slice(28, 30)));
    const capped = await ok({ limit: 1000 });
    expect(capped.properties).toHaveLength(24);
    expect(capped.totalPages).toBe(2);
    expect((await search({ limit: 0 })).statusCode).toBe(400);
    expect((await search({ page: 0 })).statusCode).toBe(400);
    expect((await search({ page: 'x' })).statusCode).toBe(400);
  });

  // Hand-counted from the table above, so the oracle itself is checked too.
  it.each([
    [{ location: 'Delhi' }, 5, 1],
    [{ propertyType: 'plot' }, 7, 2],
    [{ bhk: '2' }, 4, 1],
    [{ furnishing: 'semi-furnished' }, 10, 2],
    [{ availability: 'occupied' }, 10, 2],
    [{ budget: '0-25' }, 6, 1],
    [{ budget: '25-50' }, 6, 1],
    [{ budget: '200-' }, 6, 1],
    [{ title: 'green meadows' }, 5, 1],
    [{ location: 'Delhi', propertyType: 'flat' }, 3, 1],
    [{ location: 'Noida', budget: '0-25', propertyType: 'house' }, 1, 1],
  ])('filters %j: %i results', async (query, total, totalPages) => {
    expect(oracle(query)).toHaveLength(total);
    const body = await ok(query);
    expect({ total: body.total, totalPages: body.totalPages }).toEqual({ total, totalPages });
    expect(body.properties.map((p) => p._id)).toEqual(idsOf(oracle(query).slice(0, 6)));
  });

  it('applies every filter alone and every pair of filters exactly', async () => {
    const values: [keyof Query, string[]][] = [
      ['location', [...CITIES]],
      ['propertyType', [...TYPES]],
      ['bhk', [...BHKS, 'N/A']],
      ['furnishing', [...FURNISHING]],
      ['availability', [...AVAILABILITY]],
      ['budget', ['0-25', '25-50', '50-100', '100-200', '200-', '20-60']],
      ['title', ['residency', 'MG ROAD', 'tower', 'vastu corner', 'greens 1']],
    ];
    const check = async (query: Query) => {
      const expected = oracle(query);
      const body = await ok({ ...query, limit: 24 });
      expect({ query, total: body.total, totalPages: body.totalPages }).toEqual({
        query,
        total: expected.length,
        totalPages: Math.ceil(expected.length / 24),
      });
      expect(body.properties.map((p) => p._id)).toEqual(idsOf(expected.slice(0, 24)));
    };
    for (const [key, options] of values) for (const value of options) await check({ [key]: value });
    for (let a = 0; a < values.length; a++) {
      for (let b = a + 1; b < values.length; b++) {
        const [keyA, optionsA] = values[a] as [keyof Query, string[]];
        const [keyB, optionsB] = values[b] as [keyof Query, string[]];
        await check({ [keyA]: optionsA[0], [keyB]: optionsB[1] });
        await check({ [keyA]: optionsA[optionsA.length - 1], [keyB]: optionsB[0] });
      }
    }
    await check({
      location: 'Gurugaon',
      propertyType: 'house',
      bhk: '4',
      furnishing: 'fully-furnished',
      budget: '0-25',
      title: 'residency',
    });
  });

  it('answers searches made at the same time each with its own listings (their reads are shared)', async () => {
    const queries: Query[] = [
      ...CITIES.map((location) => ({ location })),
      ...TYPES.map((propertyType) => ({ propertyType })),
      ...BHKS.map((bhk) => ({ bhk })),
      { budget: '50-100', furnishing: FURNISHING[0] },
      { title: 'residency', availability: AVAILABILITY[1] },
    ];
    // Distinct filters miss the answer cache, so every one of them needs its own page of rows.
    const bodies = await Promise.all(queries.map((query) => ok({ ...query, limit: 24, sort: 'price-asc' })));
    queries.forEach((query, n) => {
      const expected = [...oracle(query)].sort(
        (a, b) => a.price - b.price || ((ids.get(a.i) as string) < (ids.get(b.i) as string) ? -1 : 1),
      );
      expect({ query, ids: bodies[n]?.properties.map((p) => p._id), total: bodies[n]?.total }).toEqual({
        query,
        ids: idsOf(expected),
        total: expected.length,
      });
    });
  });

  it('shows a listing committed while other searches are under way to every search made after it', async () => {
    const inFlight = Promise.all(CITIES.map((location) => ok({ location, sort: 'price-desc' })));
    const id = await createListing(ctx, seller.id, { data: { seller: { city: 'Noida' }, pricing: { expectedPrice: 9999 } } });
    const after = await Promise.all([
      ok({ location: 'Noida', sort: 'price-desc' }),
      ok({ sort: 'price-desc' }),
      ok({ location: 'Noida', bhk: '2' }),
    ]);
    await inFlight;
    expect(after[0].properties[0]?._id).toBe(id);
    expect(after[1].properties[0]?._id).toBe(id);
    await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, id));
    expect((await ok({ sort: 'price-desc' })).properties[0]?._id).not.toBe(id);
  });

  it('matches title and address words case-insensitively, from their start and in any order', async () => {
    expect((await ok({ title: 'MEADOWS green' })).total).toBe(5);
    expect((await ok({ title: 'meadow' })).total).toBe(5);
    expect((await ok({ title: 'gre mead' })).total).toBe(5);
    // Words are found from their start, as a buyer types them; not from inside another word.
    expect((await ok({ title: 'eadows' })).total).toBe(0);
    expect((await ok({ title: 'metro' })).properties.map((p) => p._id)).toEqual([ids.get(7)]);
    expect((await ok({ title: '100%' })).total).toBe(5);
    expect((await ok({ title: '%' })).total).toBe(5);
    expect((await ok({ title: '_' })).total).toBe(0);
    expect((await ok({ title: 'no such place' })).total).toBe(0);
  });

  it('leaves Sold listings out unless "Show sold" is on, in the results and the facets alike', async () => {
    const hidden = await ok({ showSold: 'false' });
    expect(hidden.total).toBe(24);
    expect(hidden.properties.every((p) => p.status !== 'Sold')).toBe(true);
    expect((await ok({ showSold: 'true' })).total).toBe(30);
    const facets = async (q: string) => (await ctx.app.inject({ method: 'GET', url: `/api/property/facets?${q}` })).json();
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum((await facets('')).cities)).toBe(24);
    expect(sum((await facets('showSold=true')).cities)).toBe(30);
    expect((await search({ showSold: 'maybe' })).statusCode).toBe(400);
  });

  it('finds a city by every spelling people type; the listings keep the stored one', async () => {
    const stored = await ok({ location: 'Gurugaon' });
    expect(stored.total).toBeGreaterThan(0);
    for (const location of ['Gurgaon', 'gurugram', ' GURUGAON ']) {
      const found = await ok({ location });
      expect(
        found.properties.map((p) => p._id),
        location,
      ).toEqual(stored.properties.map((p) => p._id));
    }
    // In the words box too: the addresses say Gurugaon.
    expect((await ok({ title: 'gurgaon' })).total).toBe((await ok({ title: 'gurugaon' })).total);
  });

  it('ignores empty filters and the All value', async () => {
    const body = await ok({ location: '', propertyType: '__all__', bhk: '  ', budget: '__all__', title: '' });
    expect(body.total).toBe(30);
  });

  it('refuses a budget it cannot read', async () => {
    for (const budget of ['cheap', '50-10', '-5']) {
      const res = await search({ budget });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/budget/);
    }
  });

  it('sees a new, approved, hidden or renamed listing at once (no stale cache)', async () => {
    const before = (await ok({ location: 'Faridabad' })).total;
    const id = await createListing(ctx, seller.id, { data: { seller: { city: 'Faridabad' } } });
    const after = await ok({ location: 'Faridabad' });
    expect(after.total).toBe(before + 1);
    expect(after.properties[0]?._id).toBe(id);
    // A change inside a transaction counts once it commits.
    await ctx.app.db.transaction(async (tx) => {
      await tx.update(properties).set({ status: 'Pending' }).where(eq(properties.id, id));
    });
    expect((await ok({ location: 'Faridabad' })).total).toBe(before);
    await ctx.app.db.update(properties).set({ status: 'Active' }).where(eq(properties.id, id));
    expect((await ok({ location: 'Faridabad' })).total).toBe(before + 1);
    await ctx.app.db.update(users).set({ fullName: 'Rohit K.' }).where(eq(users.id, seller.id));
    const renamed = (await ok({ location: 'Faridabad' })).properties[0] as unknown as { userId: { fullName: string } };
    expect(renamed.userId.fullName).toBe('Rohit K.');
    await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, id));
    await ctx.app.db.update(users).set({ fullName: 'Rohit Khanna' }).where(eq(users.id, seller.id));
    expect((await ok({ location: 'Faridabad' })).total).toBe(before);
  });

  it("records a signed-in buyer's searches: the non-empty filters, once per change", async () => {
    const history = async (user: TestUser) => {
      await ctx.app.searchHistory.flush();
      return (await ctx.app.db.select().from(searchHistory).where(eq(searchHistory.userId, user.id))).map((r) => r.query);
    };
    await ok({ location: 'Noida', propertyType: '', page: 1 }, buyer);
    await ok({ location: 'Noida', page: 2 }, buyer);
    await ok({ location: 'Noida' }, buyer);
    await ok({}, buyer);
    await ok({ location: 'Noida', bhk: '2', title: ' green ' }, buyer);
    await ok({ location: 'Noida' }, buyer);
    expect(await history(buyer)).toEqual([{ location: 'Noida' }, { location: 'Noida', bhk: '2', title: 'green' }, { location: 'Noida' }]);
    // Anonymous visitors, sellers and staff keep no history.
    const other = await createUser(ctx, 'seller');
    await ok({ location: 'Delhi' }, other);
    await ok({ location: 'Delhi' }, admin);
    await ok({ location: 'Delhi' });
    expect(await history(other)).toEqual([]);
    expect(await history(admin)).toEqual([]);
    expect(await ctx.app.db.select().from(searchHistory)).toHaveLength(3);
  });

  it("keeps a buyer's searches written together in the order they were made, repeats of the latest left out", async () => {
    const history = async (user: TestUser) => {
      await ctx.app.searchHistory.flush();
      const rows = await ctx.app.db.select().from(searchHistory).where(eq(searchHistory.userId, user.id)).orderBy(searchHistory.createdAt);
      return rows.map((r) => r.query);
    };
    const asha = await createUser(ctx, 'buyer');
    await ok({ location: 'Delhi' }, asha);
    expect(await history(asha)).toEqual([{ location: 'Delhi' }]);
    // One batch: the first repeats what is stored; a search may come back after another one.
    await ok({ location: 'Delhi' }, asha);
    await ok({ location: 'Gurugaon' }, asha);
    await ok({ location: 'Delhi' }, asha);
    await ok({ location: 'Delhi', page: 2 }, asha);
    expect(await history(asha)).toEqual([{ location: 'Delhi' }, { location: 'Gurugaon' }, { location: 'Delhi' }]);
  });

  it('writes the searches still queued when the server stops', async () => {
    const own = await createTestApp();
    try {
      const buyer = await createUser(own, 'buyer');
      const res = await own.app.inject({ method: 'GET', url: '/api/property/search?location=Faridabad', headers: bearer(buyer) });
      expect(res.statusCode).toBe(200);
      await own.app.close();
      const rows = await own.database.db.select().from(searchHistory).where(eq(searchHistory.userId, buyer.id));
      expect(rows.map((r) => r.query)).toEqual([{ location: 'Faridabad' }]);
    } finally {
      await own.close();
    }
  });
});
