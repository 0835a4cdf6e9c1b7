import type { MyListingsResponse, PinsResponse, PublicListing } from '@ncr/shared/schemas/property';
import { parseBox } from '@ncr/shared/search/box';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { fillStepOne } from './support/post-form';
import { signInMember, useSessionIn } from './support/session';

// The search page's map view (issue 64), on a phone and on a laptop: a buyer switches a search to
// Map, sees its listings as priced pins (tiles from the stand-in tile server, support/tile-server.ts),
// zooms, searches that area, opens a pin's card and the listing; a shared link opens the same view.

const VIEWPORTS = [
  { name: 'a phone (390 px)', width: 390, height: 844, isMobile: true, hasTouch: true },
  { name: 'a laptop (1366 px)', width: 1366, height: 900 },
] as const;

const pinsOf = async (query: string): Promise<PinsResponse> => (await fetch(`${baseUrl()}/api/property/pins?${query}`)).json();
const status = (page: Page) => page.getByText(/listings? on the map|No listings in this area/);

/**
 * Where a person would tap the first marker they can see: its centre inside the part of the map on
 * the screen, with nothing over it. Leaflet keeps markers a little beyond the map's edge, clipped
 * from view, and a click on one of those waits for ever.
 */
async function visibleMarker(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const frame = document.querySelector('.leaflet-container')?.getBoundingClientRect();
    if (!frame) return null;
    const [left, top] = [Math.max(frame.left, 0), Math.max(frame.top, 0)];
    const [right, bottom] = [Math.min(frame.right, innerWidth), Math.min(frame.bottom, innerHeight)];
    for (const marker of document.querySelectorAll(sel)) {
      const box = marker.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (x > left && x < right && y > top && y < bottom && marker.contains(document.elementFromPoint(x, y))) return { x, y };
    }
    return null;
  }, selector);
}

async function tapMarker(page: Page, selector: string) {
  await expect.poll(() => visibleMarker(page, selector)).not.toBeNull();
  const point = await visibleMarker(page, selector);
  await page.mouse.click(point?.x ?? 0, point?.y ?? 0);
}

/** Zooms into clusters until a single listing's price pin shows, as a person taps a cluster to open it. */
async function tapUntilAPinShows(page: Page) {
  for (let i = 0; i < 8 && (await visibleMarker(page, '.map-price')) === null; i++) {
    await tapMarker(page, '.marker-cluster');
    // Wait for the cluster's zoom to settle: its animation ends with the map's panes at rest.
    await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim, .leaflet-cluster-anim'));
  }
}

