import type { Listing } from '@ncr/shared/schemas/property';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { postFlat } from './support/listings';
// Aliased: the helper is not a React hook, whatever its name says to the linter.
import { useSessionIn as putSession, type SignedIn, signInMember, signInStaff } from './support/session';

// Market rates kept by staff (docs/decisions/0103): the admin imports rates from a CSV file in
// Settings (a bad file is refused whole, naming its line), the Pending queue shows each listing's
// figure against its locality's rate and flags one under the minimum discount to publish, approval
// refuses it, and the listing page names the rate it compares with.

async function call(session: SignedIn, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('market rates', () => {
  const harness = useBrowser();
  const stamp = Date.now() % 1_000_000;
  const locality = `Rate Vihar ${stamp}`;
  let admin: SignedIn;
  let near: Listing;
  let deal: Listing;

  beforeAll(async () => {
    admin = await signInStaff();
    const seller = await signInMember('seller', undefined, 'Rate Seller');
    // ₹7,040/sq ft and ₹6,000/sq ft, against the ₹8,000 the CSV below gives the locality: 12% and 25% below.
    near = await postFlat(seller, { title: `Rate Near ${stamp}`, lakhs: 70.4, area: 1000, locality });
    deal = await postFlat(seller, { title: `Rate Deal ${stamp}`, lakhs: 60, area: 1000, locality });
    expect([near.status, deal.status]).toEqual(['Pending', 'Pending']);
  });

  const adminPage = async (path: string, viewport?: { width: number; height: number }) => {
    const page = await harness.newPage(viewport);
    await putSession(page, admin);
    await page.goto(path);
    return page;
  };

  it('imports rates from a CSV file in Settings, refusing a bad file whole with the line named', async () => {
    const page = await adminPage('/admin/settings');
    await page.getByRole('tab', { name: 'Market rates' }).click();
    const upload = async (name: string, csv: string) => {
      await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Import CSV' }).click();
    };
    const header = 'city,locality,rate_per_sqft,source,recorded_on';
    await upload('bad.csv', `${header}\nNoida,${locality},8000,E2E survey,2026-02-10\nNoida,Bad ${stamp},-5,E2E survey,2026-02-10\n`);
    await page.getByRole('alert').filter({ hasText: 'Line 3: rate_per_sqft must be a positive number' }).waitFor();
    // Nothing stored: not even the good line before it.
    const before = await call(admin, 'GET', '/api/admin/market-rates');
    expect(before.body.rates.some((r: { locality: string }) => r.locality === locality)).toBe(false);
    await expectAccessible(page);

    await upload('rates.csv', `${header}\nNoida,${locality},8000,E2E survey,2026-02-10\n`);
    const table = page.getByRole('table', { name: 'Market rates by locality' });
    const row = table.getByRole('row').filter({ hasText: locality });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Noida\s*Rate Vihar \d+\s*₹8,000\s*E2E survey\s*February 2026/);
    // The refused file's 400 is the browser's own console line; nothing else.
    expect(harness.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  it('the Pending queue shows each figure and flags the one under the minimum; approval refuses it', async () => {
    const page = await adminPage(`/admin/properties?status=Pending&q=${encodeURIComponent(locality)}`, { width: 390, height: 844 });
    const card = (title: string) => page.getByRole('article').filter({ hasText: title });
    const nearCard = card(`Rate Near ${stamp}`);
    await nearCard.getByText(`12% below the market rate of ₹8,000/sq ft for ${locality}, Noida (E2E survey, February 2026)`).waitFor();
    await nearCard.getByTestId('market-flag').filter({ hasText: 'Under the 20% minimum to publish' }).waitFor();
    const dealCard = card(`Rate Deal ${stamp}`);
    await dealCard.getByText(/^25% below the market rate of ₹8,000\/sq ft/).waitFor();
    expect(await dealCard.getByTestId('market-flag').count()).toBe(0);
    await expectAccessible(page);

    await nearCard.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByText(/This listing is 12% below the market rate of ₹8,000\/sq ft .*; the minimum to publish is 20% below\./)
      .first()
      .waitFor();
    expect((await call(admin, 'GET', `/api/property/${near._id}`)).body.status).toBe('Pending');
    await dealCard.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(async () => (await call(admin, 'GET', `/api/property/${deal._id}`)).body.status).toBe('Active');
  });

  it('the listing page names the rate it compares with, at 360 px too', async () => {
    const page = await harness.newPage({ width: 360, height: 740 });
    await page.goto(`/property/${deal._id}`);
    const line = page.getByTestId('market-line');
    await expect
      .poll(() => line.textContent())
      .toBe(`25% below the market rate of ₹8,000/sq ft for ${locality}, Noida (E2E survey, February 2026)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
    expect(harness.errors.filter((e) => !/status of (400|409)/.test(e))).toEqual([]);
  });
});
