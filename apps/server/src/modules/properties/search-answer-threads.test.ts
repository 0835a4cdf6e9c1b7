import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketRates, priceChanges } from '~/db/schema';
import { COMPRESSED_FROM } from '~/lib/json-body';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, secondServer, type TestContext } from '../../../test/helpers';
import { waitFor } from '../../../test/wait';
import { pageRowsReader } from './page-rows';
import { searchAnswers } from './search-answer-threads';

// Search pages built on the worker thread (docs/decisions/0081) are the pages the event loop
// builds, byte for byte: same cards, same hidden contacts, same price drops and market figures.
// The thread needs PostgreSQL (its own connections); on PGlite every page is built on the loop.

const metric = async (ctx: TestContext, name: string) => {
  const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
};

const SEARCHES = [
  '/api/property/search?location=Noida',
  '/api/property/search?location=Noida&sort=price-asc',
  '/api/property/search?location=Noida&minPrice=41&maxPrice=97&page=2&limit=3',
  '/api/property/search?location=Noida&title=tower',
  '/api/property/search?location=Gurugaon',
];

describe('search pages built on a worker thread', () => {
  let ctx: TestContext;
  let loop: Awaited<ReturnType<typeof secondServer>> | null = null;

  beforeAll(async () => {
    ctx = await createTestApp({ SEARCH_ANSWER_THREADS: '1' });
    const seller = await createUser(ctx, 'seller', { mobile: '9876500011' });
    const ids: string[] = [];
    // Flats in one locality, two of them with price cuts.
    for (let i = 0; i < 9; i++) {
      ids.push(
        await createListing(ctx, seller.id, {
          data: {
            title: i % 2 ? `Sunrise Tower ${i}` : `Lotus Greens ${i}`,
            seller: { city: 'Noida' },
            property: { type: 'flat', locality: 'Sector 62', area: String(900 + i * 40) },
            pricing: { expectedPrice: 40 + i * 7 },
          },
        }),
      );
    }
    // The locality's market rate, so the listings carry market figures (docs/decisions/0103).
    await ctx.app.db
      .insert(marketRates)
      .values({ city: 'Noida', locality: 'Sector 62', ratePerSqft: 9500, source: 'Test', recordedOn: '2026-01-15' });
    await ctx.app.db.insert(priceChanges).values([
      { propertyId: ids[1] as string, fromLakhs: 60, toLakhs: 47 },
      { propertyId: ids[4] as string, fromLakhs: 70, toLakhs: 68 },
    ]);
    if (ctx.databaseUrl) loop = await secondServer(ctx.databaseUrl, { SEARCH_ANSWER_THREADS: '0' });
  });
  afterAll(async () => {
    await loop?.close();
    await ctx?.close();
  });

  it('answers every search, on the thread once it has loaded when the database is PostgreSQL', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/property/search?propertyType=flat' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().total).toBe(9);
    if (!ctx.databaseUrl) {
      expect(await metric(ctx, 'ncr_search_answers_built_on_thread')).toBe(0);
      expect(await metric(ctx, 'ncr_search_answers_built_on_event_loop')).toBe(1);
      return;
    }
    // Each search is new (another limit), so that none is answered from the cache.
    let limit = 1;
    await waitFor(
      async () => {
        await ctx.app.inject({ method: 'GET', url: `/api/property/search?location=Noida&limit=${limit++}` });
        return metric(ctx, 'ncr_search_answers_built_on_thread');
      },
      (built) => built > 0,
    );
  });

  it('builds on the thread the same JSON, gzip and brotli answers as the event loop', async () => {
    if (!loop) return;
    let compressedAnswers = 0;
    for (const [i, url] of SEARCHES.entries()) {
      const encoding = i % 2 ? 'br' : 'gzip';
      const before = await metric(ctx, 'ncr_search_answers_built_on_thread');
      const threaded = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(await metric(ctx, 'ncr_search_answers_built_on_thread')).toBe(before + 1);
      const onLoop = await loop.app.inject({ method: 'GET', url });
      expect(onLoop.statusCode).toBe(200);
      // Short answers go uncompressed (json-body.ts).
      const compressed = onLoop.body.length >= COMPRESSED_FROM;
      if (compressed) compressedAnswers++;
      expect(threaded.headers['content-encoding']).toBe(compressed ? encoding : undefined);
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(compressed ? decode(threaded.rawPayload).toString() : threaded.body).toBe(onLoop.body);
      // The same page without compression: the kept JSON, not a second build.
      const plain = await ctx.app.inject({ method: 'GET', url });
      expect(plain.body).toBe(onLoop.body);
    }
    expect(compressedAnswers).toBeGreaterThanOrEqual(2);
    const answer = (await ctx.app.inject({ method: 'GET', url: SEARCHES[1] as string })).json();
    // What the thread built carries what the index knows: price cuts and market figures.
    expect(answer.properties.filter((p: { priceDrop: unknown }) => p.priceDrop)).toHaveLength(2);
    expect(answer.properties.some((p: { market: unknown }) => p.market)).toBe(true);
    // And hides contacts as every public answer does.
    expect(JSON.stringify(answer)).not.toContain('9876500011');
  });

  it('falls back to the event loop when the thread fails a page, and after it is closed', async () => {
    if (!ctx.databaseUrl) return;
    const errors: Error[] = [];
    const pageRows = pageRowsReader(ctx.app.db, 'postgres');
    const answers = searchAnswers(ctx.app.db, pageRows, { url: ctx.databaseUrl, threads: 1, onError: (error) => errors.push(error) });
    const page = { ids: [], withPriceHistory: [], market: null, total: 0, limit: 6 };
    await waitFor(
      async () => {
        await answers.build(page, 'gzip');
        return answers.built.onThread;
      },
      (built) => built > 0,
    );
    // An id the page reader refuses fails on the thread, then on the loop with the same error.
    await expect(answers.build({ ...page, ids: ['not-an-id'] }, null)).rejects.toThrow('not a listing id');
    expect(errors.map((e) => e.message).join()).toContain('not a listing id');
    await answers.close();
    const onLoop = answers.built.onLoop;
    const body = await answers.build(page, null);
    expect(JSON.parse(body.content)).toEqual({ properties: [], total: 0, totalPages: 0, totalExact: true });
    expect(answers.built.onLoop).toBe(onLoop + 1);
  });
});
