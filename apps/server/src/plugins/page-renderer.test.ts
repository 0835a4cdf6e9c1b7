import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ABOUT, CONTACT, HERO_SLIDES, HOW_IT_WORKS, SERVICES } from '@ncr/shared/content';
import { TEXTS } from '@ncr/shared/texts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { properties, searchHistory, wishlist } from '~/db/schema';
import { PAGE_RENDER_HEADER } from '~/shared/page-render';
import { leaksToAnyone } from '../../test/authz/contacts-scan';
import { createListing } from '../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/helpers';
import { builtWebDist, canonical, jsonLd, meta, title } from '../../test/page-html';
import { createPageRenderer } from './page-renderer';

// The HTML the server sends, read as a crawler or a link preview reads it: no JavaScript runs.
// It needs the built web app (npm test builds it first).
const webDist = builtWebDist();

const base = 'https://ncr.example';

/** The text inside the app's root element, tags stripped. */
const bodyText = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('server-rendered public pages', () => {
  let ctx: TestContext;
  let listingId: string;
  let pendingId: string;
  let contactsId: string;
  let dollarsId: string;

  // Renders counted by the API calls a render makes: injected (each carries the page-render
  // header) or answered in-process.
  let renderCalls = 0;
  let answeredCalls = 0;

  beforeAll(async () => {
    // Pages rendered on a worker thread, as in production (the last describe compares the event loop's).
    ctx = await createTestApp(
      { WEB_DIST: webDist, PUBLIC_URL: base, PAGE_RENDER_THREADS: '1' },
      {
        extend: (app) => {
          app.addHook('onRequest', async (request) => {
            if (request.headers[PAGE_RENDER_HEADER]) renderCalls += 1;
          });
          // The same pages rendered on the event loop (PAGE_RENDER_THREADS=0), for the last test.
          app.register(async (scope) => {
            const inline = await createPageRenderer(scope, webDist, { threads: 0 });
            scope.get('/inline/*', async (request, reply) => {
              const page = await inline.render(Object.create(request, { url: { value: request.url.slice('/inline'.length) } }));
              if (page?.kind !== 'page') return reply.code(500).send();
              return reply.code(page.status).type('text/html').send(page.body.content);
            });
          });
        },
      },
    );
    // Reads answered in-process (the listing, a search's results) count as a render's calls too.
    const answers = ctx.app.pageAnswers;
    const answer = answers.answer.bind(answers);
    answers.answer = (url) => {
      answeredCalls += 1;
      return answer(url);
    };
    const seller = await createUser(ctx, 'seller');
    listingId = await createListing(ctx, seller.id, {
      isFeatured: true,
      media: ['/media/aaaa-detail.webp', '/media/bbbb-detail.webp'],
      data: {
        seller: { city: 'Noida' },
        property: {
          title: 'Sunlit corner flat near the metro',
          type: 'flat',
          bhk: '3',
          locality: 'Sector 62',
          address: 'Tower B, Sector 62, Noida',
          description: 'East facing.',
        },
        pricing: { expectedPrice: 85 },
      },
    });
    // The owner's mobile, and contacts typed into the text, are stored but never on a page.
    contactsId = await createListing(ctx, seller.id, {
      data: {
        seller: { city: 'Ghaziabad', mobileNumber: '+91 98765 40011' },
        property: { title: 'Owner flat, call 98765 40012', description: 'Mail owner.flat@example.com or ring +91-98765-40013.' },
      },
    });
    dollarsId = await createListing(ctx, seller.id, {
      data: { seller: { city: 'Faridabad' }, property: { title: "Price $& only, $' and $` too $$", locality: 'Sector 15' } },
    });
    for (let i = 0; i < 7; i += 1) await createListing(ctx, seller.id, { data: { seller: { city: 'Delhi' } } });
    pendingId = await createListing(ctx, seller.id, { status: 'Pending' });
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('home: hero, featured cards with prices and links, head tags and the operator as a RealEstateAgent', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(bodyText(html)).toContain(HERO_SLIDES[0]?.title);
    expect(html).toContain(`href="/property/${listingId}"`);
    expect(bodyText(html)).toContain('Sunlit corner flat near the metro');
    expect(bodyText(html)).toContain('₹85 L');
    expect(canonical(html)).toBe(`${base}/`);
    expect(meta(html, 'og:url')).toBe(`${base}/`);
    const agent = jsonLd(html).find((o) => o['@type'] === 'RealEstateAgent');
    expect(agent).toMatchObject({ name: 'NCR Urgent Sale', url: `${base}/` });
    // The browser starts from the same data: nothing is fetched twice.
    expect(html).toMatch(/<script type="application\/json" id="ssr-state">.*property-featured/);
    // The slides' drawings are files the browser caches, not data URIs in every home page.
    expect(html).not.toContain('data:image/svg+xml');
    const pictures = [...new Set([...html.matchAll(/src="(\/hero\/[a-z]+-\d+\.svg)"/g)].map((m) => m[1] as string))];
    expect(pictures).toHaveLength(HERO_SLIDES.length);
    for (const picture of pictures) {
      const file = await get(picture);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(file.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });

  it('search: a real GET form, result cards with links, page links, and a title from the filters', async () => {
    const res = await get('/property?location=Delhi');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<form[^>]*action="\/property" method="get"/);
    expect(html).toMatch(/<select[^>]*name="location"/);
    expect(html).toMatch(/<input[^>]*name="title"/);
    expect(title(html)).toBe('Properties for sale in Delhi | NCR Urgent Sale');
    expect(canonical(html)).toBe(`${base}/property?location=Delhi`);
    expect(bodyText(html)).toContain('7 properties found');
    expect(html.match(/href="\/property\/[0-9a-f-]{36}"/g)).toHaveLength(6);
    expect(html).toContain('href="/property?location=Delhi&amp;page=2"');
    expect(html).not.toContain(`href="/property/${listingId}"`);

    const second = await get('/property?location=Delhi&page=2');
    expect(second.body.match(/href="\/property\/[0-9a-f-]{36}"/g)).toHaveLength(1);
    expect(title(second.body)).toContain('(page 2)');
  });

  it('listing: title, price, details and photos in the HTML; head tags from the listing; JSON-LD with an Offer in INR', async () => {
    const res = await get(`/property/${listingId}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const text = bodyText(html);
    expect(text).toContain('Sunlit corner flat near the metro');
    expect(text).toContain('₹85 Lakh');
    expect(text).toContain('Tower B, Sector 62, Noida');
    expect(html).toContain('src="/media/aaaa-card.webp"');
    expect(html).toContain('srcset="/media/aaaa-card.webp 480w, /media/aaaa-detail.webp 1280w"');
    expect(html).toContain('href="/media/bbbb-detail.webp"');
    expect(title(html)).toBe('3 BHK Flat / Apartment for sale in Sector 62, Noida, ₹85 Lakh | NCR Urgent Sale');
    expect(meta(html, 'description')).toMatch(/^3 BHK Flat \/ Apartment in Sector 62, Noida at ₹85 Lakh/);
    expect(canonical(html)).toBe(`${base}/property/${listingId}`);
    expect(meta(html, 'og:image')).toBe(`${base}/media/aaaa-detail.webp`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/media\/aaaa-card.webp" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high"/,
    );

    const objects = jsonLd(html);
    const listing = objects.find((o) => o['@type'] === 'RealEstateListing');
    expect(listing).toMatchObject({
      name: 'Sunlit corner flat near the metro',
      url: `${base}/property/${listingId}`,
      offers: { '@type': 'Offer', price: 8_500_000, priceCurrency: 'INR', url: `${base}/property/${listingId}` },
      about: {
        address: { '@type': 'PostalAddress', streetAddress: 'Tower B, Sector 62, Noida', addressRegion: 'Noida', addressCountry: 'IN' },
      },
    });
    const crumbs = objects.find((o) => o['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Noida', 'Sector 62', 'Sunlit corner flat near the metro']);
  });

  it.each([
    ['/about', ABOUT.title],
    ['/services', SERVICES.title],
    ['/how-it-works', HOW_IT_WORKS.title],
    ['/contact', CONTACT.title],
  ])('%s: its content, title, description and canonical URL', async (url, heading) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(bodyText(res.body)).toContain(heading);
    expect(title(res.body)).toBe(`${heading} | NCR Urgent Sale`);
    expect(meta(res.body, 'description')?.length).toBeGreaterThan(20);
    expect(canonical(res.body)).toBe(`${base}${url}`);
  });

  it("names each script a page needs once, for the browser to preload: its own chunks and their imports, beside index.html's", async () => {
    const html = (await ctx.app.inject({ method: 'GET', url: `/property/${listingId}` })).body;
    const preloads = (/<meta name="page-modules" content="([^"]+)"/.exec(html)?.[1] ?? '').split(' ');
    // None of the page's chunks starts loading with the document (docs/decisions/0128).
    expect(html).not.toMatch(/rel="modulepreload"[^>]*\/(app|property-detail-page)-/);
    expect(preloads.some((href) => /\/property-detail-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(preloads.length).toBeGreaterThan(2);
    expect(new Set(preloads).size).toBe(preloads.length);
  });

  it('unknown paths and missing, Pending or malformed listings answer 404 with the 404 page', async () => {
    for (const url of [
      '/no-such-page',
      '/property/00000000-0000-4000-8000-000000000000',
      `/property/${pendingId}`,
      '/property/not-an-id',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(bodyText(res.body)).toContain('404');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    expect(bodyText((await get('/property/not-an-id')).body)).toContain(TEXTS.propertyNotFound);
  });

  it('signed-in screens get the page shell for the browser to render', async () => {
    for (const url of ['/login', '/wishlist', '/buyer-dashboard', '/admin/properties']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('id="ssr-state"');
    }
  });

  it("renders a visitor's listing page from the services, without a request to its own API", async () => {
    const owner = await createUser(ctx, 'seller');
    const id = await createListing(ctx, owner.id, { data: { property: { title: 'Rendered in process flat' } } });
    const before = renderCalls;
    const res = await get(`/property/${id}`);
    expect(res.statusCode).toBe(200);
    expect(bodyText(res.body)).toContain('Rendered in process flat');
    // The listing and the public settings came without an injected request.
    expect(renderCalls).toBe(before);
    // Its similar listings are not part of the page: the browser asks for them once it is live (0074).
    expect(res.body).not.toContain('Similar properties');
    expect(res.body).not.toContain(`"similar"`);
    // A listing that is not there still answers 404, as through the route.
    expect((await get('/property/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("renders a visitor's search page from the services: results, facets and options without a request to the API", async () => {
    const before = renderCalls;
    const answeredBefore = answeredCalls;
    const res = await get('/property?location=Noida&bhk=3&sort=price-asc');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="/property/${listingId}"`);
    expect(renderCalls).toBe(before);
    expect(answeredCalls - answeredBefore).toBeGreaterThanOrEqual(3);
    // Filters the API refuses go to its route, which answers 400 with its message: the browser then
    // renders the page, with that message, as before.
    const refused = await get('/property?purpose=rent&budget=50-100');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('<div id="root"></div>');
    expect(renderCalls).toBeGreaterThan(before);
  });

  it("a visitor's page shows the settings its request read, and the render reads none of its own", async () => {
    const owner = await createUser(ctx, 'seller');
    const id = await createListing(ctx, owner.id, { data: { property: { title: 'Settings as read flat' } } });
    const { pageAnswers, settingsStore } = ctx.app;
    const answer = pageAnswers.answer.bind(pageAnswers);
    // A visitor's page reads the settings as they may lag (the read replica's, decision 0100).
    const read = settingsStore.getLagging.bind(settingsStore);
    const asked: string[] = [];
    const answers = vi.spyOn(pageAnswers, 'answer').mockImplementation((url) => {
      asked.push(url);
      return answer(url);
    });
    // Maintenance on, as the operator just set it: the page is kept under that, and shows it.
    const reads = vi.spyOn(settingsStore, 'getLagging').mockImplementation(async () => ({ ...(await read()), maintenanceMode: true }));
    try {
      const res = await get(`/property/${id}`);
      expect(res.statusCode).toBe(200);
      expect(bodyText(res.body)).toContain('Settings as read flat');
      expect(res.body).toContain(TEXTS.maintenance);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(asked).toEqual([`/api/property/${id}`]);
    } finally {
      answers.mockRestore();
      reads.mockRestore();
    }
    expect((await get(`/property/${id}`)).body).not.toContain(TEXTS.maintenance);
  });

  it('a rendered page is kept until a listing changes', async () => {
    // Kept from its second request on (a page asked once is not kept).
    await get('/property?location=Noida');
    const kept = await get('/property?location=Noida');
    expect((await get('/property?location=Noida')).body).toBe(kept.body);
    await ctx.app.db.update(properties).set({ status: 'Pending' }).where(eq(properties.id, listingId));
    const after = await get('/property?location=Noida');
    expect(after.body).not.toContain(`href="/property/${listingId}"`);
    expect(bodyText(after.body)).toContain(TEXTS.noResults);
    expect((await get(`/property/${listingId}`)).statusCode).toBe(404);
    await ctx.app.db.update(properties).set({ status: 'Active' }).where(eq(properties.id, listingId));
  });

  it("no page, its JSON-LD or its page state carries a phone number or e-mail but the operator's", async () => {
    for (const url of ['/', '/property', '/property?location=Ghaziabad', `/property/${contactsId}`]) {
      const html = (await get(url)).body;
      expect(html, url).toContain('id="ssr-state"');
      expect(leaksToAnyone(html), url).toEqual([]);
    }
    expect(bodyText((await get(`/property/${contactsId}`)).body)).toContain('Owner flat, call [phone hidden]');
  });

  it('$ patterns in a title or in the URL are text, not replacement patterns', async () => {
    const once = (html: string) => {
      expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
      expect(html.match(/<\/html>/g)).toHaveLength(1);
      expect(html.match(/id="ssr-state"/g)).toHaveLength(1);
      // The state the browser hydrates from is whole JSON.
      JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '');
    };
    const listing = await get(`/property/${dollarsId}`);
    expect(listing.statusCode).toBe(200);
    once(listing.body);
    expect(bodyText(listing.body)).toContain('Price $&amp; only, $&#x27; and $` too $$');
    for (const pattern of ["$'", '$`', '$&', '$$']) {
      const res = await get(`/property?title=${encodeURIComponent(pattern)}`);
      expect(res.statusCode).toBe(200);
      once(res.body);
    }
  });

  it('parameters a page does not read are neither new cache entries nor new renders', async () => {
    // A page is kept from its second request (a crawler's pages, asked once, are not kept).
    await get('/property?location=Delhi&bhk=2');
    const first = renderCalls + answeredCalls;
    await get('/property?bhk=2&bust=0&location=Delhi&utm_source=x');
    expect(renderCalls + answeredCalls, 'the second request renders the page again, to keep it').toBeGreaterThan(first);
    const kept = renderCalls + answeredCalls;
    for (let n = 1; n < 6; n += 1) {
      expect((await get(`/property?bhk=2&bust=${n}&location=Delhi&utm_source=x`)).statusCode).toBe(200);
      expect((await get(`/about?bust=${n}`)).statusCode).toBe(200);
    }
    expect(renderCalls + answeredCalls).toBe(kept);
  });

  it('a page comes compressed as the request takes it, asked first, kept or from the cache: the page sent uncompressed', async () => {
    // Render times are in the page state; nothing else may differ.
    const same = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    const decoders = { gzip: gunzipSync, br: brotliDecompressSync };
    for (const [encoding, bhk] of [
      ['gzip', '2'],
      ['br', '3'],
    ] as const) {
      const url = `/property?location=Faridabad&bhk=${bhk}`;
      const sent: string[] = [];
      // Sent once as compressed where it was rendered, then rendered again to keep, then from the cache.
      for (let time = 0; time < 3; time += 1) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, `${encoding} ${time}`).toBe(200);
        expect(res.headers['content-encoding'], `${encoding} ${time}`).toBe(encoding);
        sent.push(same(decoders[encoding](res.rawPayload).toString()));
      }
      const plain = same((await get(url)).body);
      expect(plain).toContain('<div id="root">');
      expect(sent).toEqual([plain, plain, plain]);
    }
    // Two requests sharing one render, one taking gzip and one nothing: each gets the same page.
    const url = '/property?location=Gurugaon&bhk=4';
    const [gzip, none] = await Promise.all([
      ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } }),
      ctx.app.inject({ method: 'GET', url }),
    ]);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(same(gunzipSync(gzip.rawPayload).toString())).toBe(same(none.body));
  });

  it('home and search pages have a share picture of their own: 1200×630, with the words of their heading', async () => {
    expect(meta((await get('/')).body, 'og:image')).toBe(`${base}/og/home.png`);
    expect(meta((await get('/property?location=Noida&bhk=3&minPrice=50')).body, 'og:image')).toBe(
      `${base}/og/search.png?location=Noida&bhk=3`,
    );
    for (const url of ['/og/home.png', '/og/search.png?location=Noida&bhk=3', '/og/search.png']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/og/search.png?location=Mumbai' })).statusCode).toBe(400);
  });

  it('serves the built assets but not the build manifest, which names every chunk', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/manifest.json.br',
      '/.vite/../.vite/manifest.json',
      '/assets/../.vite/manifest.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"isEntry"');
    }
    expect((await get('/favicon.svg')).statusCode).toBe(200);
  });

  describe('for a signed-in member (the session cookie, no JavaScript)', () => {
    const asMember = (url: string, member: { token: string }) =>
      ctx.app.inject({ method: 'GET', url, cookies: { ncr_session: member.token } });
    const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';

    it('shows the owner their Pending listing with its banner, and the header signed in; visitors still get 404', async () => {
      const owner = await createUser(ctx, 'seller', { fullName: 'Pending Owner' });
      const id = await createListing(ctx, owner.id, { status: 'Pending', data: { property: { title: 'Awaiting approval flat' } } });
      const res = await asMember(`/property/${id}`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(bodyText(res.body)).toContain('Awaiting approval flat');
      expect(bodyText(res.body)).toContain(`Pending review. ${TEXTS.pendingListingNotice}`);
      expect(header(res.body)).toMatch(/href="\/seller-dashboard"[^>]*>[\s\S]*?Seller<\/a>/);
      expect(header(res.body)).toContain('Logout');
      expect(header(res.body)).not.toContain('Login / Signup');
      expect(res.body).toContain('<script type="application/json" id="session">');
      // Nobody else sees it, and the member's page never reaches the shared cache.
      expect((await get(`/property/${id}`)).statusCode).toBe(404);
      const visitor = await get('/property');
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect(header(visitor.body)).toContain('Login / Signup');
      expect(visitor.body).not.toContain('Pending Owner');
      expect(visitor.body).not.toContain('id="session"');
    });

    it("records a buyer's search reached by a link, and sends their wishlist with the visitor's page for the hearts", async () => {
      const buyer = await createUser(ctx, 'buyer');
      await ctx.app.db.insert(wishlist).values({ userId: buyer.id, propertyId: listingId });
      const visitor = await get('/property?location=Noida&bhk=3');
      const res = await asMember('/property?location=Noida&bhk=3', buyer);
      expect(res.statusCode).toBe(200);
      await ctx.app.searchHistory.flush();
      const history = await ctx.app.db.select().from(searchHistory).where(eq(searchHistory.userId, buyer.id));
      expect(history.map((h) => h.query)).toEqual([{ location: 'Noida', bhk: '3' }]);
      // The one result is the wishlisted listing, in the visitor's body; the wishlist comes with it
      // in the member's own state, and the heart fills in as the page goes live (e2e: wishlist).
      const withoutHeader = (html: string) => bodyText(html.replace(header(html), ''));
      expect(withoutHeader(res.body)).toBe(withoutHeader(visitor.body));
      expect(header(res.body)).toContain('Logout');
      expect(res.body).toContain(`href="/property/${listingId}"`);
      const personal = JSON.parse(/<script type="application\/json" id="personal-state">([^<]*)<\/script>/.exec(res.body)?.[1] ?? '{}');
      expect(personal.queries.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([['wishlist', 'ids']]);
      expect(personal.queries.queries[0].state.data).toEqual({ ids: [listingId] });
      expect(visitor.body).not.toContain('personal-state');
      // A visitor's page of the same search: nothing recorded twice.
      await ctx.app.searchHistory.flush();
      expect(await ctx.app.db.select().from(searchHistory).where(eq(searchHistory.userId, buyer.id))).toHaveLength(1);
    });

    it("never lets a member's page reach another member or a visitor: names, hearts, banners", async () => {
      const asha = await createUser(ctx, 'buyer', { fullName: 'Asha Leakcheck', mobile: '9876500101' });
      const bela = await createUser(ctx, 'buyer', { fullName: 'Bela Leakcheck', mobile: '9876500102' });
      const owner = await createUser(ctx, 'seller', { fullName: 'Chetan Leakcheck', mobile: '9876500103' });
      await ctx.app.db.insert(wishlist).values({ userId: asha.id, propertyId: listingId });
      const pending = await createListing(ctx, owner.id, { status: 'Pending', data: { property: { title: 'Leakcheck pending flat' } } });
      const wished = (html: string) =>
        JSON.parse(/<script type="application\/json" id="personal-state">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null')?.queries
          ?.queries?.[0]?.state?.data?.ids ?? null;
      const people = [
        { who: 'Asha', member: asha, name: 'Asha Leakcheck', mobile: '9876500101' },
        { who: 'Bela', member: bela, name: 'Bela Leakcheck', mobile: '9876500102' },
        { who: 'Chetan', member: owner, name: 'Chetan Leakcheck', mobile: '9876500103' },
        { who: 'a visitor', member: null, name: null, mobile: null },
      ];
      // Each page asked in turn by every person, twice round, so whatever one render kept is there
      // for the next person's.
      for (let round = 0; round < 2; round++) {
        for (const url of [`/property/${listingId}`, '/property?location=Noida', '/property', `/property/${pending}`]) {
          for (const person of people) {
            const res = person.member ? await asMember(url, person.member) : await get(url);
            const what = `${url} for ${person.who}, round ${round + 1}`;
            // A member's own page knows them (its session state), so what is absent below would show.
            if (person.name) expect(res.body, what).toContain(person.name);
            for (const other of people) {
              if (other === person || !other.name) continue;
              expect(res.body, what).not.toContain(other.name);
              expect(res.body, what).not.toContain(other.mobile);
              expect(res.body, what).not.toContain(other.member?.id);
            }
            // Hearts: only Asha's page carries her wishlist; a visitor's carries none.
            if (url !== `/property/${pending}`) {
              expect(wished(res.body), what).toEqual(person.who === 'Asha' ? [listingId] : person.member ? [] : null);
            }
            // The banner of a listing awaiting approval: its owner's alone.
            if (url === `/property/${pending}`) {
              expect(res.statusCode, what).toBe(person.who === 'Chetan' ? 200 : 404);
              if (person.who !== 'Chetan') expect(res.body, what).not.toContain('Leakcheck pending flat');
              if (person.who !== 'Chetan') expect(res.body, what).not.toContain(TEXTS.pendingListingNotice);
            }
            if (!person.member) expect(res.body, what).not.toContain('id="session"');
          }
        }
      }
    });

    it('renders a dashboard for its own member; anyone else gets the page shell', async () => {
      const buyer = await createUser(ctx, 'buyer', { fullName: 'Dashboard Buyer' });
      const seller = await createUser(ctx, 'seller');
      const own = await asMember('/buyer-dashboard', buyer);
      expect(own.statusCode).toBe(200);
      expect(bodyText(own.body)).toContain('Dashboard Buyer');
      expect(own.body).toContain('id="ssr-state"');
      expect(own.body).toContain('<meta name="robots" content="noindex" />');
      const other = await asMember('/buyer-dashboard', seller);
      expect(other.body).toContain('<div id="root"></div>');
      expect(other.body).toContain('id="session"');
      const visitor = await get('/buyer-dashboard');
      expect(visitor.body).toContain('<div id="root"></div>');
      expect(visitor.body).not.toContain('id="session"');
    });
  });

  it('a worker thread renders the pages the event loop renders, for visitors and for a signed-in member', async () => {
    const seller = await createUser(ctx, 'seller', { fullName: 'Threaded Seller' });
    const own = await createListing(ctx, seller.id, { status: 'Pending', data: { property: { title: 'Threaded pending flat' } } });
    const cookies = { ncr_session: seller.token };
    const pages: [string, Record<string, string>?][] = [
      ['/'],
      ['/property?location=Noida'],
      [`/property/${listingId}`],
      [`/property/${own}`, cookies],
      ['/seller-dashboard', cookies],
    ];
    // Render times are in the page state; nothing else may differ.
    const same = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    for (const [url, as] of pages) {
      const [threaded, inline] = await Promise.all(
        [url, `/inline${url}`].map((path) => ctx.app.inject({ method: 'GET', url: path, ...(as ? { cookies: as } : {}) })),
      );
      expect(threaded?.statusCode, url).toBe(200);
      expect(inline?.statusCode, url).toBe(200);
      expect(same(threaded?.body ?? ''), url).toBe(same(inline?.body ?? ''));
    }
    const mine = await ctx.app.inject({ method: 'GET', url: `/property/${own}`, cookies });
    expect(mine.body).toContain('Threaded pending flat');
  });
});
