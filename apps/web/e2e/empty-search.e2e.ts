import type { WidenResponse } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { type SignedIn, signInMember, signInOnLoginPage } from './support/session';

// Issue 62: a search that finds nothing offers the searches one filter wider, with their counts,
// and an alert; "Get alerts" signed out saves the search once the person has signed in.

// No demo listing is a 4 BHK in Noida under ₹10 L.
const EMPTY = { location: 'Noida', bhk: '4', maxPrice: '10' };

async function savedSearches(buyer: SignedIn): Promise<{ name: string; filters: Record<string, string>; frequency: string }[]> {
  const res = await fetch(`${baseUrl()}/api/buyer/saved-searches`, { headers: { authorization: `Bearer ${buyer.token}` } });
  return (await res.json()) as { name: string; filters: Record<string, string>; frequency: string }[];
}

describe('a search that finds nothing', () => {
  const harness = useBrowser();

  for (const viewport of [
    { width: 390, height: 844, isMobile: true, hasTouch: true },
    { width: 1366, height: 900 },
  ]) {
    it(`at ${viewport.width} px: offers wider searches with their counts, and alerts that are saved after sign-in`, async () => {
      const query = new URLSearchParams(EMPTY).toString();
      const found = (await (await fetch(`${baseUrl()}/api/property/search?${query}`)).json()) as { total: number };
      expect(found.total).toBe(0);
      const { widenings } = (await (await fetch(`${baseUrl()}/api/property/widen?${query}`)).json()) as WidenResponse;
      expect(widenings.length).toBeGreaterThan(0);
      const buyer = await signInMember('buyer');
      const mobile = buyer.user.mobile as string;
      const page = await harness.newPage(viewport);

      await page.goto(`/property?${query}`);
      await page.getByText(TEXTS.noResults).waitFor();
      const wider = page.getByRole('navigation', { name: 'Try a wider search' });
      await wider.waitFor();
      // Each wider search the server counts is offered with its count, nearest first.
      const links = wider.getByRole('link');
      await expect.poll(() => links.count()).toBe(widenings.length);
      for (const [i, w] of widenings.entries()) {
        const text = ((await links.nth(i).textContent()) ?? '').replace(/\s+/g, ' ');
        expect(text).toContain(w.label);
        expect(text).toContain(`${w.count.toLocaleString('en-IN')} propert`);
      }
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/shots/empty-search-${viewport.width}.png`, fullPage: true });

      // Signed out, "Sign in to get alerts" leads to sign-in ...
      await page.getByRole('button', { name: 'Sign in to get alerts' }).click();
      await signInOnLoginPage(page, mobile);
      // ... and back on the same search, signed in, it is saved with instant alerts, once.
      await page.waitForURL((url) => url.pathname === '/property' && url.searchParams.get('bhk') === '4');
      await expect.poll(() => page.getByText('Search saved').isVisible()).toBe(true);
      await expect.poll(async () => (await savedSearches(buyer)).length).toBe(1);
      const [saved] = await savedSearches(buyer);
      expect(saved?.filters).toEqual(EMPTY);
      expect(saved?.frequency).toBe('instant');
      await page.reload();
      await page.getByRole('button', { name: 'Get alerts for this search' }).waitFor();
      expect((await savedSearches(buyer)).length).toBe(1);

      // The nearest wider search opens with what its count promised.
      const first = widenings[0] as WidenResponse['widenings'][number];
      await page.getByRole('navigation', { name: 'Try a wider search' }).getByRole('link').first().click();
      await page.waitForURL((url) => url.search === `?${new URLSearchParams(first.filters)}`);
      const status = page.getByRole('status').filter({ hasText: 'found' });
      await expect
        .poll(async () => ((await status.textContent()) ?? '').includes(`${first.count.toLocaleString('en-IN')} propert`))
        .toBe(true);
      await page.screenshot({ path: `/tmp/shots/empty-search-widened-${viewport.width}.png` });
    });
  }

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
