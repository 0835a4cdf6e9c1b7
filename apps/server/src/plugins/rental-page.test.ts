import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/helpers';
import { builtWebDist, jsonLd, title } from '../../test/page-html';
import { createRental } from '../../test/rental-fixtures';

// A rental's server-rendered page as crawlers read it (docs/decisions/0106): its offer is a rent
// a month. Needs the built web app, like page-renderer.test.ts.
const webDist = builtWebDist();
const base = 'https://ncr.example';

describe("a rental's server-rendered page", () => {
  let ctx: TestContext;
  let rentalId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: base, PAGE_RENDER_THREADS: '0' });
    const seller = await createUser(ctx, 'seller');
    rentalId = await createRental(ctx, seller.id, {
      data: {
        seller: { city: 'Noida' },
        property: { title: 'Bright 2 BHK near the metro', type: 'flat', bhk: '2', locality: 'Sector 62' },
        pricing: { monthlyRent: 22_000, securityDeposit: 44_000 },
      },
    });
  });
  afterAll(() => ctx.close());

  it('offers the rental at its rent a month in its JSON-LD, and says so in its title', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/property/${rentalId}` });
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toMatch(/^2 BHK Flat \/ Apartment for rent in Sector 62, Noida, ₹22,000\/month/);
    const listing = jsonLd(res.body).find((o) => o['@type'] === 'RealEstateListing');
    expect(listing).toMatchObject({
      url: `${base}/property/${rentalId}`,
      offers: {
        '@type': 'Offer',
        price: 22_000,
        priceCurrency: 'INR',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 22_000, priceCurrency: 'INR', unitCode: 'MON' },
      },
    });
  });
});
