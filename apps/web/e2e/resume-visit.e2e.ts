import type { Visit } from '@ncr/shared/schemas/visit';
import { addDays, indiaDay } from '@ncr/shared/visits';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { postFlat } from './support/listings';
import { signInMember, signInOnLoginPage, signInStaff } from './support/session';

// Issue 62: a site visit filled in signed out is booked once the person has signed in, as they
// filled it, without filling it again.

describe('a site visit asked for before signing in', () => {
  const harness = useBrowser();

  for (const viewport of [
    { width: 390, height: 844, isMobile: true, hasTouch: true },
    { width: 1366, height: 900 },
  ]) {
    it(`at ${viewport.width} px: is booked after the OTP sign-in, once, as it was filled`, async () => {
      const staff = await signInStaff();
      const listing = await postFlat(staff, { title: `Visit First Flat ${viewport.width} ${Date.now() % 100000}` });
      const buyer = await signInMember('buyer');
      const mobile = buyer.user.mobile as string;
      const day = addDays(indiaDay(Date.now()), 4);
      const page = await harness.newPage(viewport);
      // As behind the site's proxy, from an address of its own (the per-network limit on codes).
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${viewport.width === 390 ? 241 : 242}` });

      await page.goto(`/property/${listing._id}`);
      const booking = page.getByRole('region', { name: 'Book a site visit' });
      await booking.scrollIntoViewIfNeeded();
      await booking.getByLabel('Video call').check();
      await booking.getByLabel('Date').fill(day);
      await booking.getByLabel(/^Evening/).check();
      await booking.getByLabel('Phone').fill('98222 55777');
      await booking.getByLabel('Note (optional)').fill('Please call before the video call.');
      await expectAccessible(page);
      await booking.screenshot({ path: `/tmp/shots/visit-signed-out-${viewport.width}.png` });
      await booking.getByRole('button', { name: 'Sign in and request visit' }).click();

      await signInOnLoginPage(page, mobile);

      // Back on the listing, signed in: the visit is requested as it was filled, with no second tap.
      await expect.poll(() => page.url()).toBe(`${baseUrl()}/property/${listing._id}#book-visit`);
      await expect.poll(() => booking.getByText('Visit requested').isVisible()).toBe(true);
      const visits = async () => {
        const res = await fetch(`${baseUrl()}/api/buyer/visits`, { headers: { authorization: `Bearer ${buyer.token}` } });
        return (await res.json()) as Visit[];
      };
      const [visit, ...more] = await visits();
      expect(more).toEqual([]);
      expect(visit).toMatchObject({
        property: { _id: listing._id },
        date: day,
        slot: 'evening',
        mode: 'video_call',
        phone: '+919822255777',
        note: 'Please call before the video call.',
      });
      await booking.screenshot({ path: `/tmp/shots/visit-resumed-${viewport.width}.png` });
      // Once: the listing opened again books nothing more.
      await page.reload();
      await booking.getByRole('button', { name: 'Request visit', exact: true }).waitFor();
      expect((await visits()).length).toBe(1);
    });
  }

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
