import type { Listing } from '@ncr/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';

// A page's scripts start downloading once the page has loaded (docs/decisions/0128): the document,
// its styles and its first photos come first on a phone's connection; the app then preloads the
// page's files from the server's list and hydrates.

interface Loading {
  load: number;
  scripts: { name: string; start: number }[];
  styles: { name: string; start: number }[];
  listed: string[];
}

const firstListing = async (): Promise<Listing> =>
  ((await (await fetch(`${baseUrl()}/api/property/search?limit=1`)).json()) as { properties: Listing[] }).properties[0] as Listing;

describe("a page's scripts after the page", () => {
  const harness = useBrowser();

  for (const [width, height, isMobile] of [
    [390, 844, true],
    [1366, 900, false],
  ] as const) {
    it(`at ${width} px: home, search and a listing load their scripts after the page, from the server's list, and hydrate`, async () => {
      const listing = await firstListing();
      const page = await harness.newPage({ width, height, isMobile, hasTouch: isMobile });
      for (const [path, routeChunk] of [
        ['/', /\/home-page-/],
        ['/property?location=Noida', /\/search-page-/],
        [`/property/${listing._id}`, /\/property-detail-page-/],
      ] as const) {
        // goto waits for html[data-hydrated] (support/browser.ts): the app started.
        await page.goto(path);
        const loading = await page.evaluate((): Loading => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const of = (ending: RegExp) =>
            resources
              .filter((r) => ending.test(new URL(r.name).pathname))
              .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime }));
          return {
            load: navigation.loadEventStart,
            scripts: of(/\.js$/),
            styles: of(/\.css$/),
            listed: (document.querySelector<HTMLMetaElement>('meta[name="page-modules"]')?.content ?? '').split(' '),
          };
        });
        const boot = loading.scripts.filter((s) => /^\/assets\/index-/.test(s.name));
        const later = loading.scripts.filter((s) => !/^\/assets\/index-/.test(s.name));
        expect(boot, path).toHaveLength(1);
        expect(loading.load, path).toBeGreaterThan(0);
        // Every script but the boot module was asked for after the load event began.
        expect(later.length, path).toBeGreaterThan(2);
        for (const script of later) expect(script.start, `${path}: ${script.name}`).toBeGreaterThanOrEqual(loading.load);
        // The styles came with the document.
        expect(loading.styles.length, path).toBeGreaterThan(0);
        for (const style of loading.styles) expect(style.start, `${path}: ${style.name}`).toBeLessThan(loading.load);
        // The server's list: the app's start first, then the route's chunk among the rest, each loaded.
        expect(loading.listed[0], path).toMatch(/^\/assets\/start-[\w-]+\.js$/);
        expect(
          loading.listed.some((file) => routeChunk.test(file)),
          path,
        ).toBe(true);
        const loaded = new Set(loading.scripts.map((s) => s.name));
        for (const file of loading.listed) expect(loaded.has(file), `${path}: ${file}`).toBe(true);
      }
      // A screen the browser renders (no server HTML) starts the same way.
      await page.goto('/login');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
      expect(harness.errors).toEqual([]);
      await page.context().close();
    });
  }
});
