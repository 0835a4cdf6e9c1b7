import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOSTILE_TEXT_MESSAGE } from '@ncr/shared/schemas/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from './fixtures';
import { createTestApp, createUser, type TestContext, type TestUser } from './helpers';

// Pages as a browser gets them (docs/decisions/0098): every HTML page says it varies with the
// session cookie, and a page address with a NUL or broken encoding gets an HTML page, not JSON.
const webDist = path.resolve(import.meta.dirname, '../../web/dist');
if (!existsSync(path.join(webDist, 'server', 'entry-server.js'))) {
  throw new Error(`The web app is not built in ${webDist}: run \`npm run build\` first (npm test does this).`);
}
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('pages sent to browsers', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let listingId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://ncr.example', PAGE_RENDER_THREADS: '0' });
    buyer = await createUser(ctx, 'buyer');
    const seller = await createUser(ctx, 'seller');
    listingId = await createListing(ctx, seller.id);
  });
  afterAll(() => ctx.close());

  const varies = (headers: Record<string, unknown>) =>
    String(headers.vary ?? '')
      .split(',')
      .map((v) => v.trim().toLowerCase());

  it("vary with the session cookie, visitors' and members' alike, keeping their cache headers", async () => {
    for (const url of ['/', `/property/${listingId}`, '/search?city=Noida', '/no-such-page', '/buyer/dashboard']) {
      const visitor = await ctx.app.inject({ method: 'GET', url, headers: { ...HTML, 'accept-encoding': 'gzip' } });
      expect(visitor.headers['content-type'], url).toMatch(/^text\/html/);
      expect(varies(visitor.headers), url).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
      expect(visitor.headers['cache-control'], url).toBe('no-cache');
      const member = await ctx.app.inject({ method: 'GET', url, headers: HTML, cookies: { ncr_session: buyer.token } });
      expect(varies(member.headers), url).toContain('cookie');
      expect(member.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('a page address with a NUL or a broken character gets an HTML page', async () => {
    for (const url of ['/property/%00', '/property/a%00b', '/search?q=%00', '/property/%ED%A0%80']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: HTML });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('This address is not valid');
      expect(res.body, url).toContain('href="/"');
      expect(res.body).not.toContain('\u0000');
    }
  });

  it('the API, and callers that do not take HTML, keep JSON', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/property/%00', headers: HTML });
    expect(api.statusCode).toBe(400);
    expect(api.json().error).toContain(HOSTILE_TEXT_MESSAGE);
    const plain = await ctx.app.inject({ method: 'GET', url: '/property/%00', headers: { accept: 'application/json' } });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error).toContain(HOSTILE_TEXT_MESSAGE);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route', headers: HTML });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatch(/not found/);
  });
});
