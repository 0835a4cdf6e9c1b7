import type { Page } from 'playwright-core';

// The post form (/post-property), filled as a seller fills it.

/** Fills step 1 for a flat (or, with plot, for a plot) with valid values. */
export async function fillStepOne(page: Page, title: string, { plot = false } = {}) {
  await page.getByLabel('City').selectOption('Noida');
  await page.getByLabel('Property Type').selectOption(plot ? 'plot' : 'flat');
  if (!plot) {
    await page.getByLabel('BHK').selectOption('3');
    await page.getByLabel('Built-up Area (sq ft)').fill('1450');
    await page.getByLabel('Carpet Area (sq ft)').fill('1100');
    await page.getByLabel('Floor Number').fill('7');
    await page.getByLabel('Total Floors').fill('14');
    await page.getByLabel('Bathrooms').fill('2');
    await page.getByLabel('Furnishing').selectOption('semi-furnished');
  } else {
    await page.getByLabel('Plot Size (sq yd)').fill('200');
  }
  await page.getByLabel('Address').fill('Tower 4, Sector 62, Noida');
  await page.getByLabel('Locality').fill('Sector 62');
  await page.getByLabel('Property Age').fill('5 years');
  await page.getByLabel('Facing').selectOption('northeast');
  await page.getByLabel('Listing Title').fill(title);
  await page.getByLabel('Description').fill('Owner relocating; quick registry.');
  await page.getByLabel('Expected Price (in Lakhs)').fill('82.5');
  await page.getByLabel('Availability').selectOption('ready');
  await page.getByLabel('Preferred Time to Sell').selectOption('immediate');
}
