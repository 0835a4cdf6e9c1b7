import { mkdirSync } from 'node:fs';
import type { PublicListing } from '@ncr/shared/schemas/property';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { type SignedIn, signInStaff, useSessionIn } from './support/session';

// "Request a call back" on a listing (docs/decisions/0119): the listing says plainly who answers a
// call, a visitor asks to be called in a window, and staff see the request on Queries, linked to
// the listing and marked with the window, on a laptop and on a phone.

async function firstListing(): Promise<PublicListing> {
  const res = await fetch(`${baseUrl()}/api/property/search?limit=1`);
  const [listing] = ((await res.json()) as { properties: PublicListing[] }).properties;
  if (!listing) throw new Error('no demo listing');
  return listing;
}

async function requestCallback(page: Page, listing: PublicListing, name: string, slot: string) {
  await page.goto(`/property/${listing._id}`);
  await page.getByText('NCR Urgent Sale connects you with the owner').waitFor();
  await page.getByRole('link', { name: 'Request a call back' }).click();
  const form = page.getByRole('region', { name: 'Request a call back' });
  await form.waitFor();
  // Without a window nothing is sent, and the form says what is missing.
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Phone').fill('+91 98111 42424');
  await form.getByRole('button', { name: 'Request a call back' }).click();
  await form.getByText('Choose when we should call').waitFor();
  await form.getByLabel('When should we call?').selectOption({ label: slot });
  await form.getByRole('button', { name: 'Request a call back' }).click();
  await form.getByRole('status').filter({ hasText: 'Our team will call you in the' }).waitFor();
}

mkdirSync('/tmp/shots', { recursive: true });

describe('request a call back', () => {
  const harness = useBrowser();
  let admin: SignedIn;
  let listing: PublicListing;

  beforeAll(async () => {
    admin = await signInStaff();
    listing = await firstListing();
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844, isMobile: true, hasTouch: true },
  ]) {
    it(`at ${viewport.width} px: a visitor asks to be called in the evening, and staff see it on Queries with the listing`, async () => {
      const name = `Caller ${viewport.width} ${Date.now()}`;
      const page = await harness.newPage(viewport);
      await requestCallback(page, listing, name, 'Evening (4 – 7 pm)');
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/shots/callback-${viewport.width}.png` });

      const staff = await harness.newPage(viewport);
      await useSessionIn(staff, admin);
      await staff.goto(`/admin/queries?q=${encodeURIComponent(name)}`);
      const row = staff.getByRole('row').filter({ hasText: name });
      await expect.poll(() => row.getByText('Call back: Evening (4 – 7 pm)').isVisible()).toBe(true);
      expect(await row.getByRole('link', { name: /^Enquiry about / }).getAttribute('href')).toBe(`/property/${listing._id}`);
      await expectAccessible(staff);
    });
  }

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844, isMobile: true, hasTouch: true },
  ]) {
    it(`at ${viewport.width} px: Book Free Consultation on the search page opens the call-back request, and staff see it`, async () => {
      const name = `Consultee ${viewport.width} ${Date.now()}`;
      const page = await harness.newPage(viewport);
      await page.goto('/property');
      await page.getByRole('link', { name: 'Book Free Consultation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book Free Consultation' });
      await dialog.getByLabel('Your name').fill(name);
      await dialog.getByLabel('Phone').fill('+91 98111 52525');
      await dialog.getByRole('button', { name: 'Request a call back' }).click();
      await dialog.getByText('Choose when we should call').waitFor();
      await dialog.getByLabel('When should we call?').selectOption({ label: 'Morning (9 am – 12 pm)' });
      await page.screenshot({ path: `/tmp/shots/consultation-${viewport.width}.png` });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Request a call back' }).click();
      await dialog.getByRole('status').filter({ hasText: 'in the morning (9 am – 12 pm) window for your free consultation' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/property');
      // Escape closes it and focus returns to the button.
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Book Free Consultation');

      const staff = await harness.newPage(viewport);
      await useSessionIn(staff, admin);
      await staff.goto(`/admin/queries?q=${encodeURIComponent(name)}`);
      const row = staff.getByRole('row').filter({ hasText: name });
      await expect.poll(() => row.getByText('Call back: Morning (9 am – 12 pm)').isVisible()).toBe(true);
      await expect.poll(() => row.getByText('Free consultation').first().isVisible()).toBe(true);
    });
  }

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
