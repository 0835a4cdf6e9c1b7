import type { MyInsightsResponse } from '@ncr/shared/schemas/insights';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';
import { signInMember, useSessionIn } from './support/session';

// Issue 62: the demo shows what the product can do: listings verified, with price history and
// with RERA numbers, and sellers' insights with real-looking views, enquiries and visits.

const putSession = useSessionIn;

async function demoListings(): Promise<PublicListing[]> {
  const all: PublicListing[] = [];
  for (let page = 1; page <= 10; page++) {
    const res = await fetch(`${baseUrl()}/api/property/search?limit=50&page=${page}`);
    const body = (await res.json()) as { properties: PublicListing[]; totalPages: number };
    all.push(...body.properties);
    if (page >= body.totalPages) break;
  }
  return all;
}

describe('the demo', () => {
  const harness = useBrowser();

  it('has verified listings, price histories and RERA numbers, each shown on its page at 390 and 1366 px', async () => {
    const listings = await demoListings();
    const verified = listings.filter((l) => l.verifiedAt);
    const withHistory = listings.filter((l) => (l.priceHistory?.length ?? 0) >= 2);
    const rera = listings.filter((l) => l.propertyData.legal?.reraNumber);
    for (const [name, found] of [
      ['verified', verified],
      ['with price history', withHistory],
      ['with RERA numbers', rera],
    ] as const) {
      expect(found.length, name).toBeGreaterThan(2);
      expect(found.length, name).toBeLessThan(listings.length);
    }
    for (const viewport of [
      { width: 390, height: 844, isMobile: true, hasTouch: true },
      { width: 1366, height: 900 },
    ]) {
      const page = await harness.newPage(viewport);
      for (const [listing, shows] of [
        [verified[0], page.getByRole('main').getByText('Verified', { exact: true }).first()],
        [withHistory[0], page.getByRole('heading', { name: /^(Price|Rent) history$/ })],
        [rera[0], page.getByRole('main').getByText('RERA registered').first()],
      ] as const) {
        await page.goto(`/property/${listing?._id}`);
        await shows.waitFor();
        await shows.scrollIntoViewIfNeeded();
        expect(await shows.isVisible()).toBe(true);
      }
      await page.screenshot({ path: `/tmp/shots/demo-rera-${viewport.width}.png` });
      await page.close();
    }
  });

  it("gives a demo seller's listings views, enquiries and visits", async () => {
    const seller = await signInMember('seller', '+919811000002');
    const res = await fetch(`${baseUrl()}/api/seller/insights`, { headers: { authorization: `Bearer ${seller.token}` } });
    const { listings } = (await res.json()) as MyInsightsResponse;
    const sum = (metric: 'views' | 'enquiries' | 'visits') => listings.reduce((total, l) => total + l.figures[metric].last30Days, 0);
    expect(sum('views')).toBeGreaterThan(listings.length);
    expect(sum('enquiries')).toBeGreaterThan(0);
    expect(sum('visits')).toBeGreaterThan(0);
    // Not every listing alike: some have more views than others.
    expect(new Set(listings.map((l) => l.figures.views.last30Days)).size).toBeGreaterThan(3);
    const page = await harness.newPage({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await putSession(page, seller);
    await page.goto('/seller-dashboard');
    const totals = page.getByRole('region', { name: 'How your listings are doing' });
    await totals.getByText(sum('views').toLocaleString('en-IN'), { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/shots/demo-seller-390.png' });
  });

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
