import { readFileSync } from 'node:fs';
import path from 'node:path';
import { marketLine } from '@ncr/shared/insight-text';
import type { NotificationsResponse, SavedSearch } from '@ncr/shared/schemas/alerts';
import type { Listing } from '@ncr/shared/schemas/property';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dataDir, expectAccessible, useBrowser } from './support/browser';
import { postFlat } from './support/listings';
import { type SignedIn, signInMember, signInStaff, useSessionIn } from './support/session';

// A plain helper, not a React hook (the lint rule goes by the `use` prefix).
const storeSession = useSessionIn;

async function get<T>(session: SignedIn | null, url: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}${url}`, { headers: session ? { authorization: `Bearer ${session.token}` } : {} });
  return { status: res.status, body: (await res.json()) as T };
}

interface OutboxLine {
  to: string;
  kind?: string;
  text: string;
}
const outbox = (): OutboxLine[] =>
  readFileSync(path.join(dataDir(), 'outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as OutboxLine);

describe('saved searches and alerts', () => {
  const harness = useBrowser();
  let admin: SignedIn;
  let seller: SignedIn;
  let buyer: SignedIn;
  const word = `Zephyr${Date.now() % 1_000_000}`;

  beforeAll(async () => {
    admin = await signInStaff();
    seller = await signInMember('seller');
    buyer = await signInMember('buyer');
    // Other flats in the same locality, as search finds them beside the new one.
    for (const [i, lakhs] of [80, 84, 88, 92, 96].entries()) await postFlat(admin, { title: `Comparable ${word} ${i}`, lakhs, area: 1400 });
  });

  const openAs = async (session: SignedIn, url: string): Promise<Page> => {
    const page = await harness.newPage();
    await storeSession(page, session);
    await page.goto(url);
    return page;
  };

  it('a buyer saves a search, staff approve a matching listing, the buyer is alerted and can unsubscribe', async () => {
    // 1. The buyer saves the search from /property.
    const page = await openAs(buyer, `/property?location=Noida&title=${word}`);
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill(`Flats ${word}`);
    await dialog.getByLabel('Alerts').selectOption('instant');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Search saved' }).waitFor();
    const saved = (await get<SavedSearch[]>(buyer, '/api/buyer/saved-searches')).body;
    expect(saved.map((s) => [s.name, s.filters, s.frequency])).toEqual([[`Flats ${word}`, { location: 'Noida', title: word }, 'instant']]);

    // 2. A seller posts a matching listing (Pending); staff approve it in the admin panel.
    const title = `Urgent ${word} Flat`;
    const listing = await postFlat(seller, { title, lakhs: 70, area: 1400 });
    expect(listing.status).toBe('Pending');
    const adminPage = await openAs(admin, `/admin/properties?q=${encodeURIComponent(title)}`);
    const card = adminPage.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText('Active', { exact: true }).waitFor();

    // 3. The buyer sees the notification with its unread count in the header.
    await expect
      .poll(
        async () => {
          await page.reload();
          // The bell loads once the page is live and the session is known, then asks for its count.
          return page
            .getByRole('button', { name: /^Notifications, 1 unread$/ })
            .waitFor({ timeout: 5_000 })
            .then(
              () => 1,
              () => 0,
            );
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const item = page.getByRole('dialog').getByRole('link', { name: new RegExp(title) });
    await item.waitFor();
    await expectAccessible(page);
    await item.click();
    await page.waitForURL((url) => url.pathname === `/property/${listing._id}`);
    await expect.poll(async () => (await get<NotificationsResponse>(buyer, '/api/notifications')).body.unread).toBe(0);

    // 4. The outbox holds the alert, with a link to the listing and a working one-click unsubscribe.
    const alert = outbox().find((l) => l.kind === 'alert' && l.to === buyer.user.mobile && l.text.includes(listing._id));
    expect(alert?.text).toContain(`/property/${listing._id}`);
    const link = /Stop these alerts: (\S+)/.exec(alert?.text ?? '')?.[1] ?? '';
    const unsubscribe = new URL(link);
    const visitor = await harness.newPage();
    // A link scanner's HEAD spends nothing; the page asks, and its button stops the alerts.
    expect((await fetch(`${baseUrl()}${unsubscribe.pathname}${unsubscribe.search}`, { method: 'HEAD' })).status).toBe(200);
    await visitor.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await visitor.getByRole('button', { name: 'Stop these alerts' }).click();
    await visitor.getByRole('heading', { name: 'Alerts stopped' }).waitFor();
    expect((await fetch(`${baseUrl()}${unsubscribe.pathname}${unsubscribe.search}`)).status).toBe(410);
    expect((await get<SavedSearch[]>(buyer, '/api/buyer/saved-searches')).body[0]?.frequency).toBe('paused');

    // 5. The dashboard lists the search, now paused, with its new listing.
    const dashboard = await openAs(buyer, '/buyer-dashboard?tab=saved');
    const row = dashboard.getByRole('listitem').filter({ hasText: `Flats ${word}` });
    await row.getByText('1 new').waitFor();
    await expect.poll(() => row.getByLabel(`Alerts for Flats ${word}`).inputValue()).toBe('paused');
    await expectAccessible(dashboard);
  });

  it('the detail page and the card show the below-market figures, also at 360 px', async () => {
    const { body } = await get<{ properties: Listing[] }>(null, `/api/property/search?title=${encodeURIComponent(`Urgent ${word}`)}`);
    const listing = body.properties[0] as Listing;
    // Against the demo market rate of Sector 62, Noida (docs/decisions/0103).
    expect(listing.market).toMatchObject({ place: 'Sector 62, Noida', ratePerSqft: 9500 });
    const line = marketLine(listing.market as NonNullable<Listing['market']>);
    expect(line).toMatch(/^\d+% below the market rate of ₹9,500\/sq ft for Sector 62, Noida \(Demo rate \(2026\), January 2026\)$/);

    const page = await harness.newPage({ width: 360, height: 740 });
    await page.goto(`/property/${listing._id}`);
    await page.getByText(line).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);

    await page.goto(`/property?title=${encodeURIComponent(`Urgent ${word}`)}`);
    const card = page.getByRole('article').filter({ hasText: `Urgent ${word} Flat` });
    await card.getByText(`${listing.market?.percentBelow}% below market`).waitFor();
    expect(harness.errors).toEqual([]);
  });
});
