import { SELLER_DASHBOARD } from '@ncr/shared/account-content';
import { LISTING_STATUSES } from '@ncr/shared/enums';
import type { MyInsightsResponse } from '@ncr/shared/schemas/insights';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { postFlat } from './support/listings';
import { signInMember, signInStaff, useSessionIn } from './support/session';

// Issue 62: a seller with many listings reads the totals first, then one compact row per listing,
// and it stays usable at 50 listings on a phone. The first demo seller has more than 50 (posting
// that many in a test meets the upload budget of 20 per account in 15 minutes); one more is
// posted, Pending, so the rows hold two statuses at least.

const putSession = useSessionIn;
const DEMO_SELLER = '+919811000001';

const insightsOf = (page: Page) => page.getByRole('region', { name: 'How your listings are doing' });
const rows = (page: Page) => page.getByRole('list', { name: /listings$/ }).getByRole('article');

describe('the seller home with many listings', () => {
  const harness = useBrowser();

  it('shows totals first and a compact row per listing, at 390 and 1366 px', async () => {
    const staff = await signInStaff();
    const settings = await fetch(`${baseUrl()}/api/admin/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ autoApproveListings: false, propertyLimitPerUser: 0 }),
    });
    expect(settings.status).toBe(200);
    const seller = await signInMember('seller', DEMO_SELLER);
    await postFlat(seller, { title: `Many Listings Flat ${Date.now() % 100000}` });
    const insights = await fetch(`${baseUrl()}/api/seller/insights`, { headers: { authorization: `Bearer ${seller.token}` } });
    const mine = (await insights.json()) as MyInsightsResponse;
    const total = mine.listings.length;
    expect(total).toBeGreaterThanOrEqual(50);
    const byStatus = LISTING_STATUSES.map((status) => ({ status, count: mine.listings.filter((l) => l.status === status).length }));
    const present = byStatus.filter((s) => s.count > 0);
    expect(present.length).toBeGreaterThanOrEqual(2);

    for (const viewport of [
      { width: 390, height: 844, isMobile: true, hasTouch: true },
      { width: 1366, height: 900 },
    ]) {
      const page = await harness.newPage(viewport);
      await putSession(page, seller);
      await page.goto('/seller-dashboard');
      await page.getByRole('heading', { level: 1, name: SELLER_DASHBOARD.title }).waitFor();
      await expect.poll(() => rows(page).count()).toBe(total);

      // The totals come first, on the first screen: every figure and the listings by status.
      const all = page.getByRole('button', { name: `All listings (${total})` });
      const box = await all.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height);
      for (const { status, count } of present) {
        expect(await page.getByRole('button', { name: `${status} (${count})` }).isVisible(), status).toBe(true);
      }
      for (const figure of ['Views', 'Wishlist adds', 'Enquiries', 'Visits booked']) {
        expect(await insightsOf(page).getByText(figure, { exact: true }).first().isVisible(), figure).toBe(true);
      }

      await page.screenshot({ path: `/tmp/shots/seller-home-${viewport.width}.png` });
      // Each listing is one compact row, and the page never scrolls sideways.
      const heights = await rows(page).evaluateAll((each) => each.map((row) => row.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeLessThanOrEqual(viewport.isMobile ? 110 : 80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/shots/seller-home-${viewport.width}.png` });

      // A status narrows the rows to it; pressed again, all come back.
      for (const { status, count } of present) {
        const chip = page.getByRole('button', { name: `${status} (${count})` });
        await chip.click();
        await expect.poll(() => rows(page).count()).toBe(count);
        await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
      }
      const last = present[present.length - 1] as { status: string; count: number };
      await page.getByRole('button', { name: `${last.status} (${last.count})` }).click();
      await expect.poll(() => rows(page).count()).toBe(total);
      await page.close();
    }
  });

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
