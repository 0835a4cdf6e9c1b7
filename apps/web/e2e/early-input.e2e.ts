import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';

// A quick person types and chooses in the server's page before its code has run: what they typed
// and chose stays when the page comes alive, and the box they type in keeps the focus while its
// live versions replace it (the plain box, then the one with suggestions). The app's scripts are
// held back until the person has acted, so the page is certainly not live yet.

const urlQuery = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Opens a path with the app's scripts held; `release` lets them load, `arrived` is the live page. */
function openHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scripts = /\/assets\/.*\.js$/;
  void page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  // The harness's goto returns once the page is live (support/browser.ts), so it is awaited last.
  const arrived = page.goto(path, { waitUntil: 'commit' });
  return { release, arrived };
}

const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return { name: active?.name, role: active?.getAttribute('role'), value: active?.value };
  });

describe('input before the page is live', () => {
  const harness = useBrowser();

  for (const viewport of [
    { width: 390, height: 844, isMobile: true, hasTouch: true },
    { width: 1366, height: 900 },
  ]) {
    it(`keeps the words and Rent chosen on the home page at ${viewport.width} px, and the box keeps the focus`, async () => {
      const page = await harness.newPage(viewport);
      const { release, arrived } = openHeld(page, '/');
      const box = page.getByLabel('Search by title or address');
      await box.click();
      await page.keyboard.type('2 bhk');
      await page.getByRole('search').getByRole('radio', { name: 'Rent', exact: true }).check({ force: true });
      await box.click();
      await page.keyboard.type(' for rent');
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);

      release();
      await arrived;
      // The box with suggestions has replaced the plain one, and the typing goes on in it.
      await page.locator('input[name="title"][role="combobox"]').waitFor();
      await page.keyboard.type(' under 40k');
      expect(await focusedBox(page)).toEqual({ name: 'title', role: 'combobox', value: '2 bhk for rent under 40k' });
      expect(await page.getByRole('search').getByRole('radio', { name: 'Rent', exact: true }).isChecked()).toBe(true);
      // Rent shows the rent a month, not the lakh budgets.
      await expect.poll(() => page.getByRole('search').getByLabel('Min rent').count()).toBe(1);

      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      await expect.poll(() => urlQuery(page)).toEqual({ purpose: 'rent', bhk: '2', maxRent: '40000' });
      await expectAccessible(page);
      expect(harness.errors).toEqual([]);
    });

    it(`keeps the place typed in /property's box at ${viewport.width} px`, async () => {
      const page = await harness.newPage(viewport);
      const { release, arrived } = openHeld(page, '/property');
      await page.getByLabel('City, locality or society').click();
      await page.keyboard.type('Noi');
      release();
      await arrived;
      await page.keyboard.type('da');
      expect(await focusedBox(page)).toEqual({ name: 'title', role: 'combobox', value: 'Noida' });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      await expect.poll(() => urlQuery(page)).toEqual({ location: 'Noida' });
      expect(harness.errors).toEqual([]);
    });
  }
});
