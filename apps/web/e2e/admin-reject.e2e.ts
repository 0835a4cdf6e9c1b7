import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MyListingsResponse } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { describe, expect, it } from 'vitest';
import { baseUrl, dataDir, expectAccessible, useBrowser } from './support/browser';
import { postFlat } from './support/listings';
// Aliased: the helper is not a React hook, whatever its name says to the linter.
import { useSessionIn as putSession, signInMember, signInStaff } from './support/session';

// Staff turn a Pending listing down with a reason (docs/decisions/0120): the seller reads it in My
// Listings and in an SMS, fixes the listing, and saving sends it back to the queue.

const REASON = 'The photos show another building. Please upload photos of this flat.';

const smsTo = (mobile: string) =>
  readFileSync(path.join(dataDir(), 'outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; kind?: string; text: string })
    .filter((m) => m.to === mobile && m.kind === 'notification');

describe('rejecting a listing with a reason the seller sees', () => {
  const harness = useBrowser();

  it('staff reject from the queue at 1366 px; the seller reads why at 390 px, edits, and it is Pending again', async () => {
    const admin = await signInStaff();
    const seller = await signInMember('seller', undefined, 'Rejected Seller');
    const title = `Needs photos ${Date.now() % 1_000_000}`;
    const posted = await postFlat(seller, { title });
    expect(posted.status).toBe('Pending');

    // Staff, on a desktop: the Pending queue, Reject, a reason is required.
    const desk = await harness.newPage({ width: 1366, height: 900 });
    await putSession(desk, admin);
    await desk.goto('/admin/properties?status=Pending');
    const card = desk.getByRole('article').filter({ has: desk.getByRole('heading', { level: 2, name: title }) });
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Reject listing' });
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await dialog.getByText('Write the reason the seller will read (at least 10 characters)').waitFor();
    await dialog.getByLabel(/Reason the seller will read/).fill(REASON);
    await desk.screenshot({ path: '/tmp/shots/admin-reject-1366.png' });
    await expectAccessible(desk);
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await desk.getByText('Listing rejected; the seller has been told why').waitFor();
    await expect.poll(() => card.count()).toBe(0);
    // The filter's radios are drawn as chips: the chip (their label) takes the click.
    await desk.locator('label', { has: desk.getByRole('radio', { name: /^Rejected/ }) }).click();
    await card.getByText('Rejected', { exact: true }).waitFor();
    await desk.context().close();

    // The seller heard by SMS, with the reason.
    const mobile = seller.user.mobile as string;
    expect(smsTo(mobile).map((m) => m.text)).toEqual([expect.stringContaining(REASON)]);

    // The seller, on a phone: My Listings says it was not approved, and why.
    const phone = await harness.newPage({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await putSession(phone, seller);
    await phone.goto('/seller-dashboard/listings');
    const row = phone.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Rejected', { exact: true }).waitFor();
    await row.getByText(REASON).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await phone.screenshot({ path: '/tmp/shots/seller-rejected-390.png', fullPage: true });
    await expectAccessible(phone);
    // Nobody else sees it: the public page is not found.
    expect((await fetch(`${baseUrl()}/api/property/${posted._id}`)).status).toBe(404);

    // Fixing it: edit and save; it goes back to the queue and the reason goes.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await phone.getByRole('heading', { name: 'Edit Listing' }).waitFor();
    await phone.getByLabel('Expected Price (in Lakhs)').fill('88');
    await phone.getByRole('button', { name: 'Next' }).click();
    await phone.getByRole('button', { name: 'Save Changes' }).click();
    await phone.getByText(TEXTS.propertyUpdated).first().waitFor();
    await phone.waitForURL((url) => url.pathname === '/seller-dashboard/listings');
    await row.getByText('Pending', { exact: true }).waitFor();
    expect(await row.getByText(REASON).count()).toBe(0);
    const mine = (await (
      await fetch(`${baseUrl()}/api/property/mine`, { headers: { authorization: `Bearer ${seller.token}` } })
    ).json()) as MyListingsResponse;
    expect(mine.properties.find((l) => l._id === posted._id)).toMatchObject({ status: 'Pending', rejection: null });
    await phone.context().close();
  });

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
