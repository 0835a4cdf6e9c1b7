import type { FacetsResponse, Listing } from '@ncr/shared/schemas/property';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';

// Sorting, a budget range, several BHKs with their counts, the URL surviving a reload, and the
// phone's filter sheet, all against the real server and its demo listings.

interface SearchResult {
  properties: Listing[];
  total: number;
  totalPages: number;
  totalExact: boolean;
}

async function call<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
const apiSearch = (query: Record<string, string>) =>
  call<SearchResult>(`/api/property/search?${new URLSearchParams({ ...query, page: '1', limit: '6' })}`);
const apiFacets = (query: Record<string, string>) => call<FacetsResponse>(`/api/property/facets?${new URLSearchParams(query)}`);

const titleOf = (l: Listing) => l.propertyData.property?.title || l.propertyData.title || l.propertyData.property?.address || 'Property';
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();
const urlQuery = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const found = (total: number) => `${total} ${total === 1 ? 'property' : 'properties'} found`;
const chip = (page: Page, name: RegExp) => page.getByRole('button', { name });

async function expectResults(page: Page, query: Record<string, string>) {
  const expected = await apiSearch(query);
  await expect.poll(() => page.getByRole('status').filter({ hasText: /found/ }).textContent()).toContain(found(expected.total));
  await expect.poll(() => cardTitles(page)).toEqual(expected.properties.map(titleOf));
  return expected;
}

