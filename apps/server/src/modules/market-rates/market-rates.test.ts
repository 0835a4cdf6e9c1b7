import type { City } from '@ncr/shared/enums';
import type { Listing } from '@ncr/shared/schemas/property';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketRates } from '~/db/schema';
import { createListing, samplePropertyData } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { createRental } from '../../../test/rental-fixtures';
import { uploadBody } from '../posting/testing/multipart';

// Market rates kept by staff and the figures against them (docs/decisions/0103-market-rates-kept-by-staff.md).
// Independent of the server's code: the percent worked out here from the numbers sent.
const below = (lakhs: number, area: number, rate: number) => Math.round(((rate - (lakhs * 100_000) / area) / rate) * 100);

describe('market rates kept by staff', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let subadmin: TestUser;
  const get = async (id: string): Promise<Listing> => (await ctx.app.inject({ method: 'GET', url: `/api/property/${id}` })).json();
  const getAsStaff = async (id: string): Promise<Listing> =>
    (await ctx.app.inject({ method: 'GET', url: `/api/property/${id}`, headers: bearer(admin) })).json();
  const flat = (city: City, locality: string, lakhs: number, area: number, status: 'Active' | 'Sold' | 'Pending' = 'Active') =>
    createListing(ctx, admin.id, {
      status,
      data: {
        seller: { city },
        property: { type: 'flat', locality, area: String(area), builtUpArea: String(area) },
        pricing: { expectedPrice: lakhs },
      },
    });
  const putRate = (body: object, user: TestUser = admin) =>
    ctx.app.inject({ method: 'PUT', url: '/api/admin/market-rates', headers: bearer(user), payload: body });
  const importCsv = (csv: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/market-rates/import', headers: bearer(admin), payload: { csv } });
  const rateCount = async () => Number((await ctx.app.db.select({ n: count() }).from(marketRates))[0]?.n ?? 0);
  const setMinimum = (minDiscountToPublish: number) =>
    ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: { minDiscountToPublish } });
  const approve = (id: string) => ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/approve`, headers: bearer(subadmin) });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    subadmin = await createUser(ctx, 'subadmin');
  });
  afterAll(() => ctx.close());

  it('compares a listing with its locality rate, names the rate, and shows none where no rate exists', async () => {
    const id = await flat('Noida', 'Sector 62', 74, 1000);
    expect((await get(id)).market).toBeNull();
    const saved = await putRate({
      city: 'Noida',
      locality: 'Sector 62',
      ratePerSqft: 9500,
      source: 'Registry survey',
      recordedOn: '2026-03-14',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ city: 'Noida', locality: 'Sector 62', ratePerSqft: 9500, rentPerMonthByBhk: null });
    // 74 L for 1,000 sq ft is ₹7,400/sq ft: 22% below ₹9,500.
    expect((await get(id)).market).toEqual({
      ratePerSqft: 9500,
      place: 'Sector 62, Noida',
      source: 'Registry survey',
      recordedOn: '2026-03-14',
      percentBelow: below(74, 1000, 9500),
    });
    expect(below(74, 1000, 9500)).toBe(22);
    // The locality in another case is the same locality; another city's is not.
    const upper = await flat('Noida', 'SECTOR 62 ', 95, 1000);
    expect((await get(upper)).market?.percentBelow).toBe(0);
    const elsewhere = await flat('Delhi', 'Sector 62', 50, 1000);
    expect((await get(elsewhere)).market).toBeNull();
  });

  it('an edit of a rate shows at once, on the listing and in search, its order and filter', async () => {
    const cheap = await flat('Noida', 'Sector 137', 50, 1000);
    const dear = await flat('Noida', 'Sector 137', 75, 1000);
    const search = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/property/search?location=Noida&locality=Sector+137&${query}` })).json() as {
        properties: Listing[];
        total: number;
      };
    // Warm the caches with no rate for the locality.
    expect((await get(cheap)).market).toBeNull();
    expect((await search('minDiscount=20')).total).toBe(0);
    expect(
      (await putRate({ city: 'Noida', locality: 'Sector 137', ratePerSqft: 8000, source: 'Survey', recordedOn: '2026-02-01' })).statusCode,
    ).toBe(200);
    expect((await get(cheap)).market?.percentBelow).toBe(38);
    const best = await search('sort=discount-desc');
    expect(best.properties.map((l) => [l._id, l.market?.percentBelow])).toEqual([
      [cheap, 38],
      [dear, 6],
    ]);
    expect((await search('minDiscount=20')).properties.map((l) => l._id)).toEqual([cheap]);
    // A new rate replaces the old one (the same locality in another case), and the figures follow.
    expect(
      (await putRate({ city: 'Noida', locality: 'sector 137', ratePerSqft: 10000, source: 'Survey 2', recordedOn: '2026-03-01' }))
        .statusCode,
    ).toBe(200);
    expect((await get(dear)).market).toMatchObject({ ratePerSqft: 10000, percentBelow: 25, source: 'Survey 2' });
    expect((await search('minDiscount=20')).properties.map((l) => l._id).sort()).toEqual([cheap, dear].sort());
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/market-rates', headers: bearer(admin) });
    expect(list.json().rates.filter((r: { city: string; locality: string }) => r.locality.toLowerCase() === 'sector 137')).toHaveLength(1);
  });

  it('refuses a bad CSV file whole, naming the line and the problem, and stores nothing', async () => {
    const before = await rateCount();
    const header = 'city,locality,rate_per_sqft,source,recorded_on';
    const good = (i: number) => `Gurugaon,Sector ${i},${12000 + i},Demo rate (2026),2026-01-15`;
    const lines = [header, good(1), good(2), good(3), good(4), good(5), 'Gurugaon,Sector 6,-40,Survey,2026-01-15', good(7)];
    const refused = await importCsv(lines.join('\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Line 7: rate_per_sqft must be a positive number');
    for (const [csv, message] of [
      [`${header}\nGurugaon,Sector 1,abc,Survey,2026-01-15`, 'Line 2: rate_per_sqft must be a positive number'],
      [`${header}\nMumbai,Bandra,30000,Survey,2026-01-15`, 'Line 2: city must be one of'],
      [`${header}\nNoida,Sector 1,9000,Survey,2026-02-30`, 'Line 2: recorded_on must be a date written YYYY-MM-DD'],
      [`${header}\nNoida,,9000,Survey,2026-01-15`, 'Line 2: locality is required'],
      [`${header}\nNoida,Sector 1,9000,Survey`, 'Line 2: expected 5 fields, found 4'],
      [
        `${header}\nNoida,Sector 1,9000,Survey,2026-01-15\nNoida,sector 1,9100,Survey,2026-01-15`,
        'Line 3: sector 1, Noida is already on line 2',
      ],
      ['city,locality,rate,source,recorded_on\nNoida,Sector 1,9000,Survey,2026-01-15', 'Line 1: the header must name the columns'],
    ] as const) {
      const res = await importCsv(csv);
      expect(res.statusCode, csv).toBe(400);
      expect(res.json().error, csv).toContain(message);
    }
    expect(await rateCount()).toBe(before);
  });

  it('imports a good CSV file, quoted fields and rent columns included, replacing rates it names', async () => {
    const before = await rateCount();
    const csv = [
      'City,Locality,Rate_per_sqft,Source,Recorded_on,rent_2bhk,rent_3bhk',
      'Gurugaon,Golf Course Road,"21,500","Registry, DLF",2026-01-10,65000,',
      'Noida,Sector 62,9800,Survey,2026-03-20,,',
      '',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, imported: 2 });
    expect(await rateCount()).toBe(before + 1);
    const { rates } = (await ctx.app.inject({ method: 'GET', url: '/api/admin/market-rates', headers: bearer(admin) })).json();
    expect(rates).toContainEqual(
      expect.objectContaining({
        city: 'Gurugaon',
        locality: 'Golf Course Road',
        ratePerSqft: 21500,
        source: 'Registry, DLF',
        rentPerMonthByBhk: { '2': 65000 },
      }),
    );
    expect(rates).toContainEqual(
      expect.objectContaining({ city: 'Noida', locality: 'Sector 62', ratePerSqft: 9800, recordedOn: '2026-03-20' }),
    );
  });

  it('refuses approval under the minimum discount to publish, allows it at 0 and where no rate exists', async () => {
    expect(
      (await putRate({ city: 'Faridabad', locality: 'Sector 15', ratePerSqft: 8000, source: 'Survey', recordedOn: '2026-01-15' }))
        .statusCode,
    ).toBe(200);
    // ₹7,040/sq ft: 12% below ₹8,000; ₹6,000/sq ft: 25% below.
    const near = await flat('Faridabad', 'Sector 15', 70.4, 1000, 'Pending');
    const deal = await flat('Faridabad', 'Sector 15', 60, 1000, 'Pending');
    const unrated = await flat('Faridabad', 'Sector 99', 90, 1000, 'Pending');

    // The Pending queue shows each figure and the minimum approval applies (the default, 20).
    const queue = await ctx.app.inject({ method: 'GET', url: '/api/property/admin?status=Pending', headers: bearer(subadmin) });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().minDiscountToPublish).toBe(20);
    const figures = new Map((queue.json().properties as Listing[]).map((l) => [l._id, l.market?.percentBelow ?? null]));
    expect([figures.get(near), figures.get(deal), figures.get(unrated)]).toEqual([12, 25, null]);

    const refused = await approve(near);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This listing is 12% below the market rate of ₹8,000/sq ft for Sector 15, Faridabad; the minimum to publish is 20% below.',
    );
    expect((await getAsStaff(near)).status).toBe('Pending');
    // Setting it Active by an edit is an approval too.
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${near}`,
      headers: bearer(subadmin),
      payload: { status: 'Active' },
    });
    expect(edit.statusCode).toBe(409);
    expect((await getAsStaff(near)).status).toBe('Pending');
    expect((await approve(deal)).statusCode).toBe(200);
    // No rate for the locality: approval is allowed (the queue says the rate is missing).
    expect((await approve(unrated)).statusCode).toBe(200);

    // Bulk approve skips what is under the minimum, with the reason.
    const other = await flat('Faridabad', 'Sector 15', 50, 1000, 'Pending');
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: '/api/property/admin/approve',
      headers: bearer(subadmin),
      payload: { ids: [near, other] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({
      success: true,
      approved: [other],
      skipped: [{ _id: near, reason: expect.stringContaining('12% below the market rate') }],
    });

    // A listing above the rate is said to be above it.
    const above = await flat('Faridabad', 'Sector 15', 91, 1000, 'Pending');
    expect((await approve(above)).json().error).toBe(
      'This listing is 14% above the market rate of ₹8,000/sq ft for Sector 15, Faridabad; the minimum to publish is 20% below.',
    );

    // 0 turns the check off.
    expect((await setMinimum(0)).statusCode).toBe(200);
    expect((await approve(near)).statusCode).toBe(200);
    expect((await approve(above)).statusCode).toBe(200);
    expect((await setMinimum(20)).statusCode).toBe(200);
  });

  it('compares a rental with the market rent for its BHK, for approval and in every view, never with the sale rate', async () => {
    expect(
      (
        await putRate({
          city: 'Faridabad',
          locality: 'Sector 21',
          ratePerSqft: 7000,
          rentPerMonthByBhk: { '2': 20_000 },
          source: 'Survey',
          recordedOn: '2026-01-15',
        })
      ).statusCode,
    ).toBe(200);
    const rental = (monthlyRent: number) =>
      createRental(ctx, admin.id, {
        status: 'Pending',
        data: {
          seller: { city: 'Faridabad' },
          property: { type: 'flat', bhk: '2', locality: 'Sector 21', area: '1000', builtUpArea: '1000' },
          pricing: { monthlyRent },
        },
      });
    // ₹18,000: 10% below ₹20,000 a month; ₹15,000: 25% below.
    const near = await rental(18_000);
    const deal = await rental(15_000);
    const refused = await approve(near);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This listing is 10% below the market rent of ₹20,000/month for 2 BHK in Sector 21, Faridabad; the minimum to publish is 20% below.',
    );
    expect((await approve(deal)).statusCode).toBe(200);
    // Staff's and the public's views carry the rent figure alike.
    const staffView = (await getAsStaff(deal)).market;
    const publicView = (await ctx.app.inject({ method: 'GET', url: `/api/property/${deal}` })).json().market;
    expect(staffView).toMatchObject({ basis: 'rent', marketRent: 20_000, percentBelow: 25 });
    expect(publicView).toMatchObject({ basis: 'rent', marketRent: 20_000, percentBelow: 25 });
  });

  it('auto-approval publishes only what approval would', async () => {
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: { autoApproveListings: true } }))
        .statusCode,
    ).toBe(200);
    try {
      const seller = await createUser(ctx, 'seller');
      const post = async (lakhs: number) => {
        const data = samplePropertyData({
          seller: { city: 'Faridabad' },
          property: { type: 'flat', locality: 'Sector 15', area: '1000', builtUpArea: '1000' },
          pricing: { expectedPrice: lakhs },
        });
        const { payload, headers } = uploadBody(data);
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/property/upload',
          headers: { ...headers, ...bearer(seller) },
          payload,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().property as Listing;
      };
      expect((await post(60)).status).toBe('Active');
      expect((await post(70.4)).status).toBe('Pending');
    } finally {
      await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload: { autoApproveListings: false } });
    }
  });

  it('staff list the public listings more than 50% below their locality rate', async () => {
    const typo = await flat('Faridabad', 'Sector 15', 9, 1000);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/property/admin?farBelowMarket=true', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const flagged = (res.json().properties as Listing[]).map((l) => l._id);
    expect(flagged).toContain(typo);
    for (const l of res.json().properties as Listing[]) expect(l.market?.percentBelow ?? 0).toBeGreaterThan(50);
  });

  it('keeps the rates to the admin: a subadmin may neither read nor change them', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/market-rates', headers: bearer(subadmin) })).statusCode).toBe(403);
    expect(
      (await putRate({ city: 'Noida', locality: 'Sector 1', ratePerSqft: 9000, source: 'S', recordedOn: '2026-01-01' }, subadmin))
        .statusCode,
    ).toBe(403);
    const bad = await putRate({ city: 'Noida', locality: 'Sector 1', ratePerSqft: 0, source: 'S', recordedOn: '2026-01-01' });
    expect(bad.statusCode).toBe(400);
  });
});
