import { ACCOUNT, BUYER_DASHBOARD, SELLER_DASHBOARD } from '@ncr/shared/account-content';
import { BUDGET_MAX_OPTIONS, BUDGET_MIN_OPTIONS, BUYER_TYPE_TO_PROPERTY_TYPE, PROPERTY_TYPE_LABELS } from '@ncr/shared/enums';
import type { Listing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, readOtp, useBrowser } from './support/browser';
import { freshMobile, type SignedIn, sessionCookieOf, signInMember, useSessionIn } from './support/session';

// A plain helper, not a React hook (the lint rule goes by the `use` prefix).
const storeSession = useSessionIn;

const F = BUYER_DASHBOARD.form;

async function apiGet<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as T };
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A seeded, active flat to aim the requirements at, with the tightest budget options around its price. */
async function pickTarget() {
  const { body } = await apiGet<{ properties: Listing[] }>('/api/property/search?location=Noida&propertyType=flat');
  const listing = body.properties.find((p) => p.status === 'Active' && /^[1-4]$|^5\+$/.test(p.propertyData.property.bhk));
  if (!listing) throw new Error('the demo data has no active flat in Noida');
  // Sales only (the search has no purpose): their price is always there.
  const price = listing.propertyData.pricing.expectedPrice ?? 0;
  const min = [...BUDGET_MIN_OPTIONS].reverse().find((o) => o.value <= price) ?? BUDGET_MIN_OPTIONS[0];
  const max = BUDGET_MAX_OPTIONS.find((o) => o.value >= price) ?? BUDGET_MAX_OPTIONS[BUDGET_MAX_OPTIONS.length - 1];
  if (!max) throw new Error('no budget options');
  return { listing, bhk: listing.propertyData.property.bhk, min, max };
}

