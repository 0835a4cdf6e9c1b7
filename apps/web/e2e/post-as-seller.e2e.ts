import { AUTH_COPY } from '@ncr/shared/auth-copy';
import { describe, expect, it } from 'vitest';
import { expectAccessible, readOtp, useBrowser } from './support/browser';
import { freshMobile } from './support/session';

const L = AUTH_COPY.login;
const POST = 'Post Your Property (FREE)';

// A signed-out visitor who chose to post a property signs in as a seller and lands on the form.

describe('Post Your Property, signed out', () => {
  const harness = useBrowser();

  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844, isMobile: true, hasTouch: true }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    it(`starts sign-in on Seller and ends on the posting form (${name}, ${viewport.width} px)`, async () => {
      const page = await harness.newPage(viewport);
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: POST }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('role')).toBe('seller');
      await expect.poll(() => page.getByRole('radio', { name: 'Seller' }).isChecked()).toBe(true);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: L.titleLogin('Seller') }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      await page.screenshot({ path: `/tmp/shots/post-login-${viewport.width}.png`, fullPage: false });
      await expectAccessible(page);

      // A new seller signs up there with a code, keyboard only from the mobile field on.
      const mobile = freshMobile();
      await page.getByRole('radio', { name: L.modeSignup }).check({ force: true });
      await expect.poll(() => page.getByRole('heading', { level: 1, name: L.titleSignup('Seller') }).isVisible()).toBe(true);
      await page.getByLabel(L.fullName).fill('Post Intent Seller');
      await page.getByLabel(L.mobile).fill(mobile.slice(3));
      await page.getByLabel(L.mobile).press('Enter');
      await page.getByLabel(L.code).waitFor();
      await page.getByLabel(L.code).fill(readOtp(mobile));
      await page.getByRole('button', { name: L.verifySignup }).click();
      await page.waitForURL((url) => url.pathname === '/post-property');
      await page.getByRole('heading', { level: 1, name: 'Post Your Property' }).waitFor();
      await page.screenshot({ path: `/tmp/shots/post-form-${viewport.width}.png`, fullPage: false });
      await page.context().close();
    });
  }

  it("the home hero's Sell Property button also starts sign-in on Seller, with the way on to the form", async () => {
    const page = await harness.newPage();
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Sell Property' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const params = new URL(page.url()).searchParams;
    expect([params.get('role'), params.get('next')]).toEqual(['seller', '/post-property']);
    await expect.poll(() => page.getByRole('radio', { name: 'Seller' }).isChecked()).toBe(true);
  });

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
