import type { Listing } from '@ncr/shared/schemas/property';
import { addDays, indiaDay } from '@ncr/shared/visits';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { samplePhoto, sampleVideo } from './support/media';
import { type SignedIn, signInMember, signInStaff, useSessionIn } from './support/session';

// Two of the spec's promises made true (docs/decisions/0104-virtual-tours-and-buyers-told.md):
// virtual tours (a listing's video tour, visits by video call) and buyers within a day (the
// seller sees how many matching buyers were told, and when).

const stamp = Date.now().toString(36);
const TITLE = `E2E Tour Villa ${stamp}`;
const WIDTHS = [390, 1366] as const;

async function call<T>(path: string, session: SignedIn, init: { method?: string; body?: BodyInit; json?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${session.token}` };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A seller's house in Faridabad with a photo and a video tour, through the real upload API. */
async function postTourListing(seller: SignedIn): Promise<Listing> {
  const photo = await samplePhoto(1200, 800, { r: 90, g: 60, b: 140 });
  const video = sampleVideo(20_000, 5);
  const propertyData = {
    title: TITLE,
    seller: { fullName: 'E2E Tour Owner', mobileNumber: '+919876500021', city: 'Faridabad' },
    property: {
      type: 'house',
      bhk: '4',
      baths: '3',
      area: '2200',
      address: `7, Lakeside ${stamp}, Sector 21, Faridabad`,
      locality: 'Sector 21',
      builtUpArea: '2200',
      carpetArea: '1800',
      plotSize: '',
      floorNumber: '0',
      totalFloors: '2',
      age: '4 years',
      facing: 'north',
      furnishing: 'semi-furnished',
      title: TITLE,
      description: 'A house by the lake; the owner is moving for work.',
    },
    pricing: {
      expectedPrice: 143,
      pricePerSqft: '6500',
      bookingAmount: '500000',
      negotiable: 'yes',
      availability: 'ready',
      vacantDate: '',
      preferredTime: 'immediate',
    },
    legal: { hasDocuments: 'yes', ownershipType: 'self' },
    features: { amenities: ['Parking'], nearbyFacilities: ['School'] },
    comments: 'Visits on weekends.',
  };
  const form = new FormData();
  form.append('propertyData', JSON.stringify(propertyData));
  form.append('media', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  form.append('media', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'tour.mp4');
  const { property } = await call<{ property: Listing }>('/api/property/upload', seller, { method: 'POST', body: form });
  return property;
}

describe('the spec’s promises: virtual tours and buyers within a day', () => {
  const harness = useBrowser();
  let seller: SignedIn;
  let listing: Listing;

  beforeAll(async () => {
    const admin = await signInStaff();
    seller = await signInMember('seller');
    // A buyer whose saved search the listing matches, saved before it goes live.
    const watcher = await signInMember('buyer');
    await call('/api/buyer/saved-searches', watcher, {
      method: 'POST',
      json: { name: 'Faridabad houses', filters: { location: 'Faridabad', propertyType: 'house' }, frequency: 'instant' },
    });
    listing = await postTourListing(seller);
    if (listing.status === 'Pending') await call(`/api/property/${listing._id}/approve`, admin, { method: 'PUT' });
  });

  for (const width of WIDTHS) {
    it(`at ${width} px the listing page offers its virtual tour and a video-call visit`, async () => {
      const buyer = await signInMember('buyer');
      const page = await harness.newPage(width < 600 ? { width, height: 844, isMobile: true, hasTouch: true } : { width, height: 900 });
      await useSessionIn(page, buyer);
      await page.goto(`/property/${listing._id}`);

      // Virtual tour: the gallery shows the video, in view.
      const gallery = page.getByRole('region', { name: 'Photos and videos' });
      await expect.poll(() => gallery.locator('video').count()).toBe(0);
      await page.getByRole('link', { name: 'Virtual tour' }).click();
      await expect.poll(() => gallery.locator('video').isVisible()).toBe(true);
      await expect.poll(() => gallery.locator('video').evaluate((v) => v.getBoundingClientRect().top < window.innerHeight)).toBe(true);

      // A video-call visit: the form comes into view with the video call chosen.
      await page.getByRole('link', { name: 'Video-call visit' }).click();
      const booking = page.getByRole('region', { name: 'Book a site visit' });
      await expect.poll(() => booking.getByLabel('Video call').isChecked()).toBe(true);
      expect(await booking.getByLabel('In person').isChecked()).toBe(false);
      await booking.getByLabel('Date').fill(addDays(indiaDay(Date.now()), 3));
      await booking.getByLabel(/^Evening/).check();
      await booking.getByLabel('Phone').fill('+91 98222 55666');
      await booking.getByRole('button', { name: 'Request visit' }).click();
      await expect.poll(() => booking.getByText('Visit requested').isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The buyer's visit list says it is a video call.
      await page.goto('/buyer-dashboard/visits');
      const item = page.getByRole('listitem').filter({ hasText: TITLE });
      await expect.poll(() => item.getByText('Video call').isVisible()).toBe(true);
      await expectAccessible(page);
    });
  }

  for (const width of WIDTHS) {
    it(`at ${width} px My Listings says how many matching buyers were told, and when`, async () => {
      const page = await harness.newPage(width < 600 ? { width, height: 844, isMobile: true, hasTouch: true } : { width, height: 900 });
      await useSessionIn(page, seller);
      await page.goto('/seller-dashboard/listings');
      const row = page.getByRole('listitem').filter({ hasText: TITLE });
      // "1 matching buyer told · 1 Dec, 14:05" (more when other buyers' searches match too).
      await expect
        .poll(() => row.getByTestId('buyers-told').textContent(), { timeout: 20_000 })
        .toMatch(/^\d+ matching buyers? told · \d{1,2} [A-Z][a-z]+, \d{2}:\d{2}$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page);
    });
  }

  it('has no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
