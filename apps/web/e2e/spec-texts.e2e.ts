import { SELLER_DASHBOARD } from '@ncr/shared/account-content';
import { AUTH_COPY } from '@ncr/shared/auth-copy';
import type { Listing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { postFlat } from './support/listings';
import { fillStepOne } from './support/post-form';
import { type SignedIn, signInMember, signInStaff, useSessionIn } from './support/session';

// The spec's own words and flows, checked where the spec puts them, on a phone and a laptop.
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1366, height: 900 };
const SIZES = [
  ['390', PHONE],
  ['1366', DESKTOP],
] as const;

async function api<T>(pathname: string, session?: SignedIn, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The total the public search API gives for a link's query (what the link's page finds). */
const totalFor = async (href: string) => (await api<{ total: number }>(`/api/property/search${new URL(href, baseUrl()).search}`)).total;

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe("the spec's texts and flows", () => {
  const harness = useBrowser();
  let staff: SignedIn;
  let staffListing: Listing;
  let soldListing: Listing;
  const stamp = Date.now() % 1_000_000;

  beforeAll(async () => {
    staff = await signInStaff();
    // Moderation on (sellers' listings start Pending) and no limit, whatever an earlier file left.
    await api('/api/admin/settings', staff, { method: 'PUT', body: { autoApproveListings: false, propertyLimitPerUser: 0 } });
    staffListing = await postFlat(staff, { title: `Spec Staff Flat ${stamp}`, lakhs: 88 });
    soldListing = await postFlat(staff, { title: `Spec Sold Flat ${stamp}`, lakhs: 95 });
    await api(`/api/property/${soldListing._id}`, staff, {
      method: 'PUT',
      body: { status: 'Sold', soldDetails: { price: 93, date: new Date().toISOString() } },
    });
  });

  for (const [size, viewport] of SIZES) {
    describe(`at ${size} px`, () => {
      it("/login offers 'Login as Admin', which leads to /admin-login (§2)", async () => {
        const page = await harness.newPage(viewport);
        await page.goto('/login');
        await page.getByRole('heading', { level: 1, name: AUTH_COPY.login.titleLogin('Buyer') }).waitFor();
        const button = page.getByRole('main').getByRole('link', { name: 'Login as Admin', exact: true });
        expect(await button.getAttribute('href')).toBe('/admin-login');
        expect(await button.isVisible()).toBe(true);
        await expectAccessible(page);
        await button.click();
        await page.waitForURL((url) => url.pathname === '/admin-login');
      });

      it("/contact has the spec's placeholders, each field with a visible label (§5)", async () => {
        const page = await harness.newPage(viewport);
        await page.goto('/contact');
        const fields = [
          ['Name', 'Your beautiful name'],
          ['Email', 'your cool email address'],
          ['Phone', '+91 12345 67890'],
          ['Message', 'Your message for us...'],
        ] as const;
        for (const [label, placeholder] of fields) {
          const field = page.getByPlaceholder(placeholder, { exact: true });
          expect(await field.count(), placeholder).toBe(1);
          const named = page.getByRole('main').getByRole('textbox', { name: new RegExp(`^${label}`) });
          expect(await named.getAttribute('placeholder'), label).toBe(placeholder);
          expect(await page.locator('label').filter({ hasText: label }).first().isVisible(), label).toBe(true);
        }
        expect(await page.getByPlaceholder('your cool email address').getAttribute('type')).toBe('email');
        expect(await page.getByPlaceholder('+91 12345 67890').getAttribute('type')).toBe('tel');
        await expectAccessible(page);
      });

      it("a staff listing is 'posted by' Admin on its card and 'Posted by' Admin on its page, with its status printed (§2, §4)", async () => {
        const page = await harness.newPage(viewport);
        const title = staffListing.propertyData.property.title as string;
        await page.goto(`/property?${new URLSearchParams({ title })}`);
        const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
        await card.waitFor();
        await expect.poll(() => card.textContent()).toMatch(/posted by\s*Admin/);
        expect(await card.textContent()).not.toContain('NCR Urgent Sale');

        await page.goto(`/property/${staffListing._id}`);
        const main = page.getByRole('main');
        await main.getByRole('heading', { level: 1, name: title }).waitFor();
        await expect.poll(() => main.getByText('Posted by Admin', { exact: true }).isVisible()).toBe(true);
        const active = main.getByText('Active', { exact: true }).first();
        await expect.poll(() => active.isVisible()).toBe(true);
        expect(await active.getAttribute('class')).toMatch(/green/);

        await page.goto(`/property/${soldListing._id}`);
        await main.getByRole('heading', { level: 1, name: soldListing.propertyData.property.title as string }).waitFor();
        await expect.poll(() => main.getByText('Sold', { exact: true }).first().isVisible()).toBe(true);
        expect(await main.getByText('Active', { exact: true }).count()).toBe(0);
      });

      it("a post resets the form and goes to /property with the spec's toast; My Listings explains Pending (§4, §8)", async () => {
        const seller = await signInMember('seller', undefined, `Spec Seller ${size}`);
        const page = await harness.newPage(viewport);
        await useSessionIn(page, seller);
        await page.goto('/post-property');
        const title = `Spec Post ${size} ${stamp}`;
        await fillStepOne(page, title);
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('checkbox', { name: /details and media are accurate/ }).check();
        await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();
        await page.getByRole('button', { name: 'Submit Property' }).click();
        await page.waitForURL((url) => url.pathname === '/property' && url.search === '', { timeout: 30_000 });
        await page.getByRole('heading', { name: 'Our Properties' }).waitFor();
        const shown = toast(page, 'Property Listed Successfully');
        await expect.poll(() => shown.isVisible()).toBe(true);
        expect(await shown.textContent()).toContain('Your property has been listed and will be reviewed shortly.');
        expect(TEXTS.postSuccess).toBe('Property Listed Successfully');

        // Back on the form: it starts afresh.
        await page.goto('/post-property');
        await expect.poll(() => page.getByLabel('Listing Title').inputValue()).toBe('');

        await page.goto('/seller-dashboard/listings');
        const row = page.getByRole('listitem').filter({ hasText: title });
        const pending = row.getByText('Pending', { exact: true });
        await expect.poll(() => pending.isVisible()).toBe(true);
        expect(await pending.getAttribute('class')).toMatch(/yellow/);
        const banner = page.getByRole('region', { name: SELLER_DASHBOARD.pendingBanner.heading });
        await expect.poll(() => banner.isVisible()).toBe(true);
        for (const step of SELLER_DASHBOARD.pendingBanner.steps) expect(await banner.getByText(step).isVisible()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expectAccessible(page);
        if (size === '390') await page.screenshot({ path: '/tmp/spec-my-listings-390.png', fullPage: true });

        // The old end of the wizard leads to /property rather than a 404.
        await page.goto('/post-property/submitted');
        await page.waitForURL((url) => url.pathname === '/property');
        await page.getByRole('heading', { name: 'Our Properties' }).waitFor();
      });

      it('home: four service cards, the statistic tiles, and city and type counts equal to what their links find (§2)', async () => {
        const page = await harness.newPage(viewport);
        await page.goto('/');
        const main = page.getByRole('main');
        const cards = [
          ['Buy a Property', 'Browse Properties', '/property'],
          ['Rent a Property', 'Find a Rental', '/property?purpose=rent'],
          ['Sell a Property', 'Start Selling', '/login'],
          ['Commercial Property', 'Explore Commercial', '/property?propertyType=commercial'],
        ] as const;
        const services = main.getByRole('region', { name: 'What We Do' });
        expect(await services.getByRole('listitem').count()).toBe(4);
        for (const [title, cta, to] of cards) {
          await expect.poll(() => services.getByRole('heading', { name: title }).isVisible()).toBe(true);
          const card = services.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
          const link = card.getByRole('link');
          expect(await link.textContent()).toContain(cta);
          expect(await link.getAttribute('href')).toBe(to);
        }
        const tiles = main.getByRole('region', { name: 'NCR Urgent Sale in numbers' });
        for (const [value, label] of [
          ['260+', 'Construction'],
          ['110+', 'Rooms'],
          ['190+', 'Sold'],
          ['560+', 'Area'],
        ] as const) {
          const tile = tiles.locator('div').filter({ has: page.getByText(value, { exact: true }) });
          expect(await tile.count(), value).toBe(1);
          expect((await tile.textContent())?.toLowerCase()).toContain(label.toLowerCase());
        }
        await expect
          .poll(() => main.getByRole('link', { name: 'Post Your Property (FREE)' }).getAttribute('href'))
          .toBe('/login?role=seller&next=%2Fpost-property');
        await expect.poll(() => main.getByRole('heading', { name: 'Lowest Commission of 2%' }).isVisible()).toBe(true);

        // Each city card's and type card's count is what its link's search finds (sold left out).
        const cityLinks = main.getByRole('link', { name: /^(Delhi|Noida|Greater Noida|Gurugaon|Faridabad|Ghaziabad) \d+ Propert/ });
        await expect.poll(() => cityLinks.count()).toBe(6);
        // The carousel's copies are hidden from assistive technology, so each type is found once.
        const counted = main.getByRole('link', { name: /\d+ Propert(y|ies)$/ });
        const checked: string[] = [];
        for (const link of await counted.all()) {
          const href = (await link.getAttribute('href')) as string;
          const shown = Number(/(\d+) Propert/.exec((await link.textContent()) ?? '')?.[1]);
          expect(shown, href).toBe(await totalFor(href));
          checked.push(href);
        }
        expect(checked.filter((h) => h.includes('location=')).length).toBe(6);
        expect(checked.filter((h) => h.includes('propertyType=')).length).toBe(4);
        await expectAccessible(page);
        if (size === '390') await page.screenshot({ path: '/tmp/spec-home-390.png', fullPage: true });
        else await page.screenshot({ path: '/tmp/spec-home-1366.png', fullPage: true });

        // The rent card's link renders the search page without an error (renting is built separately).
        await services.getByRole('link', { name: /^Find a Rental/ }).click();
        await page.waitForURL((url) => url.pathname === '/property' && url.searchParams.get('purpose') === 'rent');
        await page.getByRole('heading', { name: 'Our Properties' }).waitFor();
        expect(await page.getByText('Failed to fetch properties').count()).toBe(0);
        expect((await fetch(`${baseUrl()}/api/property/search?purpose=rent`)).status).toBe(200);
        expect((await fetch(`${baseUrl()}/property?purpose=rent`)).status).toBe(200);
      });

      it("About states every marketing claim of §1 in the spec's words", async () => {
        const page = await harness.newPage(viewport);
        await page.goto('/about');
        const main = page.getByRole('main');
        await main.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
        const text = ((await main.textContent()) ?? '').toLowerCase();
        for (const claim of [
          'at least 20% below market value',
          'post your property for free',
          '2% commission',
          'lowest',
          'virtual tours and visit scheduling',
          'property insurance',
          'verified listings',
          'buyers within a day',
          'dedicated support',
          '10k+',
          '30k+',
          'satisfied clients',
          '700+',
          'houses sold',
        ]) {
          expect(text, claim).toContain(claim);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await expectAccessible(page);
      });
    });
  }

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
