import type { PlaceSummary } from '@ncr/shared/schemas/places';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';

// Issue 63: a page for every city and locality. From a listing's breadcrumb to its locality's
// page, from a count there to the search that finds as many, and back; the head tags as the
// server sends them; other spellings of the address sent to the one page.

const LOCALITY_PATH = '/property-in/noida/sector-62';

async function json<T>(pathname: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${pathname}`);
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}`);
  return (await res.json()) as T;
}

describe("a locality's page", () => {
  const harness = useBrowser();

  for (const viewport of [
    { width: 390, height: 844, isMobile: true, hasTouch: true },
    { width: 1366, height: 900 },
  ]) {
    it(`at ${viewport.width} px: from a listing's breadcrumb to its locality, to a filtered search with as many listings, and back`, async () => {
      const found = await json<{ properties: { _id: string }[] }>('/api/property/search?location=Noida&locality=Sector%2062&limit=1');
      const listingId = found.properties[0]?._id;
      expect(listingId).toBeTruthy();
      const summary = await json<PlaceSummary>('/api/property/place?city=noida&locality=sector-62');
      const page = await harness.newPage(viewport);

      await page.goto(`/property/${listingId}`);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect.poll(() => crumbs.getByRole('link').allTextContents()).toEqual(['Home', 'Noida', 'Sector 62']);
      await crumbs.getByRole('link', { name: 'Sector 62' }).click();
      await page.waitForURL(`**${LOCALITY_PATH}`);
      await page.getByRole('heading', { level: 1, name: 'Property for sale in Sector 62, Noida' }).waitFor();
      await expectAccessible(page);

      // A count on the page opens the search that finds exactly that many.
      const bhk = summary.bhk[0];
      if (!bhk) throw new Error('Sector 62 has no listing by BHK');
      const label = `${bhk.value === 'N/A' ? 'Plots and shops (no BHK)' : `${bhk.value} BHK`}: ${bhk.count} ${bhk.count === 1 ? 'listing' : 'listings'}`;
      await page.getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === '/property' && url.searchParams.get('bhk') === bhk.value);
      expect(new URL(page.url()).searchParams.get('locality')).toBe('Sector 62');
      await page
        .getByRole('status')
        .filter({ hasText: `${bhk.count} ${bhk.count === 1 ? 'property' : 'properties'} found` })
        .waitFor();
      // The search leads back to the place's page too.
      await page.getByRole('link', { name: 'Sector 62, Noida: prices, price trend and localities' }).waitFor();

      await page.goBack();
      await page.waitForURL(`**${LOCALITY_PATH}`);
      await page.getByRole('heading', { level: 1, name: 'Property for sale in Sector 62, Noida' }).waitFor();
      // A neighbouring locality's page is one tap away.
      const neighbour = summary.places[0];
      if (!neighbour) throw new Error('Sector 62 has no neighbour');
      await page.getByRole('link', { name: neighbour.name, exact: true }).click();
      await page.waitForURL(`**${neighbour.path}`);
      await page.getByRole('heading', { level: 1, name: `Property for sale in ${neighbour.name}, Noida` }).waitFor();
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // The server's page hydrated as the browser renders it: no error, no mismatch.
      expect(harness.errors).toEqual([]);
    });
  }

  it("the server's HTML carries the page's title, description, canonical, share picture and JSON-LD", async () => {
    const res = await fetch(`${baseUrl()}${LOCALITY_PATH}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const origin = new URL(baseUrl()).origin;
    expect(html).toContain('<title>Property for sale in Sector 62, Noida | NCR Urgent Sale</title>');
    expect(html).toMatch(/<meta name="description" content="\d+ urgent sales? in Sector 62, Noida\./);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${LOCALITY_PATH}"`));
    expect(html).toContain('/og/place.png?purpose=sale&amp;city=noida&amp;locality=sector-62');
    const objects = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));
    expect(objects.map((o) => o['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'Place']));
    const picture = await fetch(`${origin}/og/place.png?purpose=sale&city=noida&locality=sector-62`);
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('other spellings of the address answer 301 to the one page; an unknown place answers 404', async () => {
    const moved = await fetch(`${baseUrl()}/property-in/Noida/Sec-62`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(LOCALITY_PATH);
    const gurgaon = await fetch(`${baseUrl()}/property-in/gurgaon`, { redirect: 'manual' });
    expect(gurgaon.status).toBe(301);
    expect(gurgaon.headers.get('location')).toBe('/property-in/gurugaon');
    expect((await fetch(`${baseUrl()}/property-in/noida/sector-4040`)).status).toBe(404);
  });
});
