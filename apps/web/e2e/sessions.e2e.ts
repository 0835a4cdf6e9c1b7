import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUYER_DASHBOARD } from '@ncr/shared/account-content';
import { TEXTS } from '@ncr/shared/texts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { baseUrl, dataDir, useBrowser } from './support/browser';
import { postFlat } from './support/listings';
import { SESSION_COOKIE, sessionCookieOf, signInMember, signInOnLoginPage, signInStaff, useSessionIn } from './support/session';

// Sessions the server can see when it renders (docs/decisions/0052): every page arrives right for
// the person who asks, in a fresh browser, before and after its scripts run.
const wishlistOf = async (token: string): Promise<string[]> =>
  ((await (await fetch(`${baseUrl()}/api/wishlist`, { headers: { authorization: `Bearer ${token}` } })).json()) as { _id: string }[]).map(
    (l) => l._id,
  );

describe('pages that know who is signed in', () => {
  const harness = useBrowser();

  it("a seller opens their own Pending listing from My Listings; the server's HTML already shows it and them", async () => {
    const seller = await signInMember('seller', undefined, 'Pending Seller');
    const title = `Awaiting Review Flat ${Date.now() % 100000}`;
    const listing = await postFlat(seller, { title, sellerName: 'Pending Seller' });
    expect(listing.status).toBe('Pending');

    const page = await harness.newPage();
    await useSessionIn(page, seller);
    await page.goto('/seller-dashboard/listings');
    await page.getByRole('link', { name: `View ${title}` }).click();
    await page.waitForURL((url) => url.pathname === `/property/${listing._id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByText(TEXTS.pendingListingNotice).isVisible()).toBe(true);
    expect(await page.getByText(TEXTS.propertyNotFound).count()).toBe(0);

    // The same page with scripts off: the server rendered it for the owner, header included.
    const plain = await harness.newPage({ javaScriptEnabled: false });
    await useSessionIn(plain, seller);
    const response = await plain.goto(`/property/${listing._id}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await plain.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await plain.getByText(TEXTS.pendingListingNotice).isVisible()).toBe(true);
    const banner = plain.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Seller', exact: true }).isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Login / Signup' }).count()).toBe(0);
    // A visitor still gets "not found".
    expect((await fetch(`${baseUrl()}/property/${listing._id}`)).status).toBe(404);
  });

  it("a buyer's search typed into the address bar is in their Search History", async () => {
    const buyer = await signInMember('buyer');
    const page = await harness.newPage();
    await useSessionIn(page, buyer);
    const locality = `Sector ${100 + (Date.now() % 50)}`;
    await page.goto(`/property?location=Gurugaon&locality=${encodeURIComponent(locality)}`);
    await page.getByRole('heading', { level: 1, name: 'Our Properties' }).waitFor();
    await page.goto('/buyer-dashboard?tab=history');
    const history = page.getByRole('tabpanel');
    await expect.poll(() => history.getByText(locality, { exact: false }).count()).toBeGreaterThan(0);
    expect(await history.getByText(BUYER_DASHBOARD.history.emptyTitle).count()).toBe(0);
  });

  it('a listing opened in a new tab shows the header signed in, in the HTML itself', async () => {
    const buyer = await signInMember('buyer', undefined, 'Tab Buyer');
    const staff = await signInStaff();
    const listing = await postFlat(staff, { title: `New Tab Flat ${Date.now() % 100000}` });
    const first = await harness.newPage();
    await useSessionIn(first, buyer);
    const tab = await first.context().newPage();
    const response = await tab.goto(`${baseUrl()}/property/${listing._id}`);
    await tab.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const html = (await response?.text()) ?? '';
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header).toContain('Logout');
    expect(header).not.toContain('Login / Signup');
    const banner = tab.getByRole('banner');
    await banner.getByRole('link', { name: 'Buyer', exact: true }).waitFor();
    await tab.close();
  });

  it('a photo that failed before the page was live shows the placeholder', async () => {
    const staff = await signInStaff();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b6ea5' } })
      .png()
      .toBuffer();
    const listing = await postFlat(staff, { title: `Lost Photo Flat ${Date.now() % 100000}`, photos: [photo] });
    const stored = listing.media[0] ?? '';
    const name = path.basename(stored).replace(/-detail\.webp$/, '');
    const mediaDir = path.join(dataDir(), 'media');
    // The photo's files are gone from storage: the server answers 404 for them.
    for (const file of readdirSync(mediaDir).filter((f) => f.startsWith(name))) rmSync(path.join(mediaDir, file));
    expect((await fetch(`${baseUrl()}${stored}`)).status).toBe(404);

    const page = await harness.newPage();
    // The app's scripts arrive late, as on a slow phone: the photo fails while nobody listens.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`/property/${listing._id}`);
    const gallery = page.getByRole('main').getByRole('img').first();
    await expect.poll(() => gallery.getAttribute('src')).toBe('/placeholder.svg');
    // The listing leaves the site again, so no other page shows its lost photo.
    const removed = await fetch(`${baseUrl()}/api/property/${listing._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(removed.status).toBe(200);
  });

  it('"Book a visit" → sign in → back on that listing at the visit form', async () => {
    const buyer = await signInMember('buyer');
    const staff = await signInStaff();
    const listing = await postFlat(staff, { title: `Visit After Login Flat ${Date.now() % 100000}` });
    const page = await harness.newPage();
    // As behind the site's proxy, from an address of its own: the suite's many sign-ins from this
    // one machine would otherwise meet the per-network limit on codes.
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.251' });
    await page.goto(`/property/${listing._id}`);
    await page.getByRole('link', { name: 'Sign in as a buyer' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `/property/${listing._id}#book-visit`);
    await signInOnLoginPage(page, buyer.user.mobile ?? '');
    // A same-document navigation: polled, since it fires no load event to wait for.
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/property/${listing._id}#book-visit`);
    const form = page.getByRole('region', { name: 'Book a site visit' });
    await form.getByLabel('Date').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('date');
    expect(await sessionCookieOf(page)).toBeTruthy();
  });

  it("another site's form cannot act with the session, and logout in one tab signs out the others", async () => {
    const buyer = await signInMember('buyer');
    const staff = await signInStaff();
    const listing = await postFlat(staff, { title: `Forged Wish Flat ${Date.now() % 100000}` });
    const page = await harness.newPage();
    await useSessionIn(page, buyer);
    // A page on another site posts a form to the wishlist, hoping the browser adds the cookie.
    const forged = `<form method="POST" action="${baseUrl()}/api/wishlist/add" enctype="text/plain"><input name='{"propertyId":"${listing._id}","x":"' value='"}'></form><script>document.forms[0].submit()</script>`;
    await page.goto(`data:text/html,${encodeURIComponent(forged)}`, { waitUntil: 'load' }).catch(() => undefined);
    await page.waitForLoadState('load');
    expect(await wishlistOf(buyer.token)).toEqual([]);

    // Two tabs of one browser; logout in one, and the other learns at once (and the server refuses the old cookie).
    const one = await harness.newPage();
    await useSessionIn(one, buyer);
    const two = await one.context().newPage();
    await two.goto(`${baseUrl()}/property`);
    await two.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await two.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
    await one.goto('/property');
    await one.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await one.getByRole('banner').getByRole('link', { name: 'Login / Signup' }).waitFor();
    expect((await one.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    await two.getByRole('banner').getByRole('link', { name: 'Login / Signup' }).waitFor();
    expect((await fetch(`${baseUrl()}/api/auth/me`, { headers: { authorization: `Bearer ${buyer.token}` } })).status).toBe(401);
  });
});
