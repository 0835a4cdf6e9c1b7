import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SELLER_DASHBOARD } from '@ncr/shared/account-content';
import type { Listing, MyListingsResponse } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { fillStepOne } from './support/post-form';
import { useSessionIn as putSession, type SignedIn, signInMember, signInStaff } from './support/session';

// Files made for this run: two photos (noise, so they have a realistic size), a small MP4
// container, and the refusals the browser must catch before anything is sent.
const dir = mkdtempSync(path.join(os.tmpdir(), 'ncr-posting-e2e-'));
const file = (name: string) => path.join(dir, name);

async function makeFiles() {
  const noise = (w: number, h: number) => {
    const pixels = Buffer.alloc(w * h * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
    return sharp(pixels, { raw: { width: w, height: h, channels: 3 } });
  };
  await noise(1600, 1200).jpeg({ quality: 90 }).toFile(file('living-room.jpg'));
  await noise(1200, 900).png().toFile(file('balcony.png'));
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]));
  writeFileSync(
    file('walkthrough.mp4'),
    Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', Buffer.alloc(1_500_000, 3))]),
  );
  writeFileSync(file('notes.txt'), 'not a photo');
  writeFileSync(file('huge.jpg'), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]));
  writeFileSync(file('page.jpg'), '<!doctype html><script>alert(1)</script>');
}

async function apiAs<T>(session: SignedIn, pathname: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${pathname}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${session.token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** Waits for running transitions (a toast sliding in) to end, so contrast is measured on the final colours. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished),
    ),
  );
const accessible = async (page: Page) => {
  await settled(page);
  await expectAccessible(page);
};
const mediaInput = (page: Page) => page.getByLabel(/Upload photos and videos/);

