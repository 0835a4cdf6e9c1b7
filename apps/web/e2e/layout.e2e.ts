import { SITE } from '@ncr/shared/site';
import { TEXTS } from '@ncr/shared/texts';
import { describe, expect, it } from 'vitest';
import { baseUrl, countLayoutShifts, expectAccessible, layoutShift, useBrowser } from './support/browser';

describe('public layout', () => {
  const harness = useBrowser();

  it('renders the home page with header and footer, and the nav links work', async () => {
    const page = await harness.newPage();
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.getByRole('link', { name: 'Go to Search Property' }).isVisible()).toBe(true);
    await expect.poll(() => banner.getByRole('link', { name: 'Post Your Property (FREE)' }).isVisible()).toBe(true);
    await expect.poll(() => banner.getByRole('link', { name: 'Login / Signup' }).isVisible()).toBe(true);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.getByRole('heading', { name: 'About Us' }).isVisible()).toBe(true);
    await expect.poll(() => footer.getByRole('heading', { name: 'Quick Links' }).isVisible()).toBe(true);
    await expect.poll(() => footer.getByText(SITE.email).isVisible()).toBe(true);
    const whatsapp = await footer.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href');
    expect(whatsapp).toContain(`wa.me/${SITE.whatsappNumber}?text=`);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['About', '/about'],
      ['Property', '/property'],
      ['How It Works', '/how-it-works'],
      ['Contact', '/contact'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    await banner.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    await expectAccessible(page);
  });

  it('opens and closes the mobile menu at 375 px (Escape too), tap targets fit a finger, and Contact Us dials on a phone', async () => {
    const page = await harness.newPage({ width: 375, height: 740, isMobile: true, hasTouch: true });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
    await toggle.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await expect.poll(() => menu.isVisible()).toBe(false);
    // Tap targets: every control of the header at least 24 px each way, the top strip 44 px high.
    const sizes = await page.getByRole('banner').evaluate((header) =>
      [...header.querySelectorAll('a, button')].map((el) => {
        const box = el.getBoundingClientRect();
        return {
          name: el.textContent?.trim() || el.getAttribute('aria-label'),
          width: box.width,
          height: box.height,
          strip: !!el.closest('.bg-brand-900'),
        };
      }),
    );
    for (const size of sizes.filter((s) => s.width > 0)) {
      expect(Math.min(size.width, size.height), String(size.name)).toBeGreaterThanOrEqual(24);
      if (size.strip) expect(size.height, String(size.name)).toBeGreaterThanOrEqual(44);
    }
    const contact = await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).getAttribute('href');
    expect(contact).toBe(`tel:${SITE.phoneDial}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  // Reading down a page on a phone: the top strip scrolls away with the page and the main row stays,
  // with nothing changing size, so nothing below moves (a strip hidden on scroll made CLS 0.135).
  for (const viewport of [
    { width: 390, height: 844, isMobile: true, hasTouch: true },
    { width: 1366, height: 900 },
  ]) {
    it(`keeps the page still while reading down a search page and a listing at ${viewport.width} px (CLS <= 0.05)`, async () => {
      const search = (await (await fetch(`${baseUrl()}/api/property/search`)).json()) as { properties: { _id: string }[] };
      const listing = search.properties[0];
      if (!listing) throw new Error('no listing to open');
      const page = await harness.newPage(viewport);
      await countLayoutShifts(page);
      for (const path of ['/property', `/property/${listing._id}`]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const strip = page.getByRole('banner').getByRole('link', { name: 'Go to Search Property' });
        const logo = page.getByRole('banner').getByRole('link', { name: SITE.name });
        await expect.poll(() => strip.isVisible()).toBe(true);
        // Scrolled as a reader does, a few screens, in steps; each step's shifts are counted.
        await layoutShift(page, { reset: true });
        for (let step = 0; step < 8; step++) {
          await page.evaluate(() => window.scrollBy(0, 300));
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        }
        expect(await layoutShift(page), path).toBeLessThanOrEqual(0.05);
        // The main row (logo, menu or nav) is still at the top of the screen.
        const logoBox = await logo.boundingBox();
        expect(logoBox && logoBox.y >= 0 && logoBox.y < (viewport.isMobile ? 40 : 100), path).toBe(true);
        // On a phone the strip has left the screen; on a desktop it stays.
        const stripBox = await strip.boundingBox();
        const stripOnScreen = !!stripBox && stripBox.y + stripBox.height > 0;
        expect(stripOnScreen, path).toBe(!viewport.isMobile);
        await page.screenshot({ path: `/tmp/shots/header-${viewport.width}-${path.startsWith('/property/') ? 'listing' : 'search'}.png` });
        // Back at the top, the strip is there again.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect.poll(async () => ((await strip.boundingBox())?.y ?? -1) >= 0).toBe(true);
      }
    });
  }

  it('shows the 404 page for an unknown path', async () => {
    const page = await harness.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const response = await page.goto('/no/such/page');
    // Answered 404 (search engines drop the address); Chromium reports that status on the console.
    expect(response?.status()).toBe(404);
    harness.errors.splice(0, harness.errors.length, ...harness.errors.filter((e) => !e.includes('status of 404')));
    await expect.poll(() => page.getByRole('heading', { name: TEXTS.notFoundTitle }).isVisible()).toBe(true);
    expect(warnings.some((w) => w.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: TEXTS.returnHome }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectAccessible(page);
  });

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
