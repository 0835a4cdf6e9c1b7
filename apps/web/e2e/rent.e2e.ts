import { marketLine } from '@ncr/shared/insight-text';
import type { NotificationsResponse, SavedSearch } from '@ncr/shared/schemas/alerts';
import type { Listing, MyListingsResponse } from '@ncr/shared/schemas/property';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { postRental } from './support/rentals';
import { type SignedIn, signInMember, signInStaff, useSessionIn } from './support/session';

// Renting end to end (issue 60), on a phone and on a laptop: a seller posts a rental through the
// wizard, staff approve it, a renter finds it with Rent and a monthly budget, opens it, saves the
// search and is alerted in the app when a new matching rental is approved.

// A plain helper, not a React hook (the lint rule goes by the `use` prefix).
const storeSession = useSessionIn;

async function api<T>(session: SignedIn | null, pathname: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
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

const VIEWPORTS = [
  { name: 'a phone (390 px)', width: 390, height: 844, isMobile: true, hasTouch: true },
  { name: 'a laptop (1366 px)', width: 1366, height: 900 },
] as const;

/** 2 BHK in Sector 62, Noida, whose market rent is ₹24,000 a month: ₹18,000 is well under it. */
const RENT = 18_000;
const DEPOSIT = 36_000;

/** Step 1 of the wizard for a 2 BHK flat to let. */
async function fillRentalStepOne(page: Page, title: string) {
  // The form is there once the session has prefilled it (as the posting flow waits).
  await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Meera Kapoor');
  const rentOut = page.getByRole('radio', { name: 'Rent out' });
  // The visible choice, as a person taps it: its label (the radio itself is visually hidden, and a
  // forced click at its point could land on whatever covers it).
  await page.locator('label', { has: rentOut }).click();
  await expect.poll(() => rentOut.isChecked()).toBe(true);
  await page.getByLabel('Monthly Rent (₹)').waitFor();
  await page.getByLabel('City').selectOption('Noida');
  await page.getByLabel('Property Type').selectOption('flat');
  await page.getByLabel('BHK').selectOption('2');
  await page.getByLabel('Bathrooms').fill('2');
  await page.getByLabel('Address').fill(`Tower 5, ${title}, Sector 62, Noida`);
  await page.getByLabel('Locality').fill('Sector 62');
  await page.getByLabel('Built-up Area (sq ft)').fill('1050');
  await page.getByLabel('Carpet Area (sq ft)').fill('820');
  await page.getByLabel('Floor Number').fill('4');
  await page.getByLabel('Total Floors').fill('12');
  await page.getByLabel('Property Age').fill('6 years');
  await page.getByLabel('Facing').selectOption('east');
  await page.getByLabel('Furnishing').selectOption('semi-furnished');
  await page.getByLabel('Listing Title').fill(title);
  await page.getByLabel('Description').fill('Close to the metro; power backup and covered parking.');
  await page.getByLabel('Monthly Rent (₹)').fill(String(RENT));
  await page.getByLabel('Security Deposit (₹)').fill(String(DEPOSIT));
  await page.getByLabel('Maintenance a Month (₹)').fill('2500');
  await page.getByLabel('Available From').fill('2027-02-01');
  await page.getByLabel('Tenants Preferred').selectOption('family');
}

describe('renting', () => {
  const harness = useBrowser();
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInStaff();
    // Moderation on, whatever an earlier file left in Settings > System: sellers' rentals wait for staff.
    await api(admin, '/api/admin/settings', { method: 'PUT', body: { autoApproveListings: false, propertyLimitPerUser: 0 } });
  });

  const openAs = async (session: SignedIn, url: string, viewport: (typeof VIEWPORTS)[number]): Promise<Page> => {
    const page = await harness.newPage(viewport);
    await storeSession(page, session);
    await page.goto(url);
    return page;
  };

  /** Staff approve a Pending listing from the admin panel's Properties page. */
  const approveInAdmin = async (page: Page, title: string) => {
    await page.goto(`/admin/properties?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText('Active', { exact: true }).waitFor();
  };

  /**
   * Waits for the one unread notification and opens the bell. On a phone the bell sits in the
   * menu, whose button names the unread count.
   */
  const openNotifications = async (page: Page, phone: boolean) => {
    const unread = phone
      ? page.getByRole('button', { name: /^Open menu, 1 unread notifications$/ })
      : page.getByRole('button', { name: /^Notifications, 1 unread$/ });
    await expect
      .poll(
        async () => {
          await page.reload();
          // The bell loads once the page is live and the session is known, then asks for its count.
          return unread.waitFor({ timeout: 5_000 }).then(
            () => 1,
            () => 0,
          );
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    if (phone) await unread.click();
    await page.getByRole('button', { name: /^Notifications, 1 unread$/ }).click();
  };

  for (const viewport of VIEWPORTS) {
    it(`posts, approves, finds, saves and alerts a rental on ${viewport.name}`, { timeout: 240_000 }, async () => {
      const word = `Rentwave${viewport.width}x${Date.now() % 1_000_000}`;
      const title = `Lakeview ${word} Rental`;
      const seller = await signInMember('seller', undefined, 'Meera Kapoor');
      const renter = await signInMember('buyer', undefined, 'Kabir Sethi');

      // 1. The seller posts the rental through the wizard: Rent out, rent and terms, no price.
      const sellerPage = await openAs(seller, '/post-property', viewport);
      await fillRentalStepOne(sellerPage, title);
      expect(await sellerPage.getByLabel('Expected Price (in Lakhs)').count()).toBe(0);
      await expect.poll(() => sellerPage.locator('#rent-per-sqft').textContent()).toBe('₹17.14/sq ft a month');
      await expectAccessible(sellerPage);
      await sellerPage.getByRole('button', { name: 'Next' }).click();
      await sellerPage.getByRole('group', { name: 'Legal Information' }).waitFor();
      await sellerPage.getByLabel('Legal Documents Available').selectOption('yes');
      await sellerPage.getByLabel('Ownership Type').selectOption('self');
      await sellerPage.getByRole('checkbox', { name: /details and media are accurate/ }).check();
      await sellerPage.getByRole('checkbox', { name: /agree to be contacted/ }).check();
      await sellerPage.getByRole('button', { name: 'Submit Property' }).click();
      await sellerPage.waitForURL((url) => url.pathname === '/property', { timeout: 30_000 });
      const mine = await api<MyListingsResponse>(seller, '/api/property/mine');
      const posted = mine.properties.find((p) => p.propertyData.property.title === title) as Listing;
      expect(posted).toMatchObject({ status: 'Pending' });
      expect(posted.propertyData).toMatchObject({
        purpose: 'rent',
        pricing: {
          monthlyRent: RENT,
          securityDeposit: DEPOSIT,
          maintenance: 2500,
          availableFrom: '2027-02-01',
          tenantsPreferred: 'family',
        },
      });
      expect(posted.propertyData.pricing.expectedPrice).toBeUndefined();
      // My Listings shows it by its rent.
      await sellerPage.goto('/seller-dashboard/listings');
      await sellerPage.getByRole('listitem').filter({ hasText: title }).getByText('₹18,000/month').waitFor();

      // 2. Staff approve it in the admin panel.
      const adminPage = await openAs(admin, '/admin', viewport);
      await approveInAdmin(adminPage, title);

      // 3. The renter searches from the home page with Rent and a monthly budget.
      const page = await openAs(renter, '/', viewport);
      const bar = page.getByRole('search', { name: 'Property search' });
      await bar.getByRole('radio', { name: 'Rent', exact: true }).check({ force: true });
      await expect.poll(() => bar.getByRole('radio', { name: 'Rent', exact: true }).isChecked()).toBe(true);
      // Rent asks a rent a month, not the lakh budgets.
      expect(await bar.getByLabel('Budget', { exact: true }).count()).toBe(0);
      await bar.getByLabel('Location').selectOption('Noida');
      await bar.getByLabel('Min rent').selectOption({ label: '₹15,000' });
      await bar.getByLabel('Max rent').selectOption({ label: '₹20,000' });
      await bar.getByLabel('Search by title or address').fill(word);
      await expectAccessible(page);
      await bar.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.pathname === '/property' && url.searchParams.get('purpose') === 'rent');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        purpose: 'rent',
        location: 'Noida',
        minRent: '15000',
        maxRent: '20000',
        title: word,
      });
      await page.getByRole('heading', { level: 1, name: 'Our Properties' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Properties for rent in Noida' }).first().waitFor();
      // The search answers rentals only, within the rent a month; a search without a purpose, sales only.
      const found = await api<{ properties: Listing[] }>(null, `/api/property/search?${new URL(page.url()).searchParams}`);
      expect(found.properties.map((p) => p._id)).toContain(posted._id);
      expect(
        found.properties.every((p) => {
          const rent = p.propertyData.pricing.monthlyRent ?? 0;
          return p.propertyData.purpose === 'rent' && rent >= 15_000 && rent < 20_000;
        }),
      ).toBe(true);
      const sales = await api<{ properties: Listing[] }>(null, `/api/property/search?title=${word}`);
      expect(sales.properties).toEqual([]);
      const card = page.getByRole('article').filter({ hasText: title });
      await card.getByText('₹18,000/month').waitFor();
      await card.getByText(/Deposit ₹36,000/).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);

      // 4. It opens with its rent, deposit, available-from day and tenants, and no EMI.
      await card.getByRole('link', { name: title }).click();
      await page.waitForURL((url) => url.pathname === `/property/${posted._id}`);
      const facts = page.getByRole('region', { name: 'Key facts' });
      await facts.getByText('₹18,000/month', { exact: true }).waitFor();
      await facts.getByText('₹36,000', { exact: true }).waitFor();
      await facts.getByText('1 Feb 2027', { exact: true }).waitFor();
      await facts.getByText('Family', { exact: true }).waitFor();
      await facts.getByText('₹2,500/month', { exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'EMI calculator' }).count()).toBe(0);
      // The market line compares the rent with the locality's market rent a month, never a sale
      // rate per sq ft: a visitor reads it; the page shows no sale-rate line whatever it is sent.
      const shown = await api<Listing>(null, `/api/property/${posted._id}`);
      expect(shown.market).toMatchObject({ basis: 'rent', marketRent: 24_000, percentBelow: 25 });
      const line = marketLine(shown.market as NonNullable<Listing['market']>);
      expect(line).toMatch(/^25% below the market rent of ₹24,000\/month for .*Sector 62, Noida/);
      const visitor = await harness.newPage(viewport);
      await visitor.goto(`/property/${posted._id}`);
      await expect
        .poll(() =>
          visitor
            .getByTestId('market-line')
            .textContent({ timeout: 1000 })
            .catch(() => null),
        )
        .toBe(line);
      await visitor.close();
      for (const text of await page.getByTestId('market-line').allTextContents()) expect(text).not.toContain('/sq ft');
      expect(await page.title()).toContain('for rent');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);

      // 5. Back on the results, the renter saves the search with instant alerts.
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Our Properties' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Properties for rent in Noida' }).first().waitFor();
      // The page came again from the server: its buyer's bar is there once it is live.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.getByRole('button', { name: 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await expect.poll(() => dialog.getByLabel('Name').inputValue()).toBe(`Rent · Noida · ₹15,000–₹20,000 a month · ${word}`);
      await dialog.getByLabel('Alerts').selectOption('instant');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Search saved' }).waitFor();
      const saved = await api<SavedSearch[]>(renter, '/api/buyer/saved-searches');
      expect(saved.map((s) => [s.filters, s.frequency])).toEqual([
        [{ purpose: 'rent', location: 'Noida', minRent: '15000', maxRent: '20000', title: word }, 'instant'],
      ]);

      // 6. A new matching rental is approved: the renter is told in the app.
      const second = await postRental(seller, { title: `Second ${word} Rental`, rent: 17_500 });
      expect(second.status).toBe('Pending');
      await approveInAdmin(adminPage, `Second ${word} Rental`);
      await openNotifications(page, viewport.width < 1024);
      const item = page.getByRole('dialog').getByRole('link', { name: new RegExp(`Second ${word} Rental`) });
      await item.waitFor();
      await expectAccessible(page);
      await item.click();
      await page.waitForURL((url) => url.pathname === `/property/${second._id}`);
      await page.getByRole('region', { name: 'Key facts' }).getByText('₹17,500/month', { exact: true }).waitFor();
      await expect.poll(async () => (await api<NotificationsResponse>(renter, '/api/notifications')).unread).toBe(0);

      // 7. The dashboard lists the rental search readably, with its new listing.
      const dashboard = await openAs(renter, '/buyer-dashboard?tab=saved', viewport);
      const row = dashboard.getByRole('listitem').filter({ hasText: `Rent · Noida · ₹15,000–₹20,000 a month` });
      await row.getByText('₹15,000–₹20,000 a month', { exact: false }).first().waitFor();
      await row.getByText('1 new').waitFor();
      await expectAccessible(dashboard);
      expect(harness.errors).toEqual([]);
    });
  }
});
