import { mkdirSync } from 'node:fs';
import type { PublicListing as Listing } from '@ncr/shared/schemas/property';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';

// Budgets and BHK as people type them (docs/decisions/0115): in the search box of /property and
// of the home page, and in the field beside the budget choices, on a desktop and on a phone,
// against the real server's demo listings.

interface SearchResult {
  properties: Listing[];
  total: number;
}

async function apiSearch(query: Record<string, string>): Promise<SearchResult> {
  const res = await fetch(`${baseUrl()}/api/property/search?${new URLSearchParams({ ...query, page: '1', limit: '6' })}`);
  if (!res.ok) throw new Error(`search answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as SearchResult;
}

const urlQuery = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const found = (total: number) => `${total} ${total === 1 ? 'property' : 'properties'} found`;
const priceOf = (l: Listing) => Number(l.propertyData.pricing.expectedPrice ?? 0);

async function expectResults(page: Page, query: Record<string, string>) {
  const expected = await apiSearch(query);
  await expect.poll(() => page.getByRole('status').filter({ hasText: /found/ }).textContent()).toContain(found(expected.total));
  return expected;
}

mkdirSync('/tmp/shots', { recursive: true });

describe('typed budgets', () => {
  const harness = useBrowser();

  it('reads "2 BHK in Noida under 80 lakh" in the box, a typed range beside the choices, and refuses a budget that cannot be one', async () => {
    const page = await harness.newPage({ width: 1366, height: 900 });
    await page.goto('/property');
    const box = page.getByRole('combobox', { name: 'City, locality or society' });
    await box.fill('2 BHK in Noida under 80 lakh');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    const query = { bhk: '2', location: 'Noida', maxPrice: '80' };
    await expect.poll(() => urlQuery(page)).toEqual(query);
    const under = await expectResults(page, query);
    expect(under.total).toBeGreaterThan(0);
    expect(
      under.properties.every((p) => priceOf(p) < 80 && p.propertyData.property.bhk === '2' && p.propertyData.seller.city === 'Noida'),
    ).toBe(true);
    // The filters show what the words said.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    expect(await filters.getByLabel('Max budget').locator('option:checked').textContent()).toBe('₹80 L');
    expect(await filters.getByRole('button', { name: /^2 BHK/ }).getAttribute('aria-pressed')).toBe('true');

    // A range typed beside the choices sets both bounds.
    await filters.getByLabel('Or type a budget').fill('50 L to 1.2 Cr');
    await filters.getByLabel('Or type a budget').press('Enter');
    const ranged = { ...query, minPrice: '50', maxPrice: '120' };
    await expect.poll(() => urlQuery(page)).toEqual(ranged);
    const between = await expectResults(page, ranged);
    expect(between.properties.every((p) => priceOf(p) >= 50 && priceOf(p) < 120)).toBe(true);
    expect(await filters.getByLabel('Min budget').locator('option:checked').textContent()).toBe('₹50 L');
    expect(await filters.getByLabel('Max budget').locator('option:checked').textContent()).toBe('₹1.2 Cr');
    await page.screenshot({ path: '/tmp/shots/typed-budget-1366.png' });

    // Nonsense is a message, and the search stays as it was.
    await box.fill('flat 1 crore to 50 lakh');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The lower amount of a budget must be less than the higher one' }).waitFor();
    expect(await box.getAttribute('aria-describedby')).toBeTruthy();
    await filters.getByLabel('Or type a budget').fill('soon');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await filters.getByText('Type a budget, e.g. "under 80 lakh" or "50 L to 1.2 Cr"').waitFor();
    expect(urlQuery(page)).toEqual(ranged);
    await expectAccessible(page);
  });

  it('on a phone, reads a rental typed on the home page and a rent typed in the filter sheet', async () => {
    const page = await harness.newPage({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.goto('/');
    await page.getByLabel('Search by title or address').fill('2 bhk for rent under 40k');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    const query = { purpose: 'rent', bhk: '2', maxRent: '40000' };
    await expect.poll(() => urlQuery(page)).toEqual(query);
    const rentals = await expectResults(page, query);
    expect(rentals.total).toBeGreaterThan(0);
    expect(rentals.properties.every((p) => p.propertyData.purpose === 'rent' && Number(p.propertyData.pricing.monthlyRent) < 40_000)).toBe(
      true,
    );

    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Or type a rent').fill('15-35 thousand');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    const ranged = { ...query, minRent: '15000', maxRent: '35000' };
    const draft = await apiSearch(ranged);
    await expect
      .poll(() => sheet.getByRole('button', { name: /^Show/ }).textContent())
      .toBe(`Show ${draft.total} ${draft.total === 1 ? 'property' : 'properties'}`);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/typed-budget-390-sheet.png' });
    await sheet.getByRole('button', { name: /^Show/ }).click();
    await expect.poll(() => urlQuery(page)).toEqual(ranged);
    await expectResults(page, ranged);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