describe('refining a search', () => {
  const harness = useBrowser();

  it('sorts by price, takes a budget range and two BHKs with their counts, and keeps it all on reload', async () => {
    const page = await harness.newPage();
    await page.goto('/property');
    await expectResults(page, {});

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect.poll(() => urlQuery(page)).toEqual({ sort: 'price-asc' });
    const sorted = await expectResults(page, { sort: 'price-asc' });
    const prices = sorted.properties.map((p) => Number(p.propertyData.pricing.expectedPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByLabel('Min budget').selectOption({ label: '₹50 L' });
    await page.getByLabel('Max budget').selectOption({ label: '₹1.5 Cr' });
    await expect.poll(() => urlQuery(page)).toEqual({ sort: 'price-asc', minPrice: '50', maxPrice: '150' });
    const budget = await expectResults(page, { sort: 'price-asc', minPrice: '50', maxPrice: '150' });
    expect(
      budget.properties.every(
        (p) => (p.propertyData.pricing.expectedPrice ?? 0) >= 50 && (p.propertyData.pricing.expectedPrice ?? 0) < 150,
      ),
    ).toBe(true);

    // The counts beside the BHK chips are the server's facets for this search.
    const facets = await apiFacets({ minPrice: '50', maxPrice: '150' });
    await expect.poll(() => chip(page, /^2 BHK/).textContent()).toBe(`2 BHK(${facets.bhk['2']})`);
    await expect.poll(() => chip(page, /^3 BHK/).textContent()).toBe(`3 BHK(${facets.bhk['3']})`);
    await chip(page, /^2 BHK/).click();
    await expect.poll(() => urlQuery(page).bhk).toBe('2');
    await chip(page, /^3 BHK/).click();
    const query = { sort: 'price-asc', minPrice: '50', maxPrice: '150', bhk: '2,3' };
    await expect.poll(() => urlQuery(page)).toEqual(query);
    const two = await expectResults(page, query);
    expect(two.total).toBe((facets.bhk['2'] ?? 0) + (facets.bhk['3'] ?? 0));
    expect(two.properties.every((p) => ['2', '3'].includes(String(p.propertyData.property.bhk)))).toBe(true);
    await expectAccessible(page);

    await page.reload();
    await expectResults(page, query);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
    expect(await page.getByLabel('Min budget').inputValue()).toBe('50');
    expect(await page.getByLabel('Max budget').inputValue()).toBe('150');
    expect(await chip(page, /^2 BHK/).getAttribute('aria-pressed')).toBe('true');
    expect(await chip(page, /^3 BHK/).getAttribute('aria-pressed')).toBe('true');
    expect(await chip(page, /^4 BHK/).getAttribute('aria-pressed')).toBe('false');

    // A place typed in the box keeps the refinements.
    await page.getByRole('combobox', { name: 'City, locality or society' }).fill('Noida');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => urlQuery(page)).toEqual({ ...query, location: 'Noida' });
    await expectResults(page, { ...query, location: 'Noida' });
  });

  it("shows a budget range from a link in the budget pair, and turns it into the pair's bounds when one is changed", async () => {
    const page = await harness.newPage();
    await page.goto('/property?location=Noida&budget=50-100');
    await expectResults(page, { location: 'Noida', budget: '50-100' });
    expect(await page.getByLabel('Min budget').inputValue()).toBe('50');
    expect(await page.getByLabel('Max budget').inputValue()).toBe('100');

    await page.getByLabel('Max budget').selectOption({ label: '₹75 L' });
    await expect.poll(() => urlQuery(page)).toEqual({ location: 'Noida', minPrice: '50', maxPrice: '75' });
    const narrowed = await expectResults(page, { location: 'Noida', minPrice: '50', maxPrice: '75' });
    expect(
      narrowed.properties.every(
        (p) => (p.propertyData.pricing.expectedPrice ?? 0) >= 50 && (p.propertyData.pricing.expectedPrice ?? 0) < 75,
      ),
    ).toBe(true);
  });

  it('writes bounds typed into the URL by hand as the choices are written', async () => {
    const page = await harness.newPage();
    await page.goto('/property?minPrice=73&maxPrice=410&minArea=1250');
    await expectResults(page, { minPrice: '73', maxPrice: '410', minArea: '1250' });
    const shown = (label: string) => page.getByLabel(label).locator('option:checked').textContent();
    expect(await shown('Min budget')).toBe('₹73 L');
    expect(await shown('Max budget')).toBe('₹4.1 Cr');
    expect(await shown('Min area')).toBe('1250 sq ft');
    expect(await shown('Max area')).toBe('No max');
  });

  it('sorts by best deals and keeps only listings far enough below market, as the cards say', async () => {
    const page = await harness.newPage();
    await page.goto('/property');
    await expectResults(page, {});
    await page.getByLabel('Sort by').selectOption({ label: 'Best deals: furthest below market' });
    await expect.poll(() => urlQuery(page)).toEqual({ sort: 'discount-desc' });
    const best = await expectResults(page, { sort: 'discount-desc' });
    const percents = best.properties.map((p) => p.market?.percentBelow ?? Number.NEGATIVE_INFINITY);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    // The best deal's card carries the badge with the figure the order used.
    const top = best.properties[0] as Listing;
    expect(top.market?.percentBelow).toBeGreaterThan(0);
    await page.getByRole('main').getByRole('article').first().getByText(`${top.market?.percentBelow}% below market`).waitFor();

    await page.getByLabel('Below market').selectOption('20');
    const query = { sort: 'discount-desc', minDiscount: '20' };
    await expect.poll(() => urlQuery(page)).toEqual(query);
    const deals = await expectResults(page, query);
    expect(deals.total).toBeGreaterThan(0);
    expect(deals.properties.every((p) => (p.market?.percentBelow ?? 0) >= 20)).toBe(true);
    await expectAccessible(page);
    await page.reload();
    await expectResults(page, query);
    expect(await page.getByLabel('Below market').inputValue()).toBe('20');
  });

  it('on a phone shows results on the first screen and the filters in a sheet that counts before searching', async () => {
    const page = await harness.newPage({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.goto('/property');
    await expectResults(page, {});
    const firstCard = page.getByRole('main').getByRole('article').first();
    const top = await firstCard.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(844);
    // The one search box stays on a phone (it suggests places); every other filter waits in the sheet.
    expect(await page.getByRole('search').isVisible()).toBe(true);
    expect(await page.getByLabel('Min budget').filter({ visible: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    await sheet.getByLabel('Location').selectOption('Delhi');
    await sheet.getByRole('button', { name: /^3 BHK/ }).click();
    const draft = await apiSearch({ location: 'Delhi', bhk: '3' });
    const apply = sheet.getByRole('button', { name: /^Show/ });
    await expect.poll(() => apply.textContent()).toBe(`Show ${draft.total} ${draft.total === 1 ? 'property' : 'properties'}`);
    // Nothing is searched until the sheet is applied.
    expect(urlQuery(page)).toEqual({});
    await expectAccessible(page);
    await apply.click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await expect.poll(() => urlQuery(page)).toEqual({ location: 'Delhi', bhk: '3' });
    await expectResults(page, { location: 'Delhi', bhk: '3' });
    expect(await page.getByRole('button', { name: 'Filters (2)' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
  });

  it('keeps every filter picked in quick succession, each before the last one has shown', async () => {
    const page = await harness.newPage();
    await page.goto('/property');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const filters = page.getByRole('complementary', { name: 'Filters' });
    // A slow phone: each pick's render is still under way when the next pick comes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    // No waiting between the picks: each applies to the address as the one before left it.
    await filters.getByLabel('Location', { exact: true }).selectOption('Noida');
    await filters.getByRole('button', { name: /^Flat \/ Apartment/ }).click();
    await filters.getByLabel('Min budget', { exact: true }).selectOption('50');
    await expect.poll(() => urlQuery(page)).toEqual({ location: 'Noida', propertyType: 'flat', minPrice: '50' });
    await expectResults(page, { location: 'Noida', propertyType: 'flat', minPrice: '50' });
  });

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
