import type { Suggestion } from '@ncr/shared/schemas/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';

describe('GET /api/property/suggest', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    const seller = await createUser(ctx, 'seller');
    const flat = (society: string, locality: string, status: 'Active' | 'Sold' | 'Pending' = 'Active') =>
      createListing(ctx, seller.id, {
        status,
        data: { seller: { city: 'Gurugaon' }, property: { type: 'flat', locality, address: `Tower 4, ${society}, ${locality}, Gurugaon` } },
      });
    await flat('Green Meadows', 'Sector 56');
    await flat('Green Meadows', 'Sector 56');
    await flat('Green Meadows', 'Sector 56', 'Sold');
    await flat('Green Meadows', 'Sector 56', 'Pending');
    await flat('Eldeco Towers', 'Golf Course Road');
  });
  afterAll(() => ctx.close());

  const suggest = async (q: string): Promise<Suggestion[]> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/property/suggest?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().suggestions;
  };

  it('offers a city by any spelling, and localities and societies with the available listings each would find', async () => {
    expect((await suggest('gurgaon'))[0]).toEqual({ kind: 'city', label: 'Gurugaon', count: 3, params: { location: 'Gurugaon' } });
    expect((await suggest('Gurugram'))[0]?.label).toBe('Gurugaon');
    expect(await suggest('green mea')).toEqual([
      { kind: 'society', label: 'Green Meadows, Gurugaon', count: 2, params: { location: 'Gurugaon', title: 'Green Meadows' } },
    ]);
    expect(await suggest('sector 5')).toEqual([
      { kind: 'locality', label: 'Sector 56, Gurugaon', count: 2, params: { location: 'Gurugaon', locality: 'Sector 56' } },
    ]);
    expect(await suggest('golf')).toEqual([
      { kind: 'locality', label: 'Golf Course Road, Gurugaon', count: 1, params: { location: 'Gurugaon', locality: 'Golf Course Road' } },
    ]);
    expect(await suggest('nowhere at all')).toEqual([]);
  });

  it('refuses an empty or overlong query with a clear message', async () => {
    for (const q of ['', ' ', 'x'.repeat(61)]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/property/suggest?q=${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toMatch(/q/);
    }
  });
});
