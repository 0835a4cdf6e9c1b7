import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Listing, PublicListing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir, expectAccessible, useBrowser } from './support/browser';
import { ADMIN } from './support/global-setup';
import { postFlat } from './support/listings';
// Aliased: the helper is not a React hook, whatever its name says to the linter.
import { freshMobile, useSessionIn as putSession, type SignedIn, sessionCookieOf, signInMember, signInStaff } from './support/session';

// The admin panel as staff use it, checked against the API (and so the database) at each step.

interface Reply<T> {
  status: number;
  body: T;
}

// biome-ignore lint/suspicious/noExplicitAny: test helper over many response shapes.
async function call<T = any>(session: SignedIn | null, method: string, url: string, body?: unknown): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const get = <T = unknown>(session: SignedIn | null, url: string) => call<T>(session, 'GET', url);

interface ListingPage {
  properties: Listing[];
  total: number;
  totalPages: number;
}

const titleOf = (l: Listing) => l.propertyData.property?.title || l.propertyData.title || l.propertyData.property?.address || 'Property';

/** A listing posted through the real upload API (staff: Active at once; sellers: Pending). */
/** A small RFC 4180 reader: what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const counter = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

describe('admin panel', () => {
  const harness = useBrowser();
  let admin: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    admin = await signInStaff();
    seller = await signInMember('seller', freshMobile(), 'Kabir Sethi');
  });

  async function adminPage(path: string, viewport?: { width: number; height: number; isMobile?: boolean; hasTouch?: boolean }) {
    const page = await harness.newPage(viewport);
    await putSession(page, admin);
    await page.goto(path);
    return page;
  }

  it('shows dashboard counters that match the database, the newest listings and inquiries', async () => {
    const page = await adminPage('/admin');
    const { body } = await get<{ counters: Record<string, number>; recentProperties: Listing[] }>(admin, '/api/admin/dashboard');
    // Cross-check the counters against the full lists as well.
    expect(body.counters.totalProperties).toBe((await get<ListingPage>(admin, '/api/property/admin')).body.total);
    expect(body.counters.propertiesSold).toBe((await get<ListingPage>(admin, '/api/admin/sold')).body.total);
    for (const [label, key] of [
      ['Total Properties', 'totalProperties'],
      ['Properties Sold', 'propertiesSold'],
      ['Registered Buyers', 'registeredBuyers'],
      ['Registered Sellers', 'registeredSellers'],
    ] as const) {
      await expect.poll(() => counter(page, label)).toBe(String(body.counters[key]));
    }
    const recent = page.getByRole('region', { name: 'Recent Properties' });
    for (const listing of body.recentProperties)
      await expect.poll(() => recent.getByText(titleOf(listing), { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => recent.getByRole('listitem').count()).toBe(5);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View all messages' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/queries');
  });

  it('changes a buyer’s lead status, shows every field, and deletes the buyer after confirmation', async () => {
    const buyer = await signInMember('buyer', freshMobile(), 'Ritu Malhotra');
    const name = `Ritu Malhotra ${Date.now() % 100000}`;
    const submitted = await call(buyer, 'POST', '/api/buyer/submit', {
      name,
      email: 'ritu.m@example.in',
      location: 'Noida',
      propertyType: ['Flat / Apartment', 'House / Villa'],
      budget: { min: 50, max: 150 },
      bhk: '3',
      comments: 'Needs covered parking',
      consent: true,
    });
    expect(submitted.status).toBe(201);
    const id = submitted.body.details._id as string;
    const record = async () =>
      (await get<{ buyers: { _id: string; leadStatus: string }[] }>(admin, '/api/buyer/all?page=1')).body.buyers.find((b) => b._id === id);

    const page = await adminPage('/admin/buyers');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByLabel(`Lead status of ${name}`).selectOption('Contacted');
    await expect.poll(async () => (await record())?.leadStatus).toBe('Contacted');

    await row.getByRole('button', { name: `View details of ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Buyer Details' });
    for (const text of [
      'ritu.m@example.in',
      'Noida',
      'Flat / Apartment, House / Villa',
      '₹50 L - ₹150 L',
      'Needs covered parking',
      'Contacted',
    ]) {
      // The dialog's fields arrive with it: wait for each rather than read the first frame.
      await details.getByText(text, { exact: true }).first().waitFor();
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText(/^Showing \d+ buyers/).isVisible()).toBe(true);
    // Focus goes back to the control that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`View details of ${name}`);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete Buyer' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, TEXTS.buyerDeleted);
    await expect.poll(() => row.count()).toBe(0);
    expect(await record()).toBeUndefined();
  });

  it('shows a seller’s real listing count and details', async () => {
    await postFlat(seller, { title: `Kabir Count One ${Date.now() % 100000}` });
    await postFlat(seller, { title: `Kabir Count Two ${Date.now() % 100000}` });
    const { body } = await get<{ sellers: { _id: string; totalListings: number }[] }>(admin, '/api/seller/all?page=1');
    expect(body.sellers.find((s) => s._id === seller.user.id)?.totalListings).toBe(2);

    const page = await adminPage('/admin/sellers');
    const row = page.getByRole('row').filter({ hasText: 'Kabir Sethi' });
    await row.waitFor();
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toBe('2');
    await row.getByRole('button', { name: 'View details of Kabir Sethi' }).click();
    const details = page.getByRole('dialog', { name: 'Seller Details' });
    await expect.poll(() => details.getByText('Noida', { exact: true }).isVisible()).toBe(true);
    expect(
      await details
        .getByText(seller.user.mobile ?? '', { exact: true })
        .first()
        .isVisible(),
    ).toBe(true);
    await expect.poll(() => details.getByText('₹92 L', { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText(/^Showing \d+ sellers/).isVisible()).toBe(true);
  });

  it('searches and filters listings on the server, across pages', async () => {
    const page = await adminPage('/admin/properties');
    await page.getByRole('article').first().waitFor();
    const noida = (await get<ListingPage>(admin, '/api/property/admin?q=noida')).body;
    expect(noida.totalPages).toBeGreaterThan(1);
    await page.getByLabel('Search', { exact: true }).fill('noida');
    await page.getByText(`Showing 12 of ${noida.total} properties`).waitFor();
    expect(await cardTitles(page)).toEqual(noida.properties.map(titleOf));

    await page.getByRole('navigation', { name: 'Property pages' }).getByRole('button', { name: 'Page 2' }).click();
    const second = (await get<ListingPage>(admin, '/api/property/admin?q=noida&page=2')).body;
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => cardTitles(page)).toEqual(second.properties.map(titleOf));

    const featured = (await get<ListingPage>(admin, '/api/property/admin?q=noida&featured=featured')).body;
    await page.getByLabel('Filter', { exact: true }).selectOption('featured');
    await page.getByText(`Showing ${featured.properties.length} of ${featured.total} properties`).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(featured.properties.length);
    await expect.poll(() => page.getByRole('article').filter({ hasText: 'Featured' }).count()).toBe(featured.properties.length);

    const notFeatured = (await get<ListingPage>(admin, '/api/property/admin?q=noida&featured=not-featured')).body;
    await page.getByLabel('Filter', { exact: true }).selectOption('not-featured');
    await page.getByText(`Showing 12 of ${notFeatured.total} properties`).waitFor();
    expect(await cardTitles(page)).toEqual(notFeatured.properties.map(titleOf));
    expect(featured.total + notFeatured.total).toBe(noida.total);
    await expectAccessible(page);
  });

  it('bulk-features three listings, which then show as featured to the public', async () => {
    const page = await adminPage('/admin/properties?featured=not-featured');
    const active = page.getByRole('article').filter({ has: page.getByText('Active', { exact: true }) });
    await active.first().waitFor();
    const titles: string[] = [];
    for (let i = 0; i < 3; i++) {
      const card = active.nth(i);
      titles.push((await card.getByRole('heading', { level: 2 }).textContent()) ?? '');
      await card.getByRole('checkbox').check();
    }
    await page.getByText('3 selected').waitFor();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await bulk.getByRole('button', { name: 'Mark as Featured', exact: true }).click();
    await toast(page, TEXTS.bulkFeatured);
    await expect.poll(() => page.getByText('3 selected').count()).toBe(0);

    const publicFeatured = (await get<Listing[]>(null, '/api/property/featured')).body.map(titleOf);
    for (const title of titles) expect(publicFeatured).toContain(title);
    // The home page's featured section shows them.
    const home = await harness.newPage();
    await home.goto('/');
    const section = home.getByRole('region', { name: 'Featured Properties' });
    // Two demo listings may share a title: one card of each title is enough.
    for (const title of titles) await section.getByRole('heading', { name: title, exact: true }).first().waitFor();
    const featuredNow = (await get<ListingPage>(admin, `/api/property/admin?featured=featured&q=${encodeURIComponent(titles[0] ?? '')}`))
      .body;
    expect(featuredNow.properties.map(titleOf)).toContain(titles[0]);

    // Select-all on a page, then Clear Selection, touches nothing.
    await page.getByLabel('Select all on this page').check();
    await page.getByText(/^\d+ selected$/).waitFor();
    await bulk.getByRole('button', { name: 'Clear Selection' }).click();
    await expect.poll(() => page.getByText(/^\d+ selected$/).count()).toBe(0);
  });

  it('edits a listing with readable labels and leaves every untouched field as it was', async () => {
    const listing = await postFlat(admin, { title: `Staff Edit Flat ${Date.now() % 100000}` });
    const before = (await get<{ property: Listing }>(admin, `/api/property/mine/${listing._id}`)).body.property.propertyData;
    const page = await adminPage(`/admin/properties?q=${encodeURIComponent(titleOf(listing))}`);
    const card = page.getByRole('article').filter({ hasText: titleOf(listing) });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Property Details' });
    await dialog.waitFor();
    // Stored values with readable labels (one value set per field).
    await expect.poll(() => dialog.getByLabel('Facing').locator('option:checked').textContent()).toBe('North East');
    await expect.poll(() => dialog.getByLabel('Furnishing').locator('option:checked').textContent()).toBe('Semi-furnished');
    await expect.poll(() => dialog.getByLabel('Preferred time').locator('option:checked').textContent()).toBe('Within 3 months');
    await expect.poll(() => dialog.getByLabel('Ownership').locator('option:checked').textContent()).toBe('Joint');
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Metro Station' }).isChecked()).toBe(true);
    await expectAccessible(page);

    await dialog.getByLabel('Bathrooms').fill('3');
    await dialog.getByLabel('Expected price (lakhs)').fill('95.5');
    await dialog.getByLabel('Comments').fill('Edited by staff');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, TEXTS.propertyUpdated);

    const after = (await get<{ property: Listing }>(admin, `/api/property/mine/${listing._id}`)).body.property.propertyData;
    expect(after).toEqual({
      ...before,
      property: { ...before.property, baths: '3' },
      pricing: { ...before.pricing, expectedPrice: 95.5 },
      comments: 'Edited by staff',
    });
  });

  it("places and moves a listing's pin from the edit, exact for staff and rounded for the public", async () => {
    const listing = await postFlat(admin, { title: `Staff Pin Flat ${Date.now() % 100000}` });
    const page = await adminPage(`/admin/properties?q=${encodeURIComponent(titleOf(listing))}`);
    const card = page.getByRole('article').filter({ hasText: titleOf(listing) });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Property Details' });
    await dialog.getByRole('button', { name: 'Place a pin on the map' }).click();
    const map = dialog.getByRole('region', { name: 'Map to place the pin on' });
    await map.scrollIntoViewIfNeeded();
    await map.click({ position: { x: 120, y: 100 } });
    await dialog.getByText(/^Pin placed at 28\.\d{5}, 77\.\d{5}\./).waitFor();
    // A second tap moves it.
    const first = (await dialog.getByText(/^Pin placed at/).textContent()) ?? '';
    await map.click({ position: { x: 220, y: 160 } });
    await expect.poll(() => dialog.getByText(/^Pin placed at/).textContent()).not.toBe(first);
    const placed = (await dialog.getByText(/^Pin placed at/).textContent()) ?? '';
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, TEXTS.propertyUpdated);

    const staff = (await get<{ property: Listing }>(admin, `/api/property/mine/${listing._id}`)).body.property;
    const pin = (staff.propertyData.property as { pin?: { lat: number; lng: number } }).pin;
    expect(placed).toContain(`${pin?.lat.toFixed(5)}, ${pin?.lng.toFixed(5)}`);
    expect(staff.location).toEqual({ lat: pin?.lat, lng: pin?.lng, precision: 'pin' });
    const shown = (await get<PublicListing>(null, `/api/property/${listing._id}`)).body;
    expect(shown.location?.precision).toBe('pin');
    expect(JSON.stringify(shown)).not.toContain(String(pin?.lat));
  });

  it('approves a Pending listing, which then appears in public search', async () => {
    const title = `Kabir Approve Flat ${Date.now() % 100000}`;
    const listing = await postFlat(seller, { title });
    expect(listing.status).toBe('Pending');
    const search = async () =>
      (await get<ListingPage>(null, `/api/property/search?title=${encodeURIComponent(title)}`)).body.properties.map((p) => p._id);
    expect(await search()).not.toContain(listing._id);

    const page = await adminPage(`/admin/properties?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText('Active', { exact: true }).waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await search()).toContain(listing._id);
  });

  it('marks a listing sold, edits the sale, exports the CSV and marks it available again', async () => {
    const title = `Staff Sold Flat ${Date.now() % 100000}`;
    const listing = await postFlat(admin, { title });
    const page = await adminPage(`/admin/properties?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: 'Mark as sold' }).click();
    const sold = page.getByRole('dialog', { name: 'Mark Property as Sold' });
    await sold.getByLabel('Sold price (lakhs)').fill('88.5');
    await sold.getByRole('button', { name: 'Mark as Sold' }).click();
    await toast(page, TEXTS.propertySold);
    await card.getByText('SOLD', { exact: true }).waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Mark as sold' }).count()).toBe(0);
    const stored = (await get<{ property: Listing }>(admin, `/api/property/mine/${listing._id}`)).body.property;
    expect(stored.status).toBe('Sold');
    expect(stored.soldDetails?.price).toBe(88.5);

    await page.getByRole('link', { name: 'Sold Properties' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByRole('button', { name: `Edit sale of ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sold Property' });
    await edit.getByLabel('Buyer name').fill('Anita Desai');
    await edit.getByLabel('Buyer contact').fill('+91 98765 43210');
    await edit.getByLabel('Sold price (lakhs)').fill('87');
    await edit.getByLabel('Sold date').fill('2026-02-14');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, TEXTS.propertyUpdated);
    await row.getByText('Anita Desai').waitFor();
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sold-properties-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const rows = parseCsv(csv);
    const header = rows[0] as string[];
    expect(header).toEqual([
      'Property',
      'Address',
      'City',
      'Type',
      'BHK',
      'Listed Price (Lakh)',
      'Sold Price (Lakh)',
      'Sold Date',
      'Seller',
      'Seller Phone',
      'Buyer',
      'Buyer Contact',
      'Listing ID',
    ]);
    expect(rows.length - 1).toBe((await get<ListingPage>(admin, '/api/admin/sold')).body.total);
    const line = rows.find((r) => r[header.indexOf('Listing ID')] === listing._id) as string[];
    const cell = (name: string) => line[header.indexOf(name)];
    expect(cell('Property')).toBe(title);
    expect(cell('Buyer')).toBe('Anita Desai');
    // A leading + would start a spreadsheet formula, so the cell is defused with an apostrophe.
    expect(cell('Buyer Contact')).toBe("'+91 98765 43210");
    expect(cell('Sold Price (Lakh)')).toBe('87');
    expect(cell('Sold Date')).toBe('2026-02-14');
    // Staff posted it: the seller is the listing's seller block (spec §6).
    expect(cell('Seller')).toBe('Vivek Anand');

    await row.getByRole('button', { name: `Mark ${title} available` }).click();
    await toast(page, 'Property marked as available');
    await expect.poll(() => row.count()).toBe(0);
    expect((await get<{ property: Listing }>(admin, `/api/property/mine/${listing._id}`)).body.property.status).toBe('Active');
  });

  it('opens a query (which marks it Read) and changes its status', async () => {
    const name = `Sunil Bhatt ${Date.now() % 100000}`;
    // Sent signed in: contact messages are rate-limited per IP for visitors, per account for members.
    const sent = await call(seller, 'POST', '/api/contact', {
      name,
      email: 'sunil.b@example.in',
      phone: '+91 98100 11111',
      message: 'Please call me about the Noida flat.',
    });
    expect(sent.status).toBe(201);
    const id = sent.body._id as string;
    const status = async () =>
      (await get<{ queries: { _id: string; status: string }[] }>(admin, '/api/contact/all')).body.queries.find((q) => q._id === id)?.status;
    expect(await status()).toBe('Unread');

    const page = await adminPage('/admin/queries');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Unread', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Open message from ${name}` }).click();
    const details = page.getByRole('region', { name: 'Query Details' });
    await details.getByText('Please call me about the Noida flat.').waitFor();
    await expect.poll(status).toBe('Read');
    await row.getByText('Read', { exact: true }).waitFor();
    await details.getByLabel('Status').selectOption('Replied');
    await expect.poll(status).toBe('Replied');
    await expectAccessible(page);
  });

  it('saves notification preferences and e-mails staff for the chosen events', async () => {
    const page = await adminPage('/admin/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const email = page.getByRole('switch', { name: 'E-mail notifications' });
    await email.waitFor();
    if ((await email.getAttribute('aria-checked')) !== 'true') await email.click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await toast(page, 'Notification preferences saved');
    expect((await get<{ emailNotifications: boolean }>(admin, '/api/admin/notifications')).body.emailNotifications).toBe(true);
    await expectAccessible(page);

    const name = `Neelam Joshi ${Date.now() % 100000}`;
    const sent = await call(seller, 'POST', '/api/contact', {
      name,
      email: 'neelam@example.in',
      phone: '+91 98100 22222',
      message: 'Hello',
    });
    expect(sent.status).toBe(201);
    const outbox = () =>
      readFileSync(path.join(dataDir(), 'outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { to: string; channel: string; text: string });
    await expect
      .poll(() => outbox().some((m) => m.to === ADMIN.email && m.channel === 'email' && m.text.includes(`${name} wrote`)))
      .toBe(true);

    // Persisted: a reload shows the saved choice; then switch e-mail off again for later tests.
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'E-mail notifications' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('switch', { name: 'E-mail notifications' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await toast(page, 'Notification preferences saved');
    expect((await get<{ emailNotifications: boolean }>(admin, '/api/admin/notifications')).body.emailNotifications).toBe(false);
  });

  it('turns maintenance mode on (the public pages show the notice) and off again', async () => {
    const page = await adminPage('/admin/settings');
    await page.getByRole('tab', { name: 'System' }).click();
    const maintenance = page.getByRole('switch', { name: 'Maintenance mode' });
    await maintenance.waitFor();
    await expect.poll(() => maintenance.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => page.getByLabel('Property limit per user').getAttribute('placeholder')).toBe('5');
    await maintenance.click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'System settings saved');
    expect((await get<{ maintenanceMode: boolean }>(null, '/api/settings/public')).body.maintenanceMode).toBe(true);
    await expectAccessible(page);

    const visitor = await harness.newPage();
    await visitor.goto('/');
    await visitor.getByText(TEXTS.maintenance).waitFor();
    // Staff keep working and the public pages keep answering.
    expect((await get<ListingPage>(null, '/api/property/search')).status).toBe(200);

    await maintenance.click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(async () => (await get<{ maintenanceMode: boolean }>(null, '/api/settings/public')).body.maintenanceMode).toBe(false);
    await visitor.reload();
    await visitor.getByRole('banner').waitFor();
    await expect.poll(() => visitor.getByText(TEXTS.maintenance).count()).toBe(0);
  });

  it('gives a subadmin the panel without Subadmin Management and System settings, and the API refuses those', async () => {
    const email = `sub${Date.now() % 1000000}@e2e.test`;
    const created = await call(admin, 'POST', '/api/admin/subadmin', { fullName: 'Pallavi Rao', email, password: 'e2e-subadmin-pass-1' });
    expect(created.status).toBe(201);
    const subadmin = await signInStaff(email, 'e2e-subadmin-pass-1');

    const page = await harness.newPage();
    await putSession(page, subadmin);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Account' }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: 'Notifications' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: 'System' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Subadmin Management' }).count()).toBe(0);

    expect((await get(subadmin, '/api/admin/settings')).status).toBe(403);
    expect((await call(subadmin, 'PUT', '/api/admin/settings', { maintenanceMode: true })).status).toBe(403);
    expect((await get(subadmin, '/api/admin/subadmins')).status).toBe(403);
    expect(
      (await call(subadmin, 'POST', '/api/admin/subadmin', { fullName: 'X Y', email: 'x@e2e.test', password: 'another-pass-123' })).status,
    ).toBe(403);
    // Everything else of the panel works for a subadmin.
    expect((await get(subadmin, '/api/admin/dashboard')).status).toBe(200);
    await page.getByRole('link', { name: 'Buyers Data' }).click();
    await page.getByRole('heading', { name: 'Buyers Data' }).waitFor();
  });

  it('passes accessibility checks on every admin page', async () => {
    const page = await adminPage('/admin');
    for (const [link, heading] of [
      ['Dashboard', 'Dashboard'],
      ['Buyers Data', 'Buyers Data'],
      ['Sellers Data', 'Sellers Data'],
      ['Property Listings', 'Property Listings'],
      ['Sold Properties', 'Sold Properties'],
      ['Messages/Queries', 'Messages & Queries'],
      ['Settings', 'Settings'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    }
    // Property Details dialog too.
    await page.getByRole('link', { name: 'Property Listings' }).click();
    await page.getByRole('article').first().getByRole('button', { name: 'View details' }).click();
    await page.getByRole('dialog', { name: 'Property Details' }).waitFor();
    await expectAccessible(page);
  });

  it('collapses the sidebar to icons, and Logout and Exit Admin work', async () => {
    const page = await adminPage('/admin');
    const sidebar = page.locator('aside');
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    // Labels stay for assistive technology, and show as tooltips.
    const buyers = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Buyers Data' });
    await buyers.hover();
    await page.getByRole('tooltip', { name: 'Buyers Data' }).waitFor();
    await buyers.click();
    await page.waitForURL((url) => url.pathname === '/admin/buyers');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);

    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Exit Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/admin');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin-login');
    expect(await sessionCookieOf(page)).toBeUndefined();
    // The token is revoked on the server too.
    expect((await get(admin, '/api/admin/dashboard')).status).toBe(401);

    // Back in through the staff login form.
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const token = (await sessionCookieOf(page)) as string;
    admin = { ...admin, token };
    expect((await get(admin, '/api/admin/dashboard')).status).toBe(200);
  });

  it('is usable at 360 px: no sideways scrolling and an off-canvas menu', async () => {
    const page = await adminPage('/admin', { width: 360, height: 740, isMobile: true, hasTouch: true });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.locator('aside').isVisible()).toBe(false);
    for (const url of ['/admin', '/admin/buyers', '/admin/properties', '/admin/sold-properties', '/admin/queries', '/admin/settings']) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), url).toBe(false);
    }
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'NCR Admin' });
    await drawer.getByRole('link', { name: 'Sellers Data' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sellers');
    await expect.poll(() => drawer.count()).toBe(0);
    await page.getByRole('heading', { name: 'Sellers Data' }).waitFor();
    await expectAccessible(page);
  });

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
