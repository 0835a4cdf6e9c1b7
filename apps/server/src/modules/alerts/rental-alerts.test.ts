import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyRow } from '~/shared/listings';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { createRental } from '../../../test/rental-fixtures';
import { type OutboxLine, readOutbox, waitFor } from '../../../test/wait';
import { alertText, priceDropText } from './alert-messages';

// Alerts about rentals say their rent a month; a rental's price drop is a rent cut (docs/decisions/0106).

describe('alert texts of a rental', () => {
  const row = (purpose: 'sale' | 'rent', pricing: object) =>
    ({
      id: 'abc',
      purpose,
      priceLakhs: purpose === 'rent' ? 0 : 85,
      propertyData: { purpose, property: { title: '2 BHK Flat for Rent in Lotus Greens' }, pricing },
    }) as unknown as PropertyRow;

  it('names a new rental at its rent a month, and a sale at its price', () => {
    const { text } = alertText('https://ncr.example', 'Noida rentals', [row('rent', { monthlyRent: 32_000 })], 'https://u');
    expect(text).toContain('2 BHK Flat for Rent in Lotus Greens, ₹32,000/month: https://ncr.example/property/abc');
    expect(alertText('https://ncr.example', 'Sales', [row('sale', { expectedPrice: 85 })], 'https://u').text).toContain(', ₹85 L: ');
  });

  it("says a rental's price drop as a rent cut a month", () => {
    const { subject, text } = priceDropText('https://ncr.example', row('rent', { monthlyRent: 30_000 }), { fromLakhs: 0.32, toLakhs: 0.3 });
    expect(subject).toBe('Rent cut by ₹2,000/month on a listing you saved');
    expect(text).toContain('is now ₹30,000/month (was ₹32,000/month)');
    expect(priceDropText('https://ncr.example', row('sale', {}), { fromLakhs: 90, toLakhs: 85 }).subject).toBe(
      'Price dropped ₹5 L on a listing you saved',
    );
  });
});

describe('alerts about rentals', () => {
  let ctx: TestContext;
  let seller: TestUser;
  const to = (lines: OutboxLine[], user: TestUser) => lines.filter((l) => l.kind === 'alert' && l.to === user.mobile);

  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5', PUBLIC_URL: 'https://ncr.example' });
    seller = await createUser(ctx, 'seller');
  });
  afterAll(() => ctx.close());

  it('alerts a renter whose saved rental search a newly approved rental matches, at its rent a month', async () => {
    const admin = await createUser(ctx, 'admin');
    const renter = await createUser(ctx, 'buyer');
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/saved-searches',
      headers: bearer(renter),
      payload: { name: 'Noida 2 BHK to rent', filters: { purpose: 'rent', location: 'Noida', maxRent: '25000' }, frequency: 'instant' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const noida = { seller: { city: 'Noida' as const }, property: { type: 'flat' as const, bhk: '2' as const } };
    const dear = await createRental(ctx, seller.id, { status: 'Pending', data: { ...noida, pricing: { monthlyRent: 40_000 } } });
    const sale = await createListing(ctx, seller.id, { status: 'Pending', data: { ...noida, pricing: { expectedPrice: 60 } } });
    const match = await createRental(ctx, seller.id, { status: 'Pending', data: { ...noida, pricing: { monthlyRent: 22_000 } } });
    for (const id of [dear, sale, match]) {
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/approve`, headers: bearer(admin) });
      expect(res.statusCode, res.body).toBe(200);
    }
    await waitFor(
      () => readOutbox(ctx.dataDir),
      (l) => to(l, renter).length > 0,
    );
    // Time for any wrong match (the dearer rental, the sale) to have been sent too.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const messages = to(await readOutbox(ctx.dataDir), renter);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text).toContain(`₹22,000/month: https://ncr.example/property/${match}`);
  });

  it('tells a buyer who saved a rental of its rent cut, in rent a month', async () => {
    const renter = await createUser(ctx, 'buyer');
    const id = await createRental(ctx, seller.id, { data: { pricing: { monthlyRent: 32_000 } } });
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/wishlist/add', headers: bearer(renter), payload: { propertyId: id } });
    expect(saved.statusCode, saved.body).toBe(200);

    const cut = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(seller),
      payload: { propertyData: { pricing: { monthlyRent: 30_000 } } },
    });
    expect(cut.statusCode, cut.body).toBe(200);
    const lines = await waitFor(
      () => readOutbox(ctx.dataDir),
      (l) => to(l, renter).length > 0,
    );
    const [message] = to(lines, renter);
    expect(message?.text).toMatch(/^Rent cut by ₹2,000\/month on a listing you saved: .* is now ₹30,000\/month \(was ₹32,000\/month\)/);
    expect(message?.text).toContain(`https://ncr.example/property/${id}`);
  });
});
