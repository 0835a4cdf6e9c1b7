import type { Listing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';
import { signInMember, useSessionIn } from './support/session';

// Public pages arrive rendered by the server: a visitor without JavaScript (or a crawler) can
// search, page and open a listing, and with JavaScript the page hydrates without a complaint
// and without fetching its data a second time.

interface SearchResult {
  properties: Listing[];
  total: number;
  totalPages: number;
}
const search = async (query: Record<string, string>): Promise<SearchResult> =>
  (await fetch(`${baseUrl()}/api/property/search?${new URLSearchParams({ ...query, limit: '6' })}`)).json() as Promise<SearchResult>;

describe('server-rendered public pages', () => {
  const harness = useBrowser();

  it('without JavaScript a visitor searches, pages and opens a listing with its photos', async () => {
    const page = await harness.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.evaluate(() => typeof window.fetch)).toBe('function'); // a real page, only scripts are off
    const city = 'Delhi';
    await page.getByLabel('Location', { exact: true }).selectOption(city);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/property' && url.searchParams.get('location') === city);

    const expected = await search({ location: city });
    expect(expected.totalPages).toBeGreaterThan(1);
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBe(6);
    expect(await page.getByText(`${expected.total} properties found`).isVisible()).toBe(true);
    const firstTitles = await cards.getByRole('heading', { level: 3 }).allTextContents();

    await page.getByRole('navigation', { name: 'Search result pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('location') === city);
    const secondPage = await search({ location: city, page: '2' });
    const secondTitles = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(secondTitles).toHaveLength(secondPage.properties.length);
    expect(secondTitles.some((t) => firstTitles.includes(t))).toBe(false);

    const target = secondPage.properties.find((p) => p.media.length > 1) ?? secondPage.properties[0];
    if (!target) throw new Error('no listing on page 2');
    await page.locator(`a[href="/property/${target._id}"]`).click();
    await page.waitForURL((url) => url.pathname === `/property/${target._id}`);
    const heading = page.getByRole('heading', { level: 1 });
    expect((await heading.textContent())?.length).toBeGreaterThan(3);
    const photo = page.getByRole('main').getByRole('img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    if (target.media.length > 1) {
      // Each thumbnail links to its photo or video, which opens on its own.
      const second = page.getByRole('link', { name: /^Show (photo|video) 2 of/ });
      const href = await second.getAttribute('href');
      expect(href).toBe(target.media[1]);
      const response = await page.request.get(href ?? '');
      expect(response.status()).toBe(200);
    }
  });

  it('a missing listing and an unknown path answer 404 with the 404 page', async () => {
    const page = await harness.newPage({ javaScriptEnabled: false });
    const missing = await page.goto('/property/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TEXTS.propertyNotFound);
    const unknown = await page.goto('/no/such/page');
    expect(unknown?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TEXTS.notFoundTitle);
  });

  it('with JavaScript every public page hydrates with no console error or warning and fetches nothing twice', async () => {
    const listing = (await search({})).properties[0];
    if (!listing) throw new Error('no listing');
    const paths = [
      '/',
      '/property',
      '/property?location=Noida&page=2',
      `/property/${listing._id}`,
      '/about',
      '/services',
      '/how-it-works',
      '/contact',
    ];
    for (const path of paths) {
      const page = await harness.newPage();
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
      });
      const apiCalls: string[] = [];
      // Reads only: a listing page reports its view with a POST, which is not data fetched again.
      page.on('request', (r) => {
        if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // A listing's similar listings are not in the server's page: the browser asks for them once
      // (docs/decisions/0074). Nothing the page already carries is asked again.
      const later = path === `/property/${listing._id}` ? [`${baseUrl()}/api/property/${listing._id}/similar`] : [];
      expect(apiCalls, path).toEqual(later);
      // Hydrated: a click is handled as a single-page app, the same document stays.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/about');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About Us');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), path).toBe(true);
      expect(messages, path).toEqual([]);
      await page.close();
    }
  });

  it('the footer, which the server renders once for every page, is live after hydration', async () => {
    const listing = (await search({})).properties[0];
    if (!listing) throw new Error('no listing');
    const page = await harness.newPage();
    await page.goto(`/property/${listing._id}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/how-it-works');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.close();
  });

  it('the header, which the server renders once per section, marks the section and, once live, signs in back to the page', async () => {
    const [first, second] = (await search({})).properties;
    if (!first || !second) throw new Error('no listings');
    // Two listings' HTML carry the same header: no page of its own in it.
    const headerOf = async (id: string) => {
      const html = await (await fetch(`${baseUrl()}/property/${id}`)).text();
      return html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    };
    const header = await headerOf(first._id);
    expect(header).toBe(await headerOf(second._id));
    expect(header).toContain('href="/login"');
    expect(header).not.toContain(first._id);

    const page = await harness.newPage();
    await page.goto(`/property/${first._id}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Property', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current')).toBeNull();
    const login = page.getByRole('banner').getByRole('link', { name: 'Login / Signup' });
    await expect.poll(() => login.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/property/${first._id}`)}`);
    await login.click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `/property/${first._id}`);
    // Moving on in the browser, the header marks the new section.
    await page.goto('/about');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await nav.getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.close();
  });

  it("a signed-in buyer gets the visitors' page with their header, and their hearts as it goes live, at both sizes", async () => {
    const buyer = await signInMember('buyer', undefined, 'Hearts Buyer');
    const [saved] = (await search({ location: 'Noida' })).properties;
    if (!saved) throw new Error('no listing in Noida');
    const add = await fetch(`${baseUrl()}/api/wishlist/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ propertyId: saved._id }),
    });
    expect(add.status).toBe(200);
    const visit = async (size: { width: number; height: number }) => {
      const page = await harness.newPage();
      await page.setViewportSize(size);
      await useSessionIn(page, buyer);
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
      });
      const reads: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/')) reads.push(new URL(r.url()).pathname);
      });
      const response = await page.goto('/property?location=Noida');
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const card = page.locator(`a[href="/property/${saved._id}"]`).first().locator('xpath=ancestor::article[1]');
      await expect.poll(() => card.getByRole('button', { name: 'Remove from wishlist' }).getAttribute('aria-pressed')).toBe('true');
      // Signed in from the first paint: the header the server sent is theirs.
      const sent = (await response?.text()) ?? '';
      expect(sent.slice(sent.indexOf('<header'), sent.indexOf('</header>'))).toContain('Logout');
      expect(await page.getByRole('banner').getByRole('link', { name: 'Login / Signup' }).count()).toBe(0);
      if (size.width >= 1024)
        expect(await page.getByRole('banner').getByRole('link', { name: 'Buyer', exact: true }).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      // The wishlist's ids came with the page: the hearts asked for nothing.
      expect(reads.filter((path) => path.startsWith('/api/wishlist'))).toEqual([]);
      expect(messages).toEqual([]);
      await page.screenshot({ path: `/tmp/member-page-${size.width}.png` });
      await page.close();
    };
    await visit({ width: 390, height: 844 });
    await visit({ width: 1366, height: 900 });
  });

  it('the screens the browser renders itself start with no console error or warning', async () => {
    // /post-property sends a visitor on to /login: its guard runs in the first render too.
    for (const [path, heading] of [
      ['/login', 'Welcome Back'],
      ['/compare', 'Compare properties'],
      ['/post-property', 'Welcome Back'],
    ] as const) {
      const page = await harness.newPage();
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
      });
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { message: path }).toContain(heading);
      await page.waitForLoadState('networkidle');
      expect(messages, path).toEqual([]);
      await page.close();
    }
  });
});