describe('posting a property', () => {
  const harness = useBrowser();
  let admin: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    await makeFiles();
    admin = await signInStaff();
    // Moderation on and no listing limit, whatever an earlier file left in Settings > System.
    await apiAs(admin, '/api/admin/settings', { method: 'PUT', body: { autoApproveListings: false, propertyLimitPerUser: 0 } });
    seller = await signInMember('seller', undefined, 'Asha Rao');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function sellerPage(session = seller, viewport?: Parameters<typeof harness.newPage>[0]) {
    const page = await harness.newPage(viewport);
    await putSession(page, session);
    return page;
  }

  it('posts a flat with two photos and a video: progress, /property, Pending, then approved into search', async () => {
    const page = await sellerPage(seller, { width: 1366, height: 900 });
    await page.goto('/post-property');
    // Prefilled from the session.
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Asha Rao');
    await expect.poll(() => page.getByLabel('Mobile Number').inputValue()).toBe(seller.user.mobile);
    await accessible(page);

    const title = `E2E Flat ${Date.now()}`;
    await fillStepOne(page, title);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: 'Legal Information' }).waitFor();
    await page.getByLabel('Legal Documents Available').selectOption('yes');
    await page.getByLabel('Ownership Type').selectOption('self');
    await mediaInput(page).setInputFiles([file('living-room.jpg'), file('balcony.png'), file('walkthrough.mp4')]);
    const chosen = page.getByRole('list', { name: 'Chosen media' }).getByRole('listitem');
    await expect.poll(() => chosen.count()).toBe(3);
    await expect.poll(() => page.getByRole('img', { name: 'living-room.jpg' }).isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: 'Lift' }).check();
    await page.getByRole('checkbox', { name: 'Parking' }).check();
    await page.getByRole('checkbox', { name: 'Metro Station' }).check();
    await page.getByLabel('Comments').fill('Visits on weekends.');
    await page.getByRole('checkbox', { name: /details and media are accurate/ }).check();
    await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();
    await accessible(page);

    // Record every value the progress bar shows, and slow the upload so it has something to show.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1_000_000,
    });
    await page.getByRole('button', { name: 'Submit Property' }).click();
    await page.waitForURL((url) => url.pathname === '/property', { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect.poll(() => toast(page, TEXTS.postSuccess).isVisible()).toBe(true);
    await expect.poll(() => toast(page, TEXTS.postSuccessBody).isVisible()).toBe(true);
    const progress = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    // The post ends on the search page (spec §4); My Listings says what happens next to it.
    await page.getByRole('heading', { name: 'Our Properties' }).waitFor();
    await page.goto('/seller-dashboard/listings');
    await page.getByRole('heading', { name: SELLER_DASHBOARD.pendingBanner.heading }).waitFor();
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: title }).getByText('Pending', { exact: true }).isVisible())
      .toBe(true);
    await accessible(page);

    // Pending, owned by the seller, two WebP photos and the video.
    const mine = await apiAs<MyListingsResponse>(seller, '/api/property/mine');
    const listing = mine.properties.find((p) => p.propertyData.property.title === title) as Listing;
    expect(listing).toMatchObject({ status: 'Pending', isFeatured: false, userId: { _id: seller.user.id } });
    expect(listing.media).toHaveLength(3);
    expect(listing.media.slice(0, 2).every((m) => /^\/media\/[0-9a-f-]{36}-detail\.webp$/.test(m))).toBe(true);
    expect(listing.media[2]).toMatch(/\.mp4$/);
    expect(listing.propertyData.features).toEqual({ amenities: ['Lift', 'Parking'], nearbyFacilities: ['Metro Station'] });

    // Not in search while Pending; an admin approves it; then it is, with its WebP card image.
    const searchApi = () => fetch(`${baseUrl()}/api/property/search?title=${encodeURIComponent(title)}`).then((r) => r.json());
    expect((await searchApi()).properties).toEqual([]);
    await apiAs(admin, `/api/property/${listing._id}`, { method: 'PUT', body: { status: 'Active' } });
    expect((await searchApi()).properties.map((p: Listing) => [p._id, p.status, p.media[0]])).toEqual([
      [listing._id, 'Active', listing.media[0]],
    ]);
    const search = async () => {
      await page.goto(`/property?title=${encodeURIComponent(title)}`);
      await page.getByRole('heading', { name: 'Our Properties' }).waitFor();
      await page.waitForLoadState('networkidle');
      return page.getByRole('link', { name: title });
    };
    const card = await search();
    await card.waitFor();
    const image = page.getByRole('article').filter({ has: card }).getByRole('img');
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toBe((listing.media[0] as string).replace('-detail.webp', '-card.webp'));
    // The card photo, or the full one when the browser already holds it (srcset lets it choose).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect([src, listing.media[0]]).toContain(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname);
    const served = await fetch(`${baseUrl()}${src}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("asks a plot only what a plot has, sends 'N/A' for the rest, and prices it per sq ft as it is typed", async () => {
    const page = await sellerPage(seller, { width: 1366, height: 900 });
    await page.goto('/post-property');
    const title = `E2E Plot ${Date.now()}`;
    // A flat first: its rooms are filled in, then the seller switches to a plot.
    await page.getByLabel('Property Type').selectOption('flat');
    await page.getByLabel('BHK').selectOption('3');
    await fillStepOne(page, title, { plot: true });
    for (const label of [
      'BHK',
      'Bathrooms',
      'Built-up Area (sq ft)',
      'Carpet Area (sq ft)',
      'Floor Number',
      'Total Floors',
      'Furnishing',
    ]) {
      expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(0);
    }
    // 82.5 lakh for 200 sq yd (1,800 sq ft): ₹4,583 per sq ft, shown live and sent with the listing.
    const perSqft = page.getByLabel('Price per Sq Ft');
    await expect.poll(() => perSqft.textContent()).toMatch(/₹\s?4,583/);
    await page.getByLabel('Expected Price (in Lakhs)').fill('90');
    await expect.poll(() => perSqft.textContent()).toMatch(/₹\s?5,000/);
    await page.getByLabel('Expected Price (in Lakhs)').fill('82.5');
    // The suggested title comes from the facts (no house number); one click puts it in.
    await page.getByText('Suggested: 200 sq yd Plot in Sector 62, Noida').waitFor();
    await page.getByRole('button', { name: 'Use this title' }).click();
    expect(await page.getByLabel('Listing Title').inputValue()).toBe('200 sq yd Plot in Sector 62, Noida');
    await page.getByLabel('Listing Title').fill(title);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /details and media are accurate/ }).check();
    await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/property/upload'));
    await page.getByRole('button', { name: 'Submit Property' }).click();
    const body = (await request).postDataBuffer()?.toString('utf8') ?? '';
    const json = /name="propertyData"\r\n\r\n(.*?)\r\n--/s.exec(body)?.[1] ?? '{}';
    expect(JSON.parse(json).property).toMatchObject({
      type: 'plot',
      plotSize: '200',
      bhk: 'N/A',
      floorNumber: 'N/A',
      totalFloors: 'N/A',
      builtUpArea: 'N/A',
      carpetArea: 'N/A',
    });
    expect(JSON.parse(json).pricing).toMatchObject({ expectedPrice: 82.5, pricePerSqft: '4583' });
    await page.waitForURL((url) => url.pathname === '/property');
    const mine = await apiAs<MyListingsResponse>(seller, '/api/property/mine');
    expect(mine.properties.find((p) => p.propertyData.property.title === title)?.propertyData.property).toMatchObject({
      bhk: 'N/A',
      carpetArea: 'N/A',
    });
  });

  it('fits a phone: the form and the page after it, with nothing wider than the screen', async () => {
    const page = await sellerPage(seller, { width: 390, height: 844, isMobile: true, hasTouch: true });
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/post-property');
    const title = `E2E Phone ${Date.now()}`;
    await fillStepOne(page, title);
    await expect.poll(() => page.getByLabel('Price per Sq Ft').textContent()).toMatch(/₹\s?5,690/);
    expect(await fits()).toBe(true);
    await page.screenshot({ path: '/tmp/posting-390-step-one.png', fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /details and media are accurate/ }).check();
    await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Submit Property' }).click();
    await page.waitForURL((url) => url.pathname === '/property');
    await page.getByRole('heading', { name: 'Our Properties' }).waitFor();
    // My Listings explains the Pending listing.
    await page.goto('/seller-dashboard/listings');
    await page.getByRole('heading', { name: SELLER_DASHBOARD.pendingBanner.heading }).waitFor();
    expect(await fits()).toBe(true);
    await accessible(page);
    await page.screenshot({ path: '/tmp/posting-390-my-listings.png', fullPage: true });
    // Preview: the owner sees their Pending listing with the notice saying so.
    await page.getByRole('link', { name: `View ${title}` }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText(TEXTS.pendingListingNotice).waitFor();
  });

  it('shows each validation message when its rule is broken, and Back keeps everything', async () => {
    const page = await sellerPage();
    await page.goto('/post-property');
    const step1 = page.getByRole('group', { name: 'Property Details' });

    // Nothing filled: the generic message, and errors beside the fields.
    await page.getByLabel('Full Name').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await toast(page, TEXTS.missingInfo).filter({ hasText: TEXTS.missingInfoBody }).waitFor();
    await expect.poll(() => page.getByText(TEXTS.missingInfoBody).count()).toBeGreaterThan(8);
    await expect.poll(() => page.getByText('Enter the expected price in lakhs').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    await accessible(page);

    // A plot without its size: 'Please fill in plot size'.
    await page.getByLabel('Full Name').fill('Asha Rao');
    await fillStepOne(page, 'Plot without size', { plot: true });
    await page.getByLabel('Plot Size (sq yd)').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await toast(page, TEXTS.plotSizeRequired).waitFor();
    await expect.poll(() => step1.getByText(TEXTS.plotSizeRequired).isVisible()).toBe(true);

    // Occupied needs a vacant date.
    await page.getByLabel('Property Type').selectOption('flat');
    await fillStepOne(page, 'Occupied flat');
    await page.getByLabel('Availability').selectOption('occupied');
    await page.getByRole('button', { name: 'Next' }).click();
    const vacant = page.getByLabel('Vacant Date');
    await expect.poll(() => vacant.getAttribute('aria-invalid')).toBe('true');
    await vacant.fill('Within 30 days of booking');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: 'Legal Information' }).waitFor();

    // Files the browser refuses, with the spec's messages.
    await mediaInput(page).setInputFiles(file('notes.txt'));
    await page.getByRole('alert').filter({ hasText: TEXTS.invalidFileType }).waitFor();
    await mediaInput(page).setInputFiles(file('huge.jpg'));
    await page.getByRole('alert').filter({ hasText: TEXTS.fileTooLarge }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Chosen media' }).count()).toBe(0);

    // No consent: 'Consent Required'.
    await mediaInput(page).setInputFiles(file('living-room.jpg'));
    await page.getByRole('button', { name: 'Submit Property' }).click();
    await toast(page, TEXTS.consentRequired).filter({ hasText: TEXTS.postConsentBody }).waitFor();
    await expect.poll(() => page.getByText(TEXTS.postConsentBody, { exact: true }).count()).toBeGreaterThan(0);

    // Back and Next again: every value, file and box is still there.
    await page.getByRole('checkbox', { name: /details and media are accurate/ }).check();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByLabel('Listing Title').inputValue()).toBe('Occupied flat');
    await expect.poll(() => page.getByLabel('Vacant Date').inputValue()).toBe('Within 30 days of booking');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Chosen media' }).getByRole('listitem').count()).toBe(1);
    await expect.poll(() => page.getByRole('checkbox', { name: /details and media are accurate/ }).isChecked()).toBe(true);

    // The server refuses a file the browser let through (its bytes are HTML): the server's message,
    // and the form keeps everything.
    await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();
    await mediaInput(page).setInputFiles(file('page.jpg'));
    await page.getByRole('button', { name: 'Submit Property' }).click();
    await toast(page, TEXTS.submissionFailed).filter({ hasText: TEXTS.invalidFileType }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/post-property');
    await expect.poll(() => page.getByRole('list', { name: 'Chosen media' }).getByRole('listitem').count()).toBe(2);

    // The session gone: 'Authentication Error'.
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Submit Property' }).click();
    await toast(page, TEXTS.authError).filter({ hasText: TEXTS.authErrorBody }).waitFor();
  });

  it('turns a buyer and a logged-out visitor away with Login Required', async () => {
    const buyer = await signInMember('buyer');
    const page = await sellerPage(buyer);
    await page.goto('/post-property');
    // The guard sends the buyer to /login, which sends a signed-in buyer on to their dashboard at
    // once: /login is passed through, so waiting for it would race.
    await page.waitForURL((url) => url.pathname === '/buyer-dashboard');
    await toast(page, TEXTS.loginRequired).filter({ hasText: TEXTS.postLoginRequiredBody }).waitFor();

    const visitor = await harness.newPage();
    await visitor.goto('/');
    await visitor.getByRole('banner').getByRole('link', { name: 'Post Your Property (FREE)' }).click();
    await visitor.waitForURL((url) => url.pathname === '/login');
    await toast(visitor, TEXTS.loginRequired).filter({ hasText: TEXTS.postLoginRequiredBody }).waitFor();
  });

  it('lists, edits and deletes my listings', async () => {
    const owner = await signInMember('seller', undefined, 'Listing Owner');
    const page = await sellerPage(owner);
    await page.goto('/post-property');
    const title = `E2E Edit ${Date.now()}`;
    await fillStepOne(page, title);
    await page.getByRole('button', { name: 'Next' }).click();
    await mediaInput(page).setInputFiles([file('living-room.jpg'), file('balcony.png')]);
    await page.getByRole('checkbox', { name: /details and media are accurate/ }).check();
    await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Submit Property' }).click();
    await page.waitForURL((url) => url.pathname === '/property');

    await page.goto('/seller-dashboard/listings');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.waitFor();
    await expect.poll(() => row.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    await accessible(page);

    // Edit: the same form, pre-filled; change the price, drop a photo, save through PUT.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { name: 'Edit Listing' }).waitFor();
    await expect.poll(() => page.getByLabel('Listing Title').inputValue()).toBe(title);
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Noida');
    await page.getByLabel('Expected Price (in Lakhs)').fill('79');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Remove Current file 2' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, TEXTS.propertyUpdated).waitFor();
    await page.waitForURL((url) => url.pathname === '/seller-dashboard/listings');
    await row.getByText('₹79 L').waitFor();
    const [edited] = (await apiAs<MyListingsResponse>(owner, '/api/property/mine')).properties;
    expect(edited).toMatchObject({ status: 'Pending', propertyData: { pricing: { expectedPrice: 79 }, property: { title } } });
    expect(edited?.media).toHaveLength(1);

    // Delete, after the confirmation dialog.
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Property' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, TEXTS.propertyDeleted).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect((await apiAs<MyListingsResponse>(owner, '/api/property/mine')).total).toBe(0);
  });

  it('logged no console errors', () => {
    // The upload the server refuses on purpose (HTML bytes named .jpg) and the one sent after the
    // session was ended on purpose each log one failed-resource line.
    const expected = /Failed to load resource: the server responded with a status of (415|401)/;
    expect(harness.errors.filter((e) => !expected.test(e))).toEqual([]);
  });
});
