import { SITE } from '@ncr/shared/site';
import { TEXTS } from '@ncr/shared/texts';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';

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