async function openBuyerDashboard(page: Page, buyer: SignedIn, path = '/buyer-dashboard') {
  await storeSession(page, buyer);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('buyer dashboard', () => {
  const harness = useBrowser();

  it('validates the requirement form rule by rule, stores it, and shows matching seeded listings', async () => {
    const target = await pickTarget();
    const buyer = await signInMember('buyer');
    const page = await harness.newPage();
    await openBuyerDashboard(page, buyer);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: BUYER_DASHBOARD.title }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: BUYER_DASHBOARD.tabs.requirements }).getAttribute('aria-selected')).toBe('true');

    // The spec §3 defaults and option labels.
    await expect.poll(() => page.getByLabel(F.labels.budgetMin).inputValue()).toBe('50');
    await expect.poll(() => page.getByLabel(F.labels.budgetMax).inputValue()).toBe('100');
    await expect.poll(() => page.getByLabel(F.labels.budgetMin).locator('option:checked').textContent()).toBe('50 Lakhs');
    await expect.poll(() => page.getByLabel(F.labels.budgetMax).locator('option', { hasText: '100 (1 Crore)' }).count()).toBe(1);
    await expect.poll(() => page.getByLabel(F.labels.budgetMax).locator('option', { hasText: '500 (5 Crore+)' }).count()).toBe(1);
    await expect.poll(() => page.getByLabel(F.labels.budgetMin).locator('option', { hasText: '200 (2 Crore+)' }).count()).toBe(1);
    await expect.poll(() => page.getByLabel(F.labels.purpose).inputValue()).toBe('buy');
    await expect.poll(() => page.getByLabel(F.labels.possession).inputValue()).toBe('ready');
    await expect.poll(() => page.getByLabel(F.labels.homeLoan).inputValue()).toBe('no');
    await expect.poll(() => page.getByLabel(F.labels.parking).inputValue()).toBe('no');
    await expect.poll(() => page.getByLabel(F.labels.gated).inputValue()).toBe('no');
    await expect.poll(() => page.getByLabel(F.labels.name).inputValue()).toBe(buyer.user.fullName);
    await expectAccessible(page);

    const submit = page.getByRole('button', { name: F.submit });
    // Name, location and consent missing.
    await page.getByLabel(F.labels.name).fill('');
    await submit.click();
    await expect.poll(() => page.getByText('Name is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Location is required').isVisible()).toBe(true);
    await expect.poll(() => toast(page, TEXTS.consentRequired).isVisible()).toBe(true);
    await expect.poll(() => toast(page, TEXTS.buyerConsentBody).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel(F.labels.name).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    // Each rule on its own: a bad e-mail, then a maximum below the minimum.
    await page.getByLabel(F.labels.name).fill('Meera Kapoor');
    await page.getByLabel(F.labels.location).fill('Noida');
    await page.getByLabel(F.consentLabel).check();
    await page.getByLabel(F.labels.email).fill('meera@');
    await submit.click();
    await expect.poll(() => page.getByText('Enter a valid e-mail address').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Name is required').count()).toBe(0);
    await page.getByLabel(F.labels.email).fill('meera.kapoor@example.in');
    await page.getByLabel(F.labels.budgetMin).selectOption('200');
    await page.getByLabel(F.labels.budgetMax).selectOption('50');
    await submit.click();
    await expect.poll(() => page.getByText('Maximum budget must be at least the minimum').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Enter a valid e-mail address').count()).toBe(0);

    // Pre-approval is asked only with a home loan.
    await expect.poll(() => page.getByLabel(F.labels.preApproved).count()).toBe(0);
    await page.getByLabel(F.labels.homeLoan).selectOption('yes');
    await expect.poll(() => page.getByLabel(F.labels.preApproved).inputValue()).toBe('no');
    await page.getByLabel(F.labels.homeLoan).selectOption('no');
    await expect.poll(() => page.getByLabel(F.labels.preApproved).count()).toBe(0);

    // A valid form aimed at a seeded listing.
    const typeLabel = Object.entries(BUYER_TYPE_TO_PROPERTY_TYPE).find(([, t]) => t === 'flat')?.[0] as string;
    await page.getByLabel(typeLabel).check();
    await page.getByLabel(F.labels.bhk).selectOption(target.bhk);
    await page.getByLabel(F.labels.budgetMin).selectOption(String(target.min.value));
    await page.getByLabel(F.labels.budgetMax).selectOption(String(target.max.value));
    await page.getByLabel(F.labels.area).fill('1200');
    await page.getByLabel('Gym').check();
    await page.getByLabel(F.labels.facing).selectOption('east');
    await page.getByLabel(F.labels.comments).fill('Close to the metro please');
    await submit.click();
    await expect.poll(() => toast(page, TEXTS.requirementsSuccess).isVisible()).toBe(true);
    await expect.poll(() => toast(page, TEXTS.requirementsSuccessBody).isVisible()).toBe(true);

    // Stored on the server with the whole form.
    const stored = await apiGet<{ requirement: { requirements: Record<string, unknown> } }>('/api/buyer/requirements', buyer.token);
    expect(stored.body.requirement.requirements).toMatchObject({
      name: 'Meera Kapoor',
      email: 'meera.kapoor@example.in',
      location: 'Noida',
      propertyType: [typeLabel],
      budget: { min: target.min.value, max: target.max.value },
      bhk: target.bhk,
      area: '1200',
      financing: { homeLoan: 'no', preApproved: 'n/a' },
      preferences: { parking: 'no', gated: 'no', amenities: ['Gym'], facing: 'east' },
      comments: 'Close to the metro please',
      consent: true,
    });

    // Every match fits the requirements, the target is among them, and the tab shows the first page.
    const all: Listing[] = [];
    for (let p = 1; ; p += 1) {
      const { body } = await apiGet<{ properties: Listing[]; totalPages: number }>(`/api/buyer/matches?page=${p}`, buyer.token);
      all.push(...body.properties);
      if (p >= body.totalPages) break;
    }
    expect(all.map((l) => l._id)).toContain(target.listing._id);
    for (const l of all) {
      expect(l.status).toBe('Active');
      expect(l.propertyData.seller.city).toBe('Noida');
      expect(l.propertyData.property.type).toBe('flat');
      expect(l.propertyData.property.bhk).toBe(target.bhk);
      expect(l.propertyData.pricing.expectedPrice).toBeGreaterThanOrEqual(target.min.value);
      if (target.max.value < 500) expect(l.propertyData.pricing.expectedPrice).toBeLessThanOrEqual(target.max.value);
    }
    await page.getByRole('tab', { name: BUYER_DASHBOARD.tabs.matches }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'matches');
    const cards = page.getByRole('tabpanel').getByRole('article');
    await expect.poll(() => cards.count()).toBe(Math.min(all.length, 6));
    for (const l of all.slice(0, 6)) {
      await expect.poll(() => page.locator(`a[href="/property/${l._id}"]`).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByText(TEXTS.noMatches).count()).toBe(0);
    await expectAccessible(page);

    // Back on the form tab, the stored requirements are filled in again (consent asked anew).
    await page.getByRole('tab', { name: BUYER_DASHBOARD.tabs.requirements }).click();
    await expect.poll(() => page.getByLabel(F.labels.location).inputValue()).toBe('Noida');
    await expect.poll(() => page.getByLabel(F.consentLabel).isChecked()).toBe(false);

    // If the session vanished meanwhile, the form says so instead of posting.
    await page.context().clearCookies();
    await page.getByLabel(F.consentLabel).check();
    await submit.click();
    await expect.poll(() => toast(page, TEXTS.authError).isVisible()).toBe(true);
    await expect.poll(() => toast(page, TEXTS.authErrorBody).isVisible()).toBe(true);
  });

  it("shows 'No Property Matches Yet' before any requirements, and an empty search history linking to /property", async () => {
    const buyer = await signInMember('buyer');
    const page = await harness.newPage();
    await openBuyerDashboard(page, buyer, '/buyer-dashboard?tab=matches');
    await expect.poll(() => page.getByRole('heading', { name: TEXTS.noMatches }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: BUYER_DASHBOARD.matches.editRequirements }).click();
    await expect.poll(() => page.getByRole('tab', { name: BUYER_DASHBOARD.tabs.requirements }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tab', { name: BUYER_DASHBOARD.tabs.history }).click();
    await expect.poll(() => page.getByRole('heading', { name: BUYER_DASHBOARD.history.emptyTitle }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('tabpanel').getByRole('link', { name: BUYER_DASHBOARD.history.browse }).click();
    await page.waitForURL((url) => url.pathname === '/property');
  });

  it('lists a search the buyer ran under Search History and replays it', async () => {
    const buyer = await signInMember('buyer');
    // The search API records the searches of a signed-in buyer.
    const search = await fetch(`${baseUrl()}/api/property/search?location=Gurugaon&propertyType=house&bhk=3`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(search.status).toBe(200);
    const page = await harness.newPage();
    await openBuyerDashboard(page, buyer, '/buyer-dashboard?tab=history');
    const replay = page.getByRole('link', {
      name: `${BUYER_DASHBOARD.history.replay}: Location: Gurugaon, Type: ${PROPERTY_TYPE_LABELS.house}, 3 BHK`,
    });
    await expect.poll(() => replay.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Location: Gurugaon', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
    await replay.click();
    await page.waitForURL((url) => url.pathname === '/property');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ location: 'Gurugaon', propertyType: 'house', bhk: '3' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Properties');
  });

  it('shows the profile, offers settings without a password, and logs out to the home page', async () => {
    const buyer = await signInMember('buyer');
    const page = await harness.newPage();
    await openBuyerDashboard(page, buyer);
    const nav = page.getByRole('navigation', { name: BUYER_DASHBOARD.title });
    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/buyer-dashboard/profile');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: ACCOUNT.profileTitle }).isVisible()).toBe(true);
    for (const text of [buyer.user.fullName, buyer.user.mobile as string, 'Buyer']) {
      expect(await page.getByRole('main').getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    await expect.poll(() => nav.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/buyer-dashboard/settings');
    await page.getByRole('heading', { level: 1, name: ACCOUNT.settingsTitle }).waitFor();
    await expect.poll(() => page.locator('input[type=password]').count()).toBe(0);
    await expect.poll(() => page.getByRole('textbox', { name: /password/i }).count()).toBe(0);
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/buyer-dashboard');
    await nav.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Login / Signup' }).isVisible()).toBe(true);
    // Logout revoked the token on the server, and no "Login Required" toast greeted the user.
    await expect.poll(async () => (await apiGet('/api/auth/me', buyer.token)).status).toBe(401);
    await expect.poll(() => toast(page, TEXTS.loginRequired).count()).toBe(0);
  });

  it('collapses to a top bar with a menu at 360 px, without horizontal scrolling', async () => {
    const buyer = await signInMember('buyer');
    const page = await harness.newPage({ width: 360, height: 740, isMobile: true, hasTouch: true });
    await openBuyerDashboard(page, buyer);
    const nav = page.getByRole('navigation', { name: BUYER_DASHBOARD.title });
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await noHorizontalScroll(page)).toBe(true);
    const toggle = page.getByRole('button', { name: 'Dashboard menu' });
    await toggle.click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Close dashboard menu' }).getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/buyer-dashboard/settings');
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await noHorizontalScroll(page)).toBe(true);
    for (const tab of ['', '?tab=matches', '?tab=history']) {
      await page.goto(`/buyer-dashboard${tab}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await noHorizontalScroll(page), tab).toBe(true);
    }
    await expectAccessible(page);
  });

  it('logged no console errors', () => {
    // The one refusal is the form sent after the session was ended on purpose (the test above).
    const refused = /buyer-dashboard.*: Failed to load resource: the server responded with a status of 401/;
    expect(harness.errors.filter((e) => !refused.test(e))).toEqual([]);
  });
});

describe('seller dashboard', () => {
  const harness = useBrowser();

  it('shows the profile by default with the seller sidebar', async () => {
    const seller = await signInMember('seller');
    const page = await harness.newPage();
    await useSessionIn(page, seller);
    await page.goto('/seller-dashboard');
    await page.getByRole('heading', { level: 1, name: SELLER_DASHBOARD.title }).waitFor();
    for (const text of [seller.user.fullName, seller.user.mobile as string, 'Seller']) {
      expect(await page.getByRole('main').getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    const nav = page.getByRole('navigation', { name: SELLER_DASHBOARD.title });
    await expect.poll(() => nav.getByRole('link', { name: SELLER_DASHBOARD.postProperty }).getAttribute('href')).toBe('/post-property');
    await expect
      .poll(() => nav.getByRole('link', { name: SELLER_DASHBOARD.myListings }).getAttribute('href'))
      .toBe('/seller-dashboard/listings');
    await expect.poll(() => nav.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page);
    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/seller-dashboard/profile');
    await page.getByRole('heading', { level: 1, name: ACCOUNT.profileTitle }).waitFor();
    await nav.getByRole('link', { name: SELLER_DASHBOARD.postProperty }).click();
    await page.waitForURL((url) => url.pathname === '/post-property');
  });

  it('changes the e-mail and the mobile (after its code), then deletes the account after confirming', async () => {
    const seller = await signInMember('seller');
    const page = await harness.newPage();
    await useSessionIn(page, seller);
    await page.goto('/seller-dashboard/settings');
    await page.getByRole('heading', { level: 1, name: ACCOUNT.settingsTitle }).waitFor();
    await expect.poll(() => page.locator('input[type=password]').count()).toBe(0);
    await expect.poll(() => page.getByRole('textbox', { name: /password/i }).count()).toBe(0);
    await expect.poll(() => page.getByText(ACCOUNT.password.body).isVisible()).toBe(true);

    // E-mail and name.
    const email = `seller.${Date.now()}@example.in`;
    await page.getByLabel(ACCOUNT.details.email).fill(email);
    await page.getByLabel(ACCOUNT.details.fullName).fill('Renamed Seller');
    await page.getByRole('button', { name: ACCOUNT.details.save }).click();
    await expect.poll(() => toast(page, ACCOUNT.details.saved).isVisible()).toBe(true);
    const me = await apiGet<{ user: { email: string; fullName: string; mobile: string } }>('/api/auth/me', seller.token);
    expect(me.body.user).toMatchObject({ email, fullName: 'Renamed Seller' });

    // Mobile: saved only once the code sent to the new number is entered.
    const mobile = freshMobile();
    await page.getByLabel(ACCOUNT.mobile.newMobile).fill(mobile.slice(3));
    await page.getByRole('button', { name: ACCOUNT.mobile.sendCode }).click();
    await expect.poll(() => toast(page, ACCOUNT.mobile.codeSent).isVisible()).toBe(true);
    expect((await apiGet<{ user: { mobile: string } }>('/api/auth/me', seller.token)).body.user.mobile).toBe(seller.user.mobile);
    await page.getByLabel(ACCOUNT.mobile.code).fill(readOtp(mobile));
    await page.getByRole('button', { name: ACCOUNT.mobile.verify }).click();
    await expect.poll(() => toast(page, ACCOUNT.mobile.saved).isVisible()).toBe(true);
    expect((await apiGet<{ user: { mobile: string } }>('/api/auth/me', seller.token)).body.user.mobile).toBe(mobile);

    // The profile shows what was saved.
    await page.getByRole('navigation', { name: SELLER_DASHBOARD.title }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: ACCOUNT.profileTitle }).waitFor();
    for (const text of [email, mobile, 'Renamed Seller']) {
      expect(await page.getByRole('main').getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }

    // Delete: cancelling keeps the account; confirming deletes it and ends the session.
    await page.getByRole('navigation', { name: SELLER_DASHBOARD.title }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: ACCOUNT.deletion.button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(TEXTS.confirmDeleteAccount).isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await apiGet('/api/auth/me', seller.token)).status).toBe(200);

    await page.getByRole('button', { name: ACCOUNT.deletion.button }).click();
    await page.getByRole('dialog').getByRole('button', { name: ACCOUNT.deletion.button }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Login / Signup' }).isVisible()).toBe(true);
    expect(await sessionCookieOf(page)).toBeUndefined();
    await expect.poll(() => toast(page, TEXTS.loginRequired).count()).toBe(0);
    expect((await apiGet('/api/auth/me', seller.token)).status).toBe(401);
  });

  it('says so when the deletion fails', async () => {
    const seller = await signInMember('seller');
    const page = await harness.newPage();
    await useSessionIn(page, seller);
    // The server refuses (any non-OK answer) ...
    await page.route('**/api/auth/delete-account', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
    );
    await page.goto('/seller-dashboard/settings');
    await page.getByRole('button', { name: ACCOUNT.deletion.button }).click();
    await page.getByRole('dialog').getByRole('button', { name: ACCOUNT.deletion.button }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: TEXTS.deleteAccountFailed }).isVisible()).toBe(true);
    // ... or cannot be reached.
    await page.unroute('**/api/auth/delete-account');
    await page.route('**/api/auth/delete-account', (route) => route.abort('failed'));
    await page.getByRole('button', { name: ACCOUNT.deletion.button }).click();
    await page.getByRole('dialog').getByRole('button', { name: ACCOUNT.deletion.button }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: TEXTS.deleteAccountError }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/seller-dashboard/settings');
    expect((await apiGet('/api/auth/me', seller.token)).status).toBe(200);
    // Chromium reports the refused and the aborted request on the console; those two are the point here.
    const expected = /delete-account|Failed to load resource: (the server responded with a status of 500|net::ERR_FAILED)/;
    for (let i = harness.errors.length - 1; i >= 0; i -= 1) {
      if (expected.test(harness.errors[i] as string)) harness.errors.splice(i, 1);
    }
  });

  it('has no horizontal scroll at 360 px', async () => {
    const seller = await signInMember('seller');
    const page = await harness.newPage({ width: 360, height: 740, isMobile: true, hasTouch: true });
    await useSessionIn(page, seller);
    for (const path of ['/seller-dashboard', '/seller-dashboard/profile', '/seller-dashboard/settings']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await noHorizontalScroll(page), path).toBe(true);
    }
    await page.getByRole('button', { name: 'Dashboard menu' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: SELLER_DASHBOARD.title }).isVisible()).toBe(true);
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAccessible(page);
  });

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
