import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/helpers';
import { createPageRenderer } from './page-renderer';

// A server's renderers render pages nobody asked for before readiness says ready
// (docs/decisions/0129). It needs the built web app (npm test builds it first).
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');

describe("the page renderers' warm-up", () => {
  let ctx: TestContext;
  let renderer: Awaited<ReturnType<typeof createPageRenderer>>;
  const answered: string[] = [];
  let views = 0;
  const ids: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(
      { WEB_DIST: webDist, PAGE_RENDER_THREADS: '1' },
      {
        extend: (app) => {
          // A renderer of its own, warmed up by the test once there are listings.
          app.register(async (scope) => {
            renderer = await createPageRenderer(scope, webDist, { threads: 1 });
          });
        },
      },
    );
    const answers = ctx.app.pageAnswers;
    const answer = answers.answer.bind(answers);
    answers.answer = (url) => {
      answered.push(url);
      return answer(url);
    };
    const emit = ctx.app.events.emit.bind(ctx.app.events);
    ctx.app.events.emit = (name, payload) => {
      if (name === 'listing.viewed') views += 1;
      emit(name, payload);
    };
    const seller = await createUser(ctx, 'seller');
    for (let i = 0; i < 6; i += 1) ids.push(await createListing(ctx, seller.id, { data: { seller: { city: 'Noida' } } }));
  });
  afterAll(() => ctx.close());

  it("renders the server's own listing pages and search pages as a visitor, counting no view and keeping nothing", async () => {
    await renderer.warm(8);
    // Six of the eight are listing pages (three in four), read from the public search; the rest searches.
    const listingReads = ids.filter((id) => answered.some((url) => url.includes(id) && !url.includes('search')));
    expect(listingReads).toHaveLength(6);
    expect(answered.some((url) => url.startsWith('/api/property/search'))).toBe(true);
    expect(views).toBe(0);
    // Nothing was kept: a visitor's first request for a warmed page is rendered again, with its reads.
    const before = answered.length;
    const page = await ctx.app.inject({ method: 'GET', url: `/property/${ids[0]}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><');
    expect(answered.length).toBeGreaterThan(before);
  });

  it('holds readiness at 503 (pages not warm) until a started server has warmed up, then says ready', async () => {
    const started = await createTestApp({ WEB_DIST: webDist, PAGE_RENDER_THREADS: '1', PAGE_WARMUP_PAGES: '60' });
    try {
      const first = await started.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(first.statusCode).toBe(503);
      expect(first.json()).toMatchObject({ status: 'not-ready', database: { status: 'ok' }, pages: { status: 'error', kind: 'warm-up' } });
      let ready = first;
      while (ready.statusCode !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ready = await started.app.inject({ method: 'GET', url: '/api/health/ready' });
      }
      expect(ready.json()).toMatchObject({ status: 'ready', pages: { status: 'ok', kind: 'warm-up' } });
    } finally {
      await started.close();
    }
  });
});
