import type { Listing } from '@ncr/shared/schemas/property';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { postFlat } from './support/listings';
// Aliased: the helper is not a React hook, whatever its name says to the linter.
import { freshMobile, useSessionIn as putSession, type SignedIn, signInMember, signInStaff } from './support/session';

// Issue 24: the admin work queues as staff work through them, on a laptop (1366×900) and a phone
// (390×844): the Pending queue with its count, search by locality and by seller, bulk approve,
// and the searches of the Buyers, Sellers and Messages tables (docs/decisions/0054).

const VIEWPORTS = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true },
] as const;

interface ListingPage {
  properties: Listing[];
  total: number;
  counts: { all: number; Pending: number; Active: number; Sold: number };
}

// biome-ignore lint/suspicious/noExplicitAny: test helper over many response shapes.
async function call<T = any>(session: SignedIn, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${session.token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();
/** Chooses a status in the segmented status filter (radio buttons drawn as tabs). */
const chooseStatus = (page: Page, status: string) =>
  page
    .locator('fieldset label')
    .filter({ hasText: new RegExp(`^${status}`) })
    .click();
const cardTitles = async (page: Page) => (await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()).sort();
/** "+919712345678" as staff would type it from a visiting card: "+91 97123 45678". */
const spaced = (mobile: string) => `${mobile.slice(0, 3)} ${mobile.slice(3, 8)} ${mobile.slice(8)}`;

describe('admin work queues', () => {
  const harness = useBrowser();
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInStaff();
  });

  async function adminPage(path: string, viewport: (typeof VIEWPORTS)[number]) {
    const page = await harness.newPage(viewport);
    await putSession(page, admin);
    await page.goto(path);
    return page;
  }

  /** Types into a search box and waits until the search is in the address (it runs on the server). */
  async function search(page: Page, label: string, text: string) {
    await page.getByLabel(label, { exact: true }).fill(text);
    await page.waitForURL((url) => url.searchParams.get('q') === text);
  }

  for (const viewport of VIEWPORTS) {
    describe(`at ${viewport.width}×${viewport.height}`, () => {
      it('filters the Pending queue, searches it by locality and by seller, and approves two listings in bulk', async () => {
        const n = `${viewport.width}-${Date.now() % 100000}`;
        const mobile = freshMobile();
        const seller = await signInMember('seller', mobile, `Queue Seller ${n}`);
        const locality = `Zorawar Enclave ${n}`;
        const first = await postFlat(seller, { title: `Queue Flat One ${n}`, locality });
        const second = await postFlat(seller, { title: `Queue Flat Two ${n}`, locality });
        const third = await postFlat(seller, { title: `Queue Flat Three ${n}` });
        for (const listing of [first, second, third]) expect(listing.status).toBe('Pending');
        const titles = (listings: Listing[]) => listings.map((l) => l.propertyData.property?.title ?? '').sort();

        const page = await adminPage('/admin/properties', viewport);
        await page.getByRole('article').first().waitFor();
        // The Pending count is in sight next to its filter, as the server counts it.
        const before = (await call<ListingPage>(admin, 'GET', '/api/property/admin?status=Pending')).body;
        expect(before.counts.Pending).toBeGreaterThanOrEqual(3);
        const pendingFilter = page.getByRole('radio', { name: `Pending ${before.counts.Pending}`, exact: true });
        await pendingFilter.waitFor({ state: 'attached' });
        await chooseStatus(page, 'Pending');
        await page.waitForURL((url) => url.searchParams.get('status') === 'Pending');
        await expect.poll(() => pendingFilter.isChecked()).toBe(true);
        await page.getByText(`Showing ${Math.min(12, before.total)} of ${before.total} properties`).waitFor();
        const cards = page.getByRole('article');
        await expect.poll(() => cards.count()).toBe(Math.min(12, before.total));
        expect(await cards.filter({ has: page.getByText('Pending', { exact: true }) }).count()).toBe(await cards.count());

        // By locality: the two listings in that locality.
        await search(page, 'Search', locality);
        await page.getByText('Showing 2 of 2 properties').waitFor();
        await expect.poll(() => cardTitles(page)).toEqual(titles([first, second]));
        await page.getByRole('radio', { name: 'Pending 2', exact: true }).waitFor({ state: 'attached' });

        // By the seller's mobile, typed with spaces: every listing of that seller.
        await search(page, 'Search', spaced(mobile));
        await page.getByText('Showing 3 of 3 properties').waitFor();
        await expect.poll(() => cardTitles(page)).toEqual(titles([first, second, third]));
        await expectAccessible(page);

        // Select two and approve them in one go.
        for (const listing of [first, second]) {
          await page
            .getByRole('article')
            .filter({ hasText: listing.propertyData.property?.title ?? '' })
            .getByRole('checkbox')
            .check();
        }
        const bulk = page.getByRole('region', { name: 'Bulk actions' });
        await bulk.getByText('2 selected').waitFor();
        if (viewport.width < 640) {
          // On a phone the bar is pinned to the bottom of the screen, in thumb's reach.
          const box = await bulk.boundingBox();
          expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
        }
        await page.screenshot({ path: `/tmp/admin-queues-${viewport.width}-selected.png`, fullPage: true });
        await page.screenshot({ path: `/tmp/admin-queues-${viewport.width}-selected-screen.png` });
        await expectAccessible(page);
        await bulk.getByRole('button', { name: 'Approve Selected' }).click();
        await toast(page, '2 properties approved and now public');

        // They leave the queue; the third is still waiting.
        await page.getByText('Showing 1 of 1 properties').waitFor();
        await expect.poll(() => cardTitles(page)).toEqual(titles([third]));
        await expect.poll(() => bulk.count()).toBe(0);
        const after = (await call<ListingPage>(admin, 'GET', '/api/property/admin?status=Pending')).body;
        expect(after.counts.Pending).toBe(before.counts.Pending - 2);
        for (const listing of [first, second]) {
          expect((await call<{ property: Listing }>(admin, 'GET', `/api/property/mine/${listing._id}`)).body.property.status).toBe(
            'Active',
          );
        }
        // The approved ones are under Active now.
        await chooseStatus(page, 'Active');
        await page.waitForURL((url) => url.searchParams.get('status') === 'Active');
        await page.getByText('Showing 2 of 2 properties').waitFor();
        await expect.poll(() => cardTitles(page)).toEqual(titles([first, second]));
        await page.screenshot({ path: `/tmp/admin-queues-${viewport.width}-properties.png`, fullPage: true });
      });

      it('searches buyers, sellers and messages on the server, with the search in the address', async () => {
        const n = `${viewport.width}-${Date.now() % 100000}`;
        const buyerMobile = freshMobile();
        const buyer = await signInMember('buyer', buyerMobile, `Queue Buyer ${n}`);
        const buyerName = `Ishita Queue ${n}`;
        const submitted = await call(buyer, 'POST', '/api/buyer/submit', {
          name: buyerName,
          email: `ishita.${n}@example.in`,
          location: 'Noida',
          propertyType: ['Flat / Apartment'],
          budget: { min: 50, max: 100 },
          bhk: '2',
          comments: 'Near a metro station',
          consent: true,
        });
        expect(submitted.status).toBe(201);
        const sellerName = `Queue Seller Search ${n}`;
        await signInMember('seller', freshMobile(), sellerName);
        const words = `zephyr-${n}`;
        const sent = await call(buyer, 'POST', '/api/contact', {
          name: `Queue Sender ${n}`,
          email: `sender.${n}@example.in`,
          phone: '+91 98100 33333',
          message: `Is the ${words} flat still available?`,
        });
        expect(sent.status).toBe(201);

        // Buyers: by the buyer's phone, as typed with spaces.
        const page = await adminPage('/admin/buyers', viewport);
        await page.getByRole('heading', { level: 1, name: 'Buyers Data' }).waitFor();
        await search(page, 'Search', spaced(buyerMobile));
        const buyerRow = page.getByRole('row').filter({ hasText: buyerName });
        await buyerRow.waitFor();
        await expect.poll(() => page.getByRole('row').count()).toBe(2);
        await page.screenshot({ path: `/tmp/admin-queues-${viewport.width}-buyers.png`, fullPage: true });
        await expectAccessible(page);
        // Reload keeps the search, in the box too.
        await page.reload();
        await buyerRow.waitFor();
        expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe(spaced(buyerMobile));
        await search(page, 'Search', `nobody-${n}`);
        await page.getByText(`No buyers match “nobody-${n}”.`).waitFor();

        // Sellers: by name.
        await page.goto('/admin/sellers');
        await search(page, 'Search', sellerName.toLowerCase());
        await page.getByRole('row').filter({ hasText: sellerName }).waitFor();
        await expect.poll(() => page.getByRole('row').count()).toBe(2);
        await page.screenshot({ path: `/tmp/admin-queues-${viewport.width}-sellers.png`, fullPage: true });
        await expectAccessible(page);
        await search(page, 'Search', `nobody-${n}`);
        await page.getByText(`No sellers match “nobody-${n}”.`).waitFor();

        // Messages: by words of the message; the found message opens in the details card.
        await page.goto(`/admin/queries?q=${encodeURIComponent(words)}`);
        const messageRow = page.getByRole('row').filter({ hasText: `Queue Sender ${n}` });
        await messageRow.waitFor();
        await expect.poll(() => page.getByRole('row').count()).toBe(2);
        await messageRow.getByRole('button', { name: `Open message from Queue Sender ${n}` }).click();
        await page.getByRole('region', { name: 'Query Details' }).getByText(`Is the ${words} flat still available?`).waitFor();
        await page.screenshot({ path: `/tmp/admin-queues-${viewport.width}-queries.png`, fullPage: true });
        await expectAccessible(page);
        await search(page, 'Search', `nobody-${n}`);
        await page.getByText(`No messages match “nobody-${n}”.`).waitFor();
      });

      it('cuts off no admin table: every column fits, or the table scrolls in its own box with the actions in view', async () => {
        const page = await adminPage('/admin', viewport);
        for (const path of [
          '/admin',
          '/admin/buyers',
          '/admin/sellers',
          '/admin/properties',
          '/admin/sold-properties',
          '/admin/queries',
          '/admin/visits',
          '/admin/settings',
        ]) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          const layout = await page.evaluate(() => ({
            pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
            // The admin tables (each in its own scrolling box), not the figures tables of listing cards.
            tables: [...document.querySelectorAll('#admin-main table')]
              .filter((table) => table.parentElement?.classList.contains('overflow-x-auto'))
              .map((table) => {
                const box = (table.parentElement as HTMLElement).getBoundingClientRect();
                const actions = (table.querySelector('thead th:last-child') as HTMLElement).getBoundingClientRect();
                return {
                  caption: table.querySelector('caption')?.textContent,
                  fits: table.scrollWidth <= (table.parentElement as HTMLElement).clientWidth,
                  actionsInView: actions.left >= box.left && actions.right <= box.right + 1,
                };
              }),
          }));
          expect(layout.pageScrolls, path).toBe(false);
          for (const table of layout.tables) {
            // On a laptop every admin table fits; on a phone it may scroll inside its box.
            if (viewport.width >= 1366) expect(table.fits, `${path} ${table.caption}`).toBe(true);
            // The visits table pins its wide row of buttons from 640 px up only.
            if (viewport.width >= 640 || path !== '/admin/visits') expect(table.actionsInView, `${path} ${table.caption}`).toBe(true);
          }
          await page.screenshot({ path: `/tmp/admin-layout-${viewport.width}${path.replaceAll('/', '-')}.png`, fullPage: true });
        }
      });
    });
  }

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
