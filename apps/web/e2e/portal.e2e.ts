import type { Listing } from '@ncr/shared/schemas/property';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { postFlat } from './support/listings';
import { type SignedIn, signInMember, signInStaff, useSessionIn } from './support/session';

// Finding a property and the copy around it, as a buyer in Delhi NCR meets them on a laptop
// (1366×900) and a phone (390×844): the search box that knows the names people type, one column
// of filters, results on the first screen, sold listings only on request, share pictures, and
// words the data backs.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };

interface SearchResult {
  properties: Listing[];
  total: number;
}
const apiSearch = async (query: Record<string, string>): Promise<SearchResult> =>
  (await fetch(`${baseUrl()}/api/property/search?${new URLSearchParams({ ...query, limit: '24' })}`)).json() as Promise<SearchResult>;
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/portal-${name}.png`, fullPage: false });
const box = (page: Page) => page.getByRole('combobox', { name: 'City, locality or society' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

describe('finding a property, as on the portals buyers know', () => {
  const harness = useBrowser();

  for (const [size, viewport] of [
    ['1366x900', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    it(`at ${size}: results on the first screen, one set of filters, and the box knows Gurgaon`, async () => {
      const page = await harness.newPage(viewport);
      await page.goto('/property');
      const firstCard = page.getByRole('main').getByRole('article').first();
      await firstCard.waitFor();
      const card = await firstCard.boundingBox();
      const price = await firstCard
        .getByText(/^₹[\d.,]+ (L|Cr)$/)
        .first()
        .boundingBox();
      if (!card || !price) throw new Error('no first card');
      // Laptop: the first card starts on the first screen; phone: its price is on it.
      if (viewport === DESKTOP) expect(card.y).toBeLessThan(viewport.height - 100);
      else expect(price.y + price.height).toBeLessThanOrEqual(viewport.height);
      // Type, budget and BHK are asked once, not in two stacked panels.
      expect(await page.getByText('Property type', { exact: true }).filter({ visible: true }).count()).toBeLessThanOrEqual(1);
      expect(await page.getByRole('combobox', { name: 'Property Type' }).count()).toBe(0);
      await shot(page, `search-${size}`);
      await expectAccessible(page);

      // "Gurgaon" is how most people write it; the site stores Gurugaon.
      await box(page).fill('Gurgaon');
      await expect.poll(() => suggestions(page).first().textContent()).toMatch(/^Gurugaon\s*City/);
      await shot(page, `suggest-${size}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('location') === 'Gurugaon');
      const expected = await apiSearch({ location: 'Gurugaon' });
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Properties');
      await expect.poll(() => page.title()).toMatch(/for sale in Gurugaon/);
      expect(expected.total).toBeGreaterThan(0);
      expect(expected.properties.every((p) => p.propertyData.seller.city === 'Gurugaon')).toBe(true);
      // Typed and searched without picking: the same listings.
      await page.goto('/property');
      await box(page).fill('gurugram');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('location') === 'Gurugaon');
      // A link spelt as people write it shows the site's spelling, once, with its count.
      await page.goto('/property?location=Gurgaon');
      await expect.poll(() => box(page).inputValue()).toBe('Gurugaon');
      expect(await page.title()).toMatch(/for sale in Gurugaon/);
      if (viewport === DESKTOP) {
        // The filter column (on a phone it is behind the Filters button).
        const city = page.getByRole('combobox', { name: 'Location' });
        await expect
          .poll(() => city.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
          .toBe(`Gurugaon (${expected.total})`);
        expect(await city.locator('option', { hasText: 'Gurgaon' }).count()).toBe(0);
      }
    });
  }

  it('a society and a locality are suggested with their listings, and picking one searches there', async () => {
    const page = await harness.newPage(DESKTOP);
    await page.goto('/property');
    await box(page).fill('sector 6');
    const locality = suggestions(page).filter({ hasText: /^Sector 62, Noida/ });
    await locality.waitFor();
    await locality.click();
    await page.waitForURL((url) => url.searchParams.get('locality') === 'Sector 62' && url.searchParams.get('location') === 'Noida');
    const inLocality = await apiSearch({ location: 'Noida', locality: 'Sector 62' });
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBe(Math.min(6, inLocality.total));
  });

  it('sold listings stay out of the results unless "Show sold properties" is on, and never offer a call', async () => {
    const page = await harness.newPage(DESKTOP);
    await page.goto('/property');
    const all = await apiSearch({ showSold: 'true' });
    const available = await apiSearch({});
    expect(all.total).toBeGreaterThan(available.total);
    expect(available.properties.every((p) => p.status !== 'Sold')).toBe(true);
    await expect.poll(() => page.getByText(`${available.total} properties found`).filter({ visible: true }).count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Show sold properties' }).click();
    await page.waitForURL((url) => url.searchParams.get('showSold') === 'true');
    await expect.poll(() => page.getByText(`${all.total} properties found`).filter({ visible: true }).count()).toBe(1);

    const phone = await harness.newPage(PHONE);
    await phone.goto('/property');
    await phone.getByRole('button', { name: /^Filters/ }).click();
    const sheet = phone.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('checkbox', { name: 'Show sold properties' }).click();
    await sheet.getByRole('button', { name: /^Show / }).click();
    await phone.waitForURL((url) => url.searchParams.get('showSold') === 'true');
    await shot(phone, 'sold-390x844');
  });

  it('home and search pages carry a share picture of their own', async () => {
    for (const path of ['/', '/property?location=Noida&bhk=3']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect(image, path).toMatch(/\/og\/(home|search)\.png/);
      const picture = await fetch(image as string);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(5_000);
    }
  });
});

