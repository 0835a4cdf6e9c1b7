import { mkdirSync } from 'node:fs';
import type { MyListingsResponse, PublicListing } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { fillStepOne } from './support/post-form';
import { type SignedIn, signInMember, signInStaff, useSessionIn } from './support/session';

// RERA registration numbers (docs/decisions/0117): an under-construction sale is posted with its
// project's number in the form of the city's authority, and the listing shows "RERA registered".

interface SearchResult {
  properties: PublicListing[];
}

async function api<T>(pathname: string, init: { method?: string; body?: unknown; session?: SignedIn } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.session ? { authorization: `Bearer ${init.session.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const rera = (page: Page) => page.getByLabel('RERA Registration Number');
const fieldError = (page: Page, text: string) => page.getByRole('group', { name: 'Legal Information' }).getByText(text);

mkdirSync('/tmp/shots', { recursive: true });

describe('RERA registration numbers', () => {
  const harness = useBrowser();
  let admin: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    admin = await signInStaff();
    await api('/api/admin/settings', { method: 'PUT', body: { autoApproveListings: false, propertyLimitPerUser: 0 }, session: admin });
    seller = await signInMember('seller', undefined, 'Kavita Jain');
  });

  it('at 1366 px: an under-construction flat needs its UP RERA number, and its page says RERA registered', async () => {
    const page = await harness.newPage({ width: 1366, height: 900 });
    await useSessionIn(page, seller);
    await page.goto('/post-property');
    const title = `Under construction ${Date.now()}`;
    await fillStepOne(page, title);
    await page.getByLabel('Availability').selectOption('under-construction');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('group', { name: 'Legal Information' }).waitFor();
    expect(await rera(page).getAttribute('placeholder')).toBe('e.g. UPRERAPRJ445858');
    await page.getByText('Required for an under-construction property').waitFor();
    await page.getByRole('checkbox', { name: /details and media are accurate/ }).check();
    await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();

    await page.getByRole('button', { name: 'Submit Property' }).click();
    await fieldError(page, TEXTS.reraRequired).waitFor();
    await expect.poll(() => rera(page).getAttribute('aria-invalid')).toBe('true');
    await rera(page).fill('GGM/517/249/2021/85');
    await page.getByRole('button', { name: 'Submit Property' }).click();
    await fieldError(page, 'Enter the UP RERA registration number of the project, e.g. UPRERAPRJ445858').waitFor();
    await expectAccessible(page);
    // Typed as people type it: lower case, a space; stored as the authority spells it.
    await rera(page).fill('uprera prj445858');
    await page.getByRole('button', { name: 'Submit Property' }).click();
    await page.waitForURL((url) => url.pathname === '/property', { timeout: 30_000 });

    // Approved, the listing shows the mark beside its price and the number under Legal.
    const mine = await api<MyListingsResponse>('/api/property/mine', { session: seller });
    const posted = mine.properties.find((p) => p.propertyData.property.title === title);
    if (!posted) throw new Error('the posted listing is not in My Listings');
    await api(`/api/property/${posted._id}`, { method: 'PUT', body: { status: 'Active' }, session: admin });
    await page.goto(`/property/${posted._id}`);
    await page.getByRole('main').getByText('RERA registered').first().waitFor();
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByText('UPRERAPRJ445858 (UP RERA)').waitFor();
    await page.screenshot({ path: '/tmp/shots/rera-1366.png' });
    await expectAccessible(page);
  });

  it('at 390 px: a demo project shows RERA registered and its number, and its search card carries the mark', async () => {
    const found = await api<SearchResult>('/api/property/search?availability=under-construction&location=Gurugaon&limit=24');
    const project = found.properties.find((p) => p.propertyData.legal.reraNumber);
    if (!project) throw new Error('no demo project with a RERA number in Gurugaon');
    const page = await harness.newPage({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.goto(`/property/${project._id}`);
    await page.getByRole('main').getByText('RERA registered').first().waitFor();
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByText(`${project.propertyData.legal.reraNumber} (Haryana RERA)`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: '/tmp/shots/rera-390.png' });
    await expectAccessible(page);
    await page.goto('/property?availability=under-construction&location=Gurugaon');
    await expect.poll(() => page.getByRole('main').getByRole('article').getByText('RERA registered').count()).toBeGreaterThan(0);
  });

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
