import { MAX_SAVED_SEARCHES, type SavedSearch } from '@ncr/shared/schemas/alerts';
import type { Listing } from '@ncr/shared/schemas/property';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { propertyRepository } from '../properties/property.repository';
import { createSearchMatcher } from '../properties/search/matcher';
import { SearchIndexSource } from '../properties/search/source';

describe('saved searches', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let other: TestUser;
  const listingIds: string[] = [];
  const save = (user: TestUser, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/buyer/saved-searches', headers: bearer(user), payload });
  const list = async (user: TestUser): Promise<SavedSearch[]> => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/buyer/saved-searches', headers: bearer(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5' });
    buyer = await createUser(ctx, 'buyer');
    other = await createUser(ctx, 'buyer');
    const admin = await createUser(ctx, 'admin');
    const cities = ['Noida', 'Noida', 'Delhi', 'Noida', 'Gurugaon', 'Noida'] as const;
    const types = ['flat', 'house', 'flat', 'flat', 'flat', 'flat'] as const;
    const prices = [45, 60, 70, 120, 80, 95];
    for (let i = 0; i < cities.length; i++) {
      listingIds.push(
        await createListing(ctx, admin.id, {
          status: i === 5 ? 'Pending' : 'Active',
          data: { seller: { city: cities[i] }, property: { type: types[i], bhk: '2' }, pricing: { expectedPrice: prices[i] } },
        }),
      );
    }
  });
  afterAll(() => ctx.close());

  it('saves, lists, renames, pauses and deletes a search of the caller only', async () => {
    const created = await save(buyer, {
      name: 'Noida flats',
      filters: { location: 'Noida', propertyType: 'flat', title: '' },
      frequency: 'instant',
    });
    expect(created.statusCode, created.body).toBe(201);
    const search: SavedSearch = created.json();
    // Stored as the search keeps its history: empty fields dropped.
    expect(search.filters).toEqual({ location: 'Noida', propertyType: 'flat' });
    expect((await list(buyer)).map((s) => s.name)).toEqual(['Noida flats']);
    expect(await list(other)).toEqual([]);

    const url = `/api/buyer/saved-searches/${search._id}`;
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bearer(buyer),
      payload: { name: 'Flats in Noida', filters: search.filters, frequency: 'paused' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Flats in Noida', frequency: 'paused' });

    // Another buyer's search is not found, for changes and deletes alike.
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bearer(other),
      payload: { name: 'x', filters: {}, frequency: 'daily' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(other) })).statusCode).toBe(404);
    expect((await list(buyer))[0]?.name).toBe('Flats in Noida');

    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(buyer) })).statusCode).toBe(200);
    expect(await list(buyer)).toEqual([]);
  });

  it('refuses bad input with a 400 and saves nothing', async () => {
    const bad = [
      { name: '', filters: {}, frequency: 'instant' },
      { name: 'x', filters: { budget: '7-3x' }, frequency: 'instant' },
      { name: 'x', filters: { colour: 'blue' }, frequency: 'instant' },
      { name: 'x', filters: {}, frequency: 'hourly' },
      { name: 'x', filters: { location: 'a'.repeat(61) }, frequency: 'daily' },
    ];
    for (const payload of bad) {
      const res = await save(other, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect(await list(other)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per buyer`, async () => {
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      expect((await save(other, { name: `S${i}`, filters: {}, frequency: 'paused' })).statusCode).toBe(201);
    }
    const over = await save(other, { name: 'one more', filters: {}, frequency: 'paused' });
    expect(over.statusCode).toBe(409);
    expect(await list(other)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('matches exactly the listings the search with the same filters shows', async () => {
    const filterSets: Record<string, string>[] = [
      { location: 'Noida' },
      { location: 'Noida', propertyType: 'flat' },
      { budget: '50-100' },
      { location: 'Noida', budget: '100-200' },
      { propertyType: 'house', bhk: '2' },
      {},
    ];
    for (const filters of filterSets) {
      const query = new URLSearchParams({ ...filters, limit: '24' }).toString();
      const res = await ctx.app.inject({ method: 'GET', url: `/api/property/search?${query}` });
      const shown = new Set((res.json().properties as Listing[]).map((p) => p._id));
      // The matcher the alerts module is given (app.searchMatcher inside the modules), over an index of its own.
      const matcher = createSearchMatcher({
        version: () => propertyRepository.version(ctx.app.db),
        writtenVersion: () => propertyRepository.version(ctx.app.db),
        index: new SearchIndexSource(ctx.app.db),
      });
      expect(shown.size).toBeGreaterThan(0);
      for (const id of listingIds) {
        const given = matcher.normalise(filters);
        expect(await matcher.matches(given, id), `${JSON.stringify(filters)} ${id}`).toBe(shown.has(id));
      }
    }
  });

  it('only buyers have saved searches', async () => {
    const seller = await createUser(ctx, 'seller');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/buyer/saved-searches', headers: bearer(seller) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/buyer/saved-searches' })).statusCode).toBe(401);
  });
});
