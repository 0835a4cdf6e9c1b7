import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { postFlat } from './support/listings';
// Aliased: the helper is not a React hook, whatever its name says to the linter.
import { useSessionIn as putSession, type SignedIn, signInMember, signInStaff } from './support/session';

// The dashboard's count of listings Pending approval, and its link to the queue, for admin and subadmin.

async function pendingCount(session: SignedIn): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/admin/dashboard`, { headers: { authorization: `Bearer ${session.token}` } });
  return ((await res.json()) as { counters: { pendingApproval: number } }).counters.pendingApproval;
}

describe('the Pending approval count on the admin dashboard', () => {
  const harness = useBrowser();

  for (const [name, viewport] of [
    ['phone', { width: 390, height: 844, isMobile: true, hasTouch: true }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    it(`shows the count and leads to the Pending queue (${name}, ${viewport.width} px)`, async () => {
      const admin = await signInStaff();
      const seller = await signInMember('seller');
      const before = await pendingCount(admin);
      // A seller's new listing waits as Pending (auto-approve is off by default).
      const posted = await postFlat(seller, { title: `Awaiting ${name} ${Date.now() % 100000}` });
      expect(posted.status).toBe('Pending');
      expect(await pendingCount(admin)).toBe(before + 1);

      // A subadmin works the same queue, and so sees the same count.
      const email = `pending.${name}.${Date.now() % 1000000}@e2e.test`;
      const created = await fetch(`${baseUrl()}/api/admin/subadmin`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: 'Queue Reviewer', email, password: 'e2e-pending-pass-1' }),
      });
      expect(created.status).toBe(201);
      const subadmin = await signInStaff(email, 'e2e-pending-pass-1');

      for (const staff of [admin, subadmin]) {
        const page = await harness.newPage(viewport);
        await putSession(page, staff);
        await page.goto('/admin');
        const queue = page.getByRole('region', { name: /Pending approval/ });
        await expect.poll(() => queue.getByRole('heading').textContent()).toBe(`${before + 1} Pending approval`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow).toBe(false);
        if (staff === admin) {
          await page.screenshot({ path: `/tmp/shots/admin-pending-${viewport.width}.png`, fullPage: false });
          await expectAccessible(page);
        }
        // Keyboard: the link takes focus and Enter opens the listings grid filtered to Pending.
        const link = queue.getByRole('link', { name: 'Review Pending listings' });
        await link.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === '/admin/properties' && url.searchParams.get('status') === 'Pending');
        await expect.poll(() => page.getByRole('radio', { name: /^Pending/ }).isChecked()).toBe(true);
        await expect.poll(() => page.getByRole('heading', { level: 2, name: posted.propertyData.property?.title }).isVisible()).toBe(true);
        if (staff === admin) await page.screenshot({ path: `/tmp/shots/admin-queue-${viewport.width}.png`, fullPage: false });
        await page.context().close();
      }
    });
  }

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
