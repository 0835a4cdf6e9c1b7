import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_PUBLISHED } from '~/jobs/listing-jobs';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { createRental } from '../../../test/rental-fixtures';
import { waitFor } from '../../../test/wait';

// A requirement to rent (docs/decisions/0106): its budget is rupees a month, and it matches rentals only.
const rentForm = {
  name: 'Arjun Bhatia',
  propertyType: ['Flat / Apartment'],
  purpose: 'rent',
  location: 'Noida',
  budget: { min: 15_000, max: 25_000 },
  bhk: '2',
  consent: true,
};

describe('a requirement to rent', () => {
  let ctx: TestContext;
  let seller: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5' });
    seller = await createUser(ctx, 'seller');
  });
  afterAll(() => ctx.close());

  const submit = (user: TestUser, body: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/buyer/submit', headers: bearer(user), payload: body });
  const matchIds = async (user: TestUser) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/buyer/matches', headers: bearer(user) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().properties as { _id: string }[]).map((p) => p._id);
  };
  const noidaFlat = { seller: { city: 'Noida' as const }, property: { type: 'flat' as const, bhk: '2' as const } };

  it('takes a budget a month in rupees from the rent choices, and refuses a budget in lakhs', async () => {
    const renter = await createUser(ctx, 'buyer');
    expect((await submit(renter, rentForm)).statusCode).toBe(201);
    const stored = await ctx.app.inject({ method: 'GET', url: '/api/buyer/requirements', headers: bearer(renter) });
    expect(stored.json().requirement.requirements).toMatchObject({ purpose: 'rent', budget: { min: 15_000, max: 25_000 } });

    const lakhs = await submit(renter, { ...rentForm, budget: { min: 50, max: 100 } });
    expect(lakhs.statusCode).toBe(400);
    expect(lakhs.json().error).toBe('budget.min: Choose a monthly budget from the list');
    // And a purchase still takes lakhs only.
    const rupees = await submit(renter, { ...rentForm, purpose: 'buy' });
    expect(rupees.json().error).toBe('budget.min: Choose a budget from the list');
  });

  it('matches rentals inside the monthly budget, never sales; a purchase never matches rentals', async () => {
    const renter = await createUser(ctx, 'buyer');
    const buyer = await createUser(ctx, 'buyer');
    const inBudget = await createRental(ctx, seller.id, { data: { ...noidaFlat, pricing: { monthlyRent: 21_000 } } });
    const dear = await createRental(ctx, seller.id, { data: { ...noidaFlat, pricing: { monthlyRent: 40_000 } } });
    const sale = await createListing(ctx, seller.id, { data: { ...noidaFlat, pricing: { expectedPrice: 60 } } });
    await submit(renter, rentForm);
    await submit(buyer, { ...rentForm, purpose: 'buy', budget: { min: 10, max: 500 } });

    const rented = await matchIds(renter);
    expect(rented).toContain(inBudget);
    expect(rented).not.toContain(dear);
    expect(rented).not.toContain(sale);
    const bought = await matchIds(buyer);
    expect(bought).toContain(sale);
    expect(bought).not.toContain(inBudget);
  });

  it('treats the top monthly budget (₹2,00,000+) as open-ended', async () => {
    const renter = await createUser(ctx, 'buyer');
    const mansion = await createRental(ctx, seller.id, { data: { ...noidaFlat, pricing: { monthlyRent: 3_50_000 } } });
    await submit(renter, { ...rentForm, budget: { min: 1_50_000, max: 2_00_000 } });
    expect(await matchIds(renter)).toContain(mansion);
  });

  it('tells the renter when a matching rental goes live', async () => {
    const renter = await createUser(ctx, 'buyer');
    await submit(renter, { ...rentForm, location: 'Ghaziabad', budget: { min: 10_000, max: 20_000 } });
    const id = await createRental(ctx, seller.id, {
      status: 'Active',
      data: { seller: { city: 'Ghaziabad' }, property: { type: 'flat', bhk: '2' }, pricing: { monthlyRent: 16_000 } },
    });
    await ctx.app.jobs.send(LISTING_PUBLISHED, { propertyId: id, at: new Date().toISOString() });
    const notifications = await waitFor(
      async () => (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(renter) })).json(),
      (body) => body.notifications.length > 0,
    );
    expect(notifications.notifications.map((n: { propertyId: string }) => n.propertyId)).toEqual([id]);
  });
});
