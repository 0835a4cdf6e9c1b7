import { BUYER_DASHBOARD } from '@ncr/shared/account-content';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, useBrowser } from './support/browser';
import { signInMember, useSessionIn } from './support/session';

// Issue 62: a buyer's matches follow what they search and save, each card saying why.

const T = BUYER_DASHBOARD.matches;
const putSession = useSessionIn;

describe("a buyer's matches", () => {
  const harness = useBrowser();

  for (const viewport of [
    { width: 390, height: 844, isMobile: true, hasTouch: true },
    { width: 1366, height: 900 },
  ]) {
    it(`at ${viewport.width} px: follow a search they ran and one they saved, each card saying which`, async () => {
      const buyer = await signInMember('buyer');
      const page = await harness.newPage(viewport);
      await putSession(page, buyer);
      const api = async <T>(path: string, init: RequestInit = {}) => {
        const res = await fetch(`${baseUrl()}${path}`, {
          ...init,
          headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json', ...init.headers },
        });
        expect(res.ok, `${path}: ${res.status}`).toBe(true);
        return (await res.json()) as T;
      };

      // They search Delhi flats on the search page, signed in ...
      await page.goto('/property?location=Delhi&propertyType=flat');
      await page.getByRole('status').filter({ hasText: 'found' }).waitFor();
      // ... and save a search for houses in Gurugaon.
      await api('/api/buyer/saved-searches', {
        method: 'POST',
        body: JSON.stringify({ name: 'Gurugaon houses', filters: { location: 'Gurugaon', propertyType: 'house' }, frequency: 'daily' }),
      });
      type Page = { total: number; totalPages: number; because: Record<string, { kind: string }> };
      const matches = await api<Page>('/api/buyer/matches');
      const kinds = new Set<string>();
      for (let p = 1; p <= matches.totalPages; p += 1) {
        for (const reason of Object.values((await api<Page>(`/api/buyer/matches?page=${p}`)).because)) kinds.add(reason.kind);
      }
      expect(kinds).toEqual(new Set(['searched', 'saved']));

      await page.goto('/buyer-dashboard?tab=matches');
      const panel = page.getByRole('tabpanel');
      await panel.getByText(`${T.intro} (${matches.total})`).waitFor();
      const cards = panel.getByRole('article');
      await expect.poll(() => cards.count()).toBe(Math.min(matches.total, 6));
      const reasons = await cards.evaluateAll((all) => all.map((card) => card.textContent ?? ''));
      for (const text of reasons) expect(text).toMatch(/Like your search: Location: Delhi · Type: Flat|Your saved search: Gurugaon houses/);
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/shots/buyer-matches-${viewport.width}.png` });
    });
  }

  it('logged no console errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
