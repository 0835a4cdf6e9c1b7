import type { PublicListing } from '@ncr/shared/schemas/property';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { type SignedIn, signInMember, signInOnLoginPage } from './support/session';

// Issue 62: the heart on the listing page, the home's featured cards and similar listings, and a
// heart tapped signed out saves the listing once the person has signed in.

async function wishlistIds(buyer: SignedIn): Promise<string[]> {
  const res = await fetch(`${baseUrl()}/api/wishlist/ids`, { headers: { authorization: `Bearer ${buyer.token}` } });
  return ((await res.json()) as { ids: string[] }).ids;
}

describe('the wishlist wherever a listing is shown', () => {
  const harness = useBrowser();

  for (const viewport of [
    { width: 390, height: 844, isMobile: true, hasTouch: true },
    { width: 1366, height: 900 },
  ]) {
    it(`at ${viewport.width} px: a signed-out heart saves the listing after sign-in; hearts on featured and similar cards; the wishlist from the dashboard`, async () => {
      const featured = (await (await fetch(`${baseUrl()}/api/property/featured`)).json()) as PublicListing[];
      const [listing, other] = featured;
      if (!listing || !other) throw new Error('the demo needs two featured listings');
      // An account that exists already: the person signs in, as a returning buyer does.
      const buyer = await signInMember('buyer');
      const mobile = buyer.user.mobile as string;
      const page = await harness.newPage(viewport);

      // Signed out, on the listing's page: the heart leads to sign-in ...
      await page.goto(`/property/${listing._id}`);
      await page.getByRole('main').getByRole('button', { name: 'Add to wishlist', exact: true }).first().click();
      await signInOnLoginPage(page, mobile);
      // ... and back on it, signed in, the listing is saved without a second tap.
      await page.waitForURL((url) => url.pathname === `/property/${listing._id}`);
      await expect.poll(() => page.getByText('Saved to your wishlist').isVisible()).toBe(true);
      const saved = page.getByRole('main').getByRole('button', { name: 'Wishlisted', exact: true });
      await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');
      expect(await wishlistIds(buyer)).toEqual([listing._id]);
      // Said once: going on to another page does not save it again or toast again.
      await page.goto(`/property/${listing._id}`);
      await saved.waitFor();
      expect(await page.getByText('Saved to your wishlist').count()).toBe(0);
      await page.screenshot({ path: `/tmp/shots/wishlist-listing-${viewport.width}.png` });

      // Similar listings carry hearts too.
      const similar = page.getByRole('region', { name: 'Similar properties' });
      await similar.waitFor();
      await similar.scrollIntoViewIfNeeded();
      const similarHeart = similar.getByRole('button', { name: 'Add to wishlist' }).first();
      await similarHeart.click();
      await expect.poll(async () => (await wishlistIds(buyer)).length).toBe(2);
      await expect.poll(() => similar.getByRole('button', { name: 'Remove from wishlist' }).count()).toBeGreaterThan(0);
      await similar.screenshot({ path: `/tmp/shots/wishlist-similar-${viewport.width}.png` });

      // The home's featured cards: the saved listing's heart is filled; another's saves it.
      await page.goto('/');
      const featuredSection = page.getByRole('region', { name: 'Featured Properties' });
      await featuredSection.scrollIntoViewIfNeeded();
      const firstCard = featuredSection.getByRole('listitem').filter({ has: page.locator(`a[href="/property/${listing._id}"]`) });
      await expect.poll(() => firstCard.getByRole('button', { name: 'Remove from wishlist' }).getAttribute('aria-pressed')).toBe('true');
      const otherCard = featuredSection.getByRole('listitem').filter({ has: page.locator(`a[href="/property/${other._id}"]`) });
      const otherSaved = (await wishlistIds(buyer)).includes(other._id);
      await otherCard.getByRole('button', { name: otherSaved ? 'Remove from wishlist' : 'Add to wishlist' }).click();
      await expect.poll(async () => (await wishlistIds(buyer)).includes(other._id)).toBe(!otherSaved);
      await featuredSection.screenshot({ path: `/tmp/shots/wishlist-featured-${viewport.width}.png` });

      // The wishlist is in the buyer dashboard's menu.
      await page.goto('/buyer-dashboard');
      if (viewport.isMobile) await page.getByRole('button', { name: 'Dashboard menu' }).click();
      await page.getByRole('link', { name: 'My wishlist' }).click();
      await page.waitForURL((url) => url.pathname === '/wishlist');
      await expect.poll(() => page.locator(`a[href="/property/${listing._id}"]`).count()).toBeGreaterThan(0);
      await expectAccessible(page);
    });
  }

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
