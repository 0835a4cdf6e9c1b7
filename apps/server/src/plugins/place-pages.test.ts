import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/helpers';
import { builtWebDist, canonical, jsonLd, meta, title } from '../../test/page-html';
import { createRental } from '../../test/rental-fixtures';

// A city's and a locality's server-rendered page as crawlers read it (docs/decisions/0130): the
// heading, head tags, JSON-LD, the links behind each count, 301 for other spellings of the
// address, 404 and 410. Needs the built web app, like page-renderer.test.ts.
const webDist = builtWebDist();
const base = 'https://ncr.example';
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe("a city's and a locality's server-rendered page", () => {
  let ctx: TestContext;
  let listingId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: base, PAGE_RENDER_THREADS: '0' });
    const seller = await createUser(ctx, 'seller');
    const noida = (locality: string, bhk: '2' | '3', extra = {}) =>
      createListing(ctx, seller.id, { ...extra, data: { seller: { city: 'Noida' }, property: { type: 'flat', bhk, locality } } });
    listingId = await noida('Sector 62', '2');
    await noida('Sector 62', '3');
    await noida('Sec-62', '3');
    await noida('Sector 63', '2');
    await noida('Sector 99', '2', { status: 'Sold' });
    await createRental(ctx, seller.id, { data: { seller: { city: 'Noida' }, property: { locality: 'Sector 62' } } });
    await createListing(ctx, seller.id, { data: { seller: { city: 'Gurugaon' }, property: { locality: 'DLF Phase 2' } } });
    await createListing(ctx, seller.id, { data: { seller: { city: 'Greater Noida' }, property: { locality: 'Alpha 1' } } });
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it("a locality's page: heading, head tags, the place in JSON-LD, and links behind every count", async () => {
    const res = await get('/property-in/noida/sector-62');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(h1(html)).toBe('Property for sale in Sector 62, Noida');
    expect(title(html)).toBe('Property for sale in Sector 62, Noida | NCR Urgent Sale');
    expect(meta(html, 'description')).toMatch(/^3 urgent sales in Sector 62, Noida\./);
    expect(canonical(html)).toBe(`${base}/property-in/noida/sector-62`);
    expect(meta(html, 'og:image')).toBe(`${base}/og/place.png?purpose=sale&city=noida&locality=sector-62`);
    const objects = jsonLd(html);
    const crumbs = objects.find((o) => o['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((i) => [i.name, i.item])).toEqual([
      ['Home', `${base}/`],
      ['Noida', `${base}/property-in/noida`],
      ['Sector 62', `${base}/property-in/noida/sector-62`],
    ]);
    expect(objects.find((o) => o['@type'] === 'Place')).toMatchObject({
      name: 'Sector 62, Noida',
      url: `${base}/property-in/noida/sector-62`,
      address: { addressLocality: 'Sector 62', addressRegion: 'Noida', addressCountry: 'IN' },
      containedInPlace: { '@type': 'City', name: 'Noida' },
    });
    // Each count is a link to the search that finds as many.
    expect(html).toContain('href="/property?location=Noida&amp;locality=Sector+62&amp;bhk=3"');
    expect(html).toMatch(/3 BHK: 2 listings/);
    expect(html).toContain('href="/property-in/noida/sector-63"');
    expect(html).toContain(`href="/property/${listingId}"`);
  });

  it("a city's page lists its localities; the rental page is its own", async () => {
    const city = await get('/property-in/noida');
    expect(city.statusCode).toBe(200);
    expect(h1(city.body)).toBe('Property for sale in Noida');
    expect(city.body).toContain('href="/property-in/noida/sector-62"');
    const rent = await get('/rent-in/noida/sector-62');
    expect(rent.statusCode).toBe(200);
    expect(h1(rent.body)).toBe('Property for rent in Sector 62, Noida');
    expect(canonical(rent.body)).toBe(`${base}/rent-in/noida/sector-62`);
  });

  it('sends other spellings of the address to the one page with 301', async () => {
    for (const [asked, one] of [
      ['/property-in/gurgaon', '/property-in/gurugaon'],
      ['/property-in/Noida/Sec-62', '/property-in/noida/sector-62'],
      ['/rent-in/noida/sector62', '/rent-in/noida/sector-62'],
      ['/property-in/greater%20noida', '/property-in/greater-noida'],
    ] as const) {
      const res = await get(asked);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(one);
    }
  });

  it('answers 404 for an unknown place and 410 for one whose listings are gone, never an empty page', async () => {
    const unknown = await get('/property-in/noida/sector-404');
    expect(unknown.statusCode).toBe(404);
    expect(meta(unknown.body, 'robots')).toBe('noindex');
    expect((await get('/property-in/mumbai')).statusCode).toBe(404);
    const gone = await get('/property-in/noida/sector-99');
    expect(gone.statusCode).toBe(410);
    expect(h1(gone.body)).toBe('No property is listed here any more');
  });

  it("a listing's page leads to its locality and city: the breadcrumb on the page and in JSON-LD", async () => {
    const res = await get(`/property/${listingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*href="\/property-in\/noida"[\s\S]*href="\/property-in\/noida\/sector-62"/);
  });

  it('draws a share picture for a place with listings, and refuses one made up', async () => {
    const picture = await get('/og/place.png?purpose=sale&city=noida&locality=sector-62');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await get('/og/place.png?city=noida&locality=buy-here-call-now')).statusCode).toBe(404);
    expect((await get('/og/place.png?city=gurgaon')).statusCode).toBe(200);
  });
});
