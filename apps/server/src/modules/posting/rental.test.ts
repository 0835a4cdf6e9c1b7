import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceChanges, properties } from '~/db/schema';
import { createListing, samplePropertyData } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { createRental, sampleRentalData } from '../../../test/rental-fixtures';
import { uploadBody } from './testing/multipart';
import { snapshot } from './testing/snapshot';

// Posting and editing rentals (docs/decisions/0106): a rental needs its rent, not a sale price.
describe('posting and editing a rental', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  const upload = (user: TestUser, data: unknown) => {
    const body = uploadBody(data);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/property/upload',
      headers: { ...bearer(user), ...body.headers },
      payload: body.payload,
    });
  };
  const put = (user: TestUser, id: string, body: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/property/${id}`, headers: bearer(user), payload: body });
  const stored = async (id: string) => {
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, id));
    if (!row) throw new Error('missing');
    return row;
  };
  const changesOf = (id: string) => ctx.app.db.select().from(priceChanges).where(eq(priceChanges.propertyId, id));

  it('accepts a rental without an expected price and stores its rent columns', async () => {
    const data = sampleRentalData({ property: { area: '1000', builtUpArea: '1000' }, pricing: { monthlyRent: 32_000 } });
    expect(data.pricing.expectedPrice).toBeUndefined();
    const res = await upload(seller, data);
    expect(res.statusCode).toBe(201);
    const { property } = res.json();
    expect(property.propertyData).toMatchObject({
      purpose: 'rent',
      pricing: { monthlyRent: 32_000, tenantsPreferred: data.pricing.tenantsPreferred },
    });
    expect(property.propertyData.pricing.expectedPrice).toBeUndefined();
    // Search's columns: no sale price, the rent a month, and rent a month per sq ft.
    expect(await stored(property._id)).toMatchObject({
      purpose: 'rent',
      priceLakhs: 0,
      monthlyRent: 32_000,
      pricePerSqft: 32,
      areaSqft: 1000,
    });
  });

  it('stores the day a rental is available from as YYYY-MM-DD, however the date was written', async () => {
    const res = await upload(seller, sampleRentalData({ pricing: { availableFrom: '15 Dec 2026' } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().property.propertyData.pricing.availableFrom).toBe('2026-12-15');
  });

  it('refuses a rental without its monthly rent, naming the field, and stores nothing', async () => {
    const data = sampleRentalData();
    const { monthlyRent: _rent, ...pricing } = data.pricing;
    const before = await snapshot(ctx);
    const res = await upload(seller, { ...data, pricing });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('pricing.monthlyRent: Enter the monthly rent in rupees');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('still refuses a sale without its expected price', async () => {
    const data = samplePropertyData();
    const { expectedPrice: _price, ...pricing } = data.pricing;
    const before = await snapshot(ctx);
    const res = await upload(seller, { ...data, pricing });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('pricing.expectedPrice: Enter the expected price in lakhs');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it("keeps only the price fields of the listing's purpose", async () => {
    const data = sampleRentalData();
    const res = await upload(seller, { ...data, pricing: { ...data.pricing, expectedPrice: 85 } });
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().property._id);
    expect((row.propertyData as typeof data).pricing.expectedPrice).toBeUndefined();
    expect(row.priceLakhs).toBe(0);
  });

  it('lets staff switch a sale to a rent and back, with the rules of each and no price drop recorded', async () => {
    const id = await createListing(ctx, seller.id, { status: 'Active', data: { pricing: { expectedPrice: 90 } } });
    const rent = { monthlyRent: 28_000, securityDeposit: 56_000, availableFrom: '2026-12-15', tenantsPreferred: 'family' };
    // Switching without the rent is refused as a new rental would be.
    const refused = await put(admin, id, { propertyData: { purpose: 'rent' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('pricing.monthlyRent: Enter the monthly rent in rupees');
    expect(await stored(id)).toMatchObject({ purpose: 'sale', priceLakhs: 90 });

    const res = await put(admin, id, { propertyData: { purpose: 'rent', pricing: rent } });
    expect(res.statusCode).toBe(200);
    expect(res.json().property.propertyData).toMatchObject({ purpose: 'rent', pricing: rent });
    expect(res.json().property.propertyData.pricing.expectedPrice).toBeUndefined();
    expect(await stored(id)).toMatchObject({ purpose: 'rent', priceLakhs: 0, monthlyRent: 28_000 });
    // 90 L to a rental's 0 is no price drop.
    expect(await changesOf(id)).toEqual([]);

    // Back to a sale: the sale price it had was dropped with the switch, so it must be given again.
    const noPrice = await put(seller, id, { propertyData: { purpose: 'sale' } });
    expect(noPrice.json().error).toBe('pricing.expectedPrice: Enter the expected price in lakhs');
    const sale = await put(seller, id, { propertyData: { purpose: 'sale', pricing: { expectedPrice: '88' } } });
    expect(sale.statusCode).toBe(200);
    const row = await stored(id);
    expect(row).toMatchObject({ purpose: 'sale', priceLakhs: 88, monthlyRent: null });
    expect((row.propertyData as { pricing: object }).pricing).not.toHaveProperty('monthlyRent');
    expect(await changesOf(id)).toEqual([]);
  });

  it("records an owner's rent cut as the rental's price drop, in rent a month", async () => {
    const id = await createRental(ctx, seller.id, { data: { pricing: { monthlyRent: 32_000 } } });
    const res = await put(seller, id, { propertyData: { pricing: { monthlyRent: '30000' } } });
    expect(res.statusCode).toBe(200);
    const changes = await changesOf(id);
    expect(changes.map((c) => [c.fromLakhs, c.toLakhs])).toEqual([[0.32, 0.3]]);
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/property/${id}` })).json();
    expect(detail.priceDrop).toMatchObject({ fromLakhs: 0.32, toLakhs: 0.3 });
  });

  it('answers the public with purpose always, a rental with its rent fields and a sale with its price only', async () => {
    const rental = await createRental(ctx, seller.id, {
      data: {
        pricing: {
          monthlyRent: 45_000,
          securityDeposit: 90_000,
          maintenance: 3_500,
          availableFrom: '2026-12-20',
          tenantsPreferred: 'company',
        },
      },
    });
    const sale = await createListing(ctx, seller.id, { data: { pricing: { expectedPrice: 85 } } });
    // A listing stored before rentals has no purpose: a sale.
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, sale));
    if (!row) throw new Error('missing');
    const { purpose: _purpose, ...legacy } = row.propertyData as Record<string, unknown>;
    await ctx.app.db.update(properties).set({ propertyData: legacy }).where(eq(properties.id, sale));

    const rentalAnswer = (await ctx.app.inject({ method: 'GET', url: `/api/property/${rental}` })).json();
    expect(rentalAnswer.propertyData.purpose).toBe('rent');
    expect(rentalAnswer.propertyData.pricing).toMatchObject({
      monthlyRent: 45_000,
      securityDeposit: 90_000,
      maintenance: 3_500,
      availableFrom: '2026-12-20',
      tenantsPreferred: 'company',
    });
    expect(rentalAnswer.propertyData.pricing).not.toHaveProperty('expectedPrice');
    const saleAnswer = (await ctx.app.inject({ method: 'GET', url: `/api/property/${sale}` })).json();
    expect(saleAnswer.propertyData.purpose).toBe('sale');
    expect(saleAnswer.propertyData.pricing.expectedPrice).toBe(85);
    for (const field of ['monthlyRent', 'securityDeposit', 'maintenance', 'availableFrom', 'tenantsPreferred']) {
      expect(saleAnswer.propertyData.pricing).not.toHaveProperty(field);
    }
    // Similar cards carry the purpose and the price of their own kind.
    const similar = await ctx.app.inject({ method: 'GET', url: `/api/property/${rental}/similar` });
    expect(similar.statusCode).toBe(200);
    for (const card of similar.json() as { propertyData: { purpose: string; pricing: Record<string, unknown> } }[]) {
      expect(['sale', 'rent']).toContain(card.propertyData.purpose);
      if (card.propertyData.purpose === 'rent') expect(card.propertyData.pricing.monthlyRent).toBeGreaterThan(0);
    }
  });

  it("shows the seller's rentals in My Listings with their purpose and rent fields", async () => {
    const owner = await createUser(ctx, 'seller');
    const id = await createRental(ctx, owner.id, { data: { pricing: { monthlyRent: 21_500, securityDeposit: 43_000 } } });
    await createListing(ctx, owner.id);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/property/mine', headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    const mine = res.json().properties as { _id: string; propertyData: { purpose: string; pricing: Record<string, unknown> } }[];
    expect(mine).toHaveLength(2);
    const rental = mine.find((p) => p._id === id);
    expect(rental?.propertyData).toMatchObject({ purpose: 'rent', pricing: { monthlyRent: 21_500, securityDeposit: 43_000 } });
    expect(mine.find((p) => p._id !== id)?.propertyData.purpose).toBe('sale');
  });
});
