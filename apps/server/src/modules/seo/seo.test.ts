import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';
import { createRental } from '../../../test/rental-fixtures';
import { SITEMAP_CHUNK, sitemapIndex } from './sitemap';

describe('robots.txt and sitemaps', () => {
  let ctx: TestContext;
  const base = 'https://ncr.example';

  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: `${base}/` });
  });
  afterAll(() => ctx.close());

  it('robots.txt is plain text, keeps crawlers out of staff, dashboards and the API, and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/admin', '/api/', '/buyer-dashboard', '/seller-dashboard', '/post-property', '/wishlist']) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('lists every public listing, rentals too, with lastmod, and never a Pending or deleted one', async () => {
    const seller = await createUser(ctx, 'seller');
    const active = await createListing(ctx, seller.id);
    const sold = await createListing(ctx, seller.id, { status: 'Sold' });
    const pending = await createListing(ctx, seller.id, { status: 'Pending' });
    const rental = await createRental(ctx, seller.id);
    const pendingRental = await createRental(ctx, seller.id, { status: 'Pending' });
    const deleted = await createListing(ctx, seller.id);
    await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, deleted));

    const index = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    const chunks = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(chunks).toEqual([`${base}/sitemaps/pages.xml`, `${base}/sitemaps/places.xml`, `${base}/sitemaps/listings-1.xml`]);

    const pages = await ctx.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    // The search of rentals is a page of its own (docs/decisions/0106).
    for (const path of ['/', '/property', '/property?purpose=rent', '/about', '/services', '/how-it-works', '/contact']) {
      expect(pages.body).toContain(`<loc>${base}${path}</loc>`);
    }

    const listings = await ctx.app.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' });
    expect(listings.statusCode).toBe(200);
    const urls = [...listings.body.matchAll(/<url><loc>[^<]+\/property\/([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    const ids = urls.map((m) => m[1]);
    expect(ids).toEqual(expect.arrayContaining([active, sold, rental]));
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(pendingRental);
    expect(ids).not.toContain(deleted);
    expect(ids).toHaveLength(3);
    for (const m of urls) expect(Number.isNaN(Date.parse(m[2] ?? ''))).toBe(false);

    expect((await ctx.app.inject({ method: 'GET', url: '/sitemaps/listings-2.xml' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemaps/listings-0.xml' })).statusCode).toBe(400);
  });

  it('lists the page of every city and locality with an available listing, each once, and every one answers', async () => {
    const seller = await createUser(ctx, 'seller');
    const at = (city: 'Noida' | 'Gurugaon', locality: string, status?: 'Sold' | 'Pending') =>
      createListing(ctx, seller.id, { ...(status ? { status } : {}), data: { seller: { city }, property: { locality } } });
    await at('Noida', 'Sector 150');
    await at('Noida', 'Sec-150');
    await at('Gurugaon', 'Golf Course Road');
    await at('Noida', 'Sector 151', 'Sold');
    await at('Noida', 'Sector 152', 'Pending');
    await at('Noida', 'Call 9876543210');
    await createRental(ctx, seller.id, { data: { seller: { city: 'Noida' }, property: { locality: 'Sector 150' } } });

    const res = await ctx.app.inject({ method: 'GET', url: '/sitemaps/places.xml' });
    expect(res.statusCode).toBe(200);
    const paths = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').slice(base.length));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/property-in/noida',
        '/property-in/noida/sector-150',
        '/property-in/gurugaon',
        '/property-in/gurugaon/golf-course-road',
        '/rent-in/noida',
        '/rent-in/noida/sector-150',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    for (const gone of ['/property-in/noida/sector-151', '/property-in/noida/sector-152']) expect(paths).not.toContain(gone);
    expect(paths.some((path) => path.includes('9876543210'))).toBe(false);
    // Each named page is a place the API has a page for.
    for (const path of paths) {
      const [prefix, city, locality] = path.split('/').slice(1);
      const purpose = prefix === 'rent-in' ? 'rent' : 'sale';
      const query = new URLSearchParams({ purpose, city: city ?? '', ...(locality ? { locality } : {}) });
      const place = await ctx.app.inject({ method: 'GET', url: `/api/property/place?${query}` });
      expect(place.statusCode, path).toBe(200);
    }
  });

  it('splits listings into chunks of at most 50,000 URLs', () => {
    expect(SITEMAP_CHUNK).toBe(50_000);
    const index = sitemapIndex(base, 3);
    expect(index.match(/<sitemap>/g)).toHaveLength(5);
    expect(index).toContain(`${base}/sitemaps/listings-3.xml`);
  });
});