describe('the map view', () => {
  const harness = useBrowser();

  for (const viewport of VIEWPORTS) {
    it(`shows a search on the map, searches the area zoomed to and opens a pin's listing, on ${viewport.name}`, async () => {
      const page = await harness.newPage(viewport);
      await page.goto('/property?location=Noida');
      await page.getByRole('link', { name: 'Show on map' }).click();
      await page.waitForURL(/view=map/);
      expect(new URL(page.url()).searchParams.get('location')).toBe('Noida');

      const all = await pinsOf('location=Noida');
      expect(all.total).toBeGreaterThan(10);
      await expect.poll(() => status(page).textContent()).toBe(`${all.total} listings on the map. Tap a price to see the listing.`);
      const map = page.getByRole('region', { name: 'Map of the results' });
      await expect.poll(() => map.locator('.map-price, .marker-cluster').count()).toBeGreaterThan(0);
      // The tiles came from the tile server the setting names, and its credit is on the map.
      await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
      await expect.poll(() => map.getByText('Test tiles').count()).toBe(1);
      await expectAccessible(page);

      // Zoom in twice (the map's own + button), then search the area now on the map.
      expect(await page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);
      for (let i = 0; i < 2; i++) {
        await map.getByRole('button', { name: 'Zoom in' }).click();
        await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
      }
      await page.getByRole('button', { name: 'Search this area' }).click();
      await page.waitForURL(/bbox=/);
      const url = new URL(page.url());
      expect(url.searchParams.get('view')).toBe('map');
      const box = parseBox(url.searchParams.get('bbox') ?? '');
      expect('error' in box).toBe(false);
      const area = await pinsOf(`location=Noida&bbox=${url.searchParams.get('bbox')}`);
      expect(area.total).toBeLessThanOrEqual(all.total);
      await expect.poll(() => status(page).textContent()).toMatch(area.total === 0 ? /No listings/ : new RegExp(`^${area.total} listing`));
      await expect.poll(() => page.getByText('Showing the listings in the area searched on the map.').count()).toBe(1);

      // Back out to all of Noida if the area is empty, then open one pin's card and its listing.
      if (area.total === 0) {
        await page.getByRole('button', { name: 'Search all of it again' }).click();
        await expect.poll(() => status(page).textContent()).toMatch(/^\d+ listings on the map/);
      }
      await map.scrollIntoViewIfNeeded();
      await tapUntilAPinShows(page);
      await tapMarker(page, '.map-price');
      const card = page.getByRole('region', { name: 'Selected listing' });
      const link = card.getByRole('link').first();
      await link.waitFor();
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/property\/[0-9a-f-]{36}$/);
      await link.click();
      await page.waitForURL((u) => u.pathname === href);
      await page.getByRole('heading', { level: 1 }).waitFor();

      // The list of that area is one link away, the area kept.
      await page.goBack();
      const mapUrl = new URL(page.url());
      await page.getByRole('link', { name: 'Show as list' }).click();
      await page.waitForURL((u) => !u.searchParams.has('view'));
      expect(new URL(page.url()).searchParams.get('bbox')).toBe(mapUrl.searchParams.get('bbox'));

      // A shared link opens the same map view, its area included.
      const shared = await harness.newPage(viewport);
      await shared.goto(url.pathname + url.search);
      await expect
        .poll(() => status(shared).textContent())
        .toMatch(area.total === 0 ? /No listings/ : new RegExp(`^${area.total} listing`));
      expect(harness.errors).toEqual([]);
    });
  }

  it("shows a listing's place on its Location tab: a circle round its pin, or its locality when it has none", async () => {
    // Demo listings: three in four carry their seller's pin, the fourth is placed by its locality.
    const properties: PublicListing[] = [];
    for (let page = 1; page <= 6; page++) {
      const answer = (await (await fetch(`${baseUrl()}/api/property/search?location=Delhi&page=${page}`)).json()) as {
        properties: PublicListing[];
      };
      properties.push(...answer.properties);
    }
    const pinned = properties.find((p) => p.location?.precision === 'pin');
    const unpinned = properties.find((p) => p.location && p.location.precision !== 'pin');
    expect(pinned && unpinned).toBeTruthy();
    const notes = {
      pin: 'The circle shows where the property is, to within about 200 m.',
      locality: 'The seller has not placed a pin: the map shows the locality.',
      city: 'The seller has not placed a pin: the map shows the city.',
    };
    for (const listing of [pinned, unpinned] as PublicListing[]) {
      const page = await harness.newPage({ width: 390, height: 844, isMobile: true, hasTouch: true });
      await page.goto(`/property/${listing._id}`);
      // No map code until the tab is opened.
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      await page.getByRole('tab', { name: 'Location' }).click();
      const map = page.getByRole('region', { name: "Map of the listing's location" });
      await map.waitFor();
      await page.getByText(notes[listing.location?.precision ?? 'city']).waitFor();
      await expect.poll(() => map.locator('path.leaflet-interactive').count()).toBe(1);
      await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
      await expectAccessible(page);
    }
    expect(harness.errors).toEqual([]);
  });

  it('lets a seller drop a pin while posting, and keeps it exact for the seller alone', async () => {
    const seller = await signInMember('seller');
    const page = await harness.newPage({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await useSessionIn(page, seller);
    await page.goto('/post-property');
    const title = `E2E Pinned ${Date.now()}`;
    await fillStepOne(page, title);
    await page.getByRole('button', { name: 'Place a pin on the map' }).click();
    const map = page.getByRole('region', { name: 'Map to place the pin on' });
    await map.waitFor();
    await map.click({ position: { x: 200, y: 140 } });
    await page.getByText(/^Pin placed at 28\.\d{5}, 77\.\d{5}\./).waitFor();
    await expect.poll(() => map.locator('.pin-dot').count()).toBe(1);
    await expectAccessible(page);
    const placed = (await page.getByText(/^Pin placed at/).textContent()) ?? '';
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /details and media are accurate/ }).check();
    await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Submit Property' }).click();
    await page.waitForURL((url) => url.pathname === '/property');

    const mine = (await (
      await fetch(`${baseUrl()}/api/property/mine`, { headers: { authorization: `Bearer ${seller.token}` } })
    ).json()) as MyListingsResponse;
    const posted = mine.properties.find((p) => p.propertyData.title === title || p.propertyData.property?.title === title);
    const pin = (posted?.propertyData.property as { pin?: { lat: number; lng: number } } | undefined)?.pin;
    expect(pin).toBeDefined();
    expect(placed).toContain(`${pin?.lat.toFixed(5)}, ${pin?.lng.toFixed(5)}`);
    expect(posted?.location).toEqual({ lat: pin?.lat, lng: pin?.lng, precision: 'pin' });
    expect(harness.errors).toEqual([]);
  });

  it('keeps the list the default, with the same search one link away', async () => {
    const page = await harness.newPage();
    await page.goto('/property?location=Gurugaon&bhk=3');
    expect(await page.getByRole('link', { name: 'Show on map' }).getAttribute('href')).toBe('/property?location=Gurugaon&bhk=3&view=map');
    // No map code on the list.
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(harness.errors).toEqual([]);
  });
});