describe('words the site can stand behind', () => {
  const harness = useBrowser();

  it('on a phone the menu button carries the unread count (the bell sits inside the menu)', async () => {
    const staff = await signInStaff();
    const buyer = await signInMember('buyer');
    const listing = await postFlat(staff, { title: `Unread Count Flat ${Date.now() % 100000}`, lakhs: 90 });
    const as = (who: SignedIn, method: string, path: string, body?: object) =>
      fetch(`${baseUrl()}${path}`, {
        method,
        headers: { authorization: `Bearer ${who.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await as(buyer, 'POST', '/api/wishlist/add', { propertyId: listing._id })).status).toBe(200);
    // A price cut on a wishlisted listing tells the buyer (a background job).
    expect((await as(staff, 'PUT', `/api/property/${listing._id}`, { propertyData: { pricing: { expectedPrice: 81 } } })).status).toBe(200);
    await expect
      .poll(async () => ((await (await as(buyer, 'GET', '/api/notifications')).json()) as { unread: number }).unread, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const page = await harness.newPage(PHONE);
    await useSessionIn(page, buyer);
    await page.goto('/property');
    const menu = page.getByRole('button', { name: /^Open menu, \d+ unread notifications$/ });
    await menu.waitFor();
    expect(Number(await page.getByTestId('menu-unread-count').textContent())).toBeGreaterThan(0);
    await shot(page, 'menu-unread-390x844');
  });

  for (const [size, viewport] of [
    ['1366x900', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    it(`at ${size}: the spec's copy, the spec's placeholders, readable errors, and bars that leave room`, async () => {
      const page = await harness.newPage(viewport);
      await page.goto('/');
      const main = page.getByRole('main');
      // The spec's tiles and rent card (the operator's copy; spec-texts.e2e.ts checks each word).
      await expect.poll(() => main.getByText('260+', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => main.getByRole('heading', { name: 'Rent a Property' }).isVisible()).toBe(true);
      await shot(page, `home-${size}`);

      await page.goto('/about');
      await expect.poll(() => page.getByRole('main').getByText('Satisfied clients').isVisible()).toBe(true);

      await page.goto('/contact');
      expect(await page.getByPlaceholder('Your beautiful name').count()).toBe(1);

      // An enquiry too long for the form is told so in words, not in the validator's own.
      const [listing] = (await apiSearch({})).properties;
      if (!listing) throw new Error('no listing');
      await page.goto(`/property/${listing._id}`);
      const enquiry = page.getByRole('region', { name: /enquir/i });
      await enquiry.getByLabel(/name/i).fill('Asha Verma');
      await enquiry.getByLabel(/phone/i).fill('9876543210');
      await enquiry.getByLabel(/message/i).fill('x'.repeat(2100));
      await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
      await expect.poll(() => enquiry.getByText(/at most 2,000 characters/).isVisible()).toBe(true);
      expect(await enquiry.getByText(/Too big|expected string/).count()).toBe(0);

      // Scrolled down a listing, the fixed bars take at most a quarter of the screen.
      await page
        .getByRole('button', { name: /^Compare / })
        .first()
        .click();
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(400);
      const fixedHeight = await page.evaluate(() => {
        let total = 0;
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          const style = getComputedStyle(element);
          if ((style.position === 'fixed' || style.position === 'sticky') && style.display !== 'none' && element.offsetHeight > 0) {
            const rect = element.getBoundingClientRect();
            // The part on screen: the header's top strip has scrolled above it.
            if (rect.bottom > 0 && rect.top < window.innerHeight)
              total += Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0);
          }
        }
        return total;
      });
      await shot(page, `listing-scrolled-${size}`);
      expect(fixedHeight).toBeLessThanOrEqual(viewport.height * 0.25);
    });
  }
});
