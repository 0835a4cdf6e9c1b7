import { existsSync } from 'node:fs';
import path from 'node:path';
import { TEXTS } from '@ncr/shared/texts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlist } from '~/db/schema';
import { createListing } from '../../test/fixtures';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helpers';

// A signed-in member is sent the page kept for visitors with their own parts added (their header,
// who they are, their wishlist: docs/decisions/0112). Whatever order and however many at once the
// requests come, nothing of one person's may reach another's page or the page kept for everyone.
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
if (!existsSync(path.join(webDist, 'server', 'entry-server.js'))) {
  throw new Error(`The web app is not built in ${webDist}: run \`npm run build\` first (npm test does this).`);
}

const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const sessionOf = (html: string) => JSON.parse(/<script type="application\/json" id="session">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
const wishlistOf = (html: string): string[] | null => {
  const text = /<script type="application\/json" id="personal-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (!text) return null;
  const query = JSON.parse(text).queries.queries.find((q: { queryKey: string[] }) => q.queryKey.join('/') === 'wishlist/ids');
  return [...(query?.state.data.ids ?? [])].sort();
};
// Render times are in the page state; nothing else may differ between two copies of one page.
const stable = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');

describe("a member's page is the visitor's page plus theirs, and reaches nobody else", () => {
  let ctx: TestContext;
  let members: { user: TestUser; saved: string[] }[];
  let admin: TestUser;
  let pages: string[];
  let pendingId: string;
  let owner: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://ncr.example', PAGE_RENDER_THREADS: '1' });
    owner = await createUser(ctx, 'seller', { fullName: 'Oona Ownerperson', mobile: '+919811100001' });
    const listings: string[] = [];
    for (const city of ['Noida', 'Noida', 'Delhi', 'Gurugaon'] as const) {
      listings.push(await createListing(ctx, owner.id, { isFeatured: true, data: { seller: { city } } }));
    }
    pendingId = await createListing(ctx, owner.id, { status: 'Pending', data: { property: { title: 'Oona pending flat' } } });
    const asha = await createUser(ctx, 'buyer', { fullName: 'Asha Privatename', mobile: '+919811100002', email: 'asha@example.test' });
    const bela = await createUser(ctx, 'buyer', { fullName: 'Bela Othername', mobile: '+919811100003', email: 'bela@example.test' });
    const sunil = await createUser(ctx, 'seller', { fullName: 'Sunil Sellername', mobile: '+919811100004' });
    admin = await createUser(ctx, 'admin', { fullName: 'Adit Staffname' });
    members = [
      { user: asha, saved: [listings[0], listings[2]] as string[] },
      { user: bela, saved: [listings[1]] as string[] },
      { user: sunil, saved: [] },
    ];
    for (const { user, saved } of members)
      for (const propertyId of saved) await ctx.app.db.insert(wishlist).values({ userId: user.id, propertyId });
    pages = ['/', '/property', '/property?location=Noida', ...listings.map((id) => `/property/${id}`), '/about'];
  });
  afterAll(() => ctx.close());

  const ask = (url: string, user?: TestUser) =>
    ctx.app.inject({ method: 'GET', url, ...(user ? { cookies: { ncr_session: user.token } } : {}) });
  // The owner's name is on their listings ("Posted by"), for everyone; their contacts and id are not.
  const everyone = () => [...members.map((m) => m.user), admin, { ...owner, fullName: '' }];
  /** What may appear only on `user`'s own pages: their name, mobile, e-mail and id. */
  const ownMarks = (user: TestUser) => [user.fullName, user.mobile, user.email, user.id].filter((mark): mark is string => !!mark);

  function expectVisitorPage(res: LightMyRequestResponse, url: string) {
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control'], url).toBe('no-cache');
    expect(res.body, url).not.toContain('id="session"');
    expect(res.body, url).not.toContain('id="personal-state"');
    expect(header(res.body), url).toContain('Login / Signup');
    expect(res.body, url).not.toContain('aria-pressed="true"');
    for (const user of everyone()) for (const mark of ownMarks(user)) expect(res.body, `${url}: ${mark}`).not.toContain(mark);
  }

  function expectOwnPage(res: LightMyRequestResponse, url: string, user: TestUser, saved: string[] | null) {
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control'], url).toBe('private, no-store');
    expect(sessionOf(res.body), url).toMatchObject({ userId: user.id, role: user.role, fullName: user.fullName });
    expect(header(res.body), url).toContain('Logout');
    expect(header(res.body), url).not.toContain('Login / Signup');
    expect(wishlistOf(res.body), url).toEqual(saved && [...saved].sort());
    for (const other of everyone().filter((o) => o.id !== user.id)) {
      for (const mark of ownMarks(other)) expect(res.body, `${url} for ${user.fullName}: ${mark}`).not.toContain(mark);
    }
  }

  it('each member gets their own header, session and wishlist on every public page; visitors get none of it', async () => {
    const before = new Map<string, string>();
    for (const url of pages) {
      const res = await ask(url);
      expectVisitorPage(res, url);
      before.set(url, stable(res.body));
    }
    // Members and visitors in turns, each page asked often enough to be kept and served from the cache.
    for (let round = 0; round < 3; round += 1) {
      for (const url of pages) {
        for (const { user, saved } of members) expectOwnPage(await ask(url, user), url, user, saved);
        expectOwnPage(await ask(url, admin), url, admin, null);
        expectVisitorPage(await ask(url), url);
      }
    }
    // The page kept for everyone is the one a visitor got before any member came.
    for (const url of pages) expect(stable((await ask(url)).body), url).toBe(before.get(url));
  });

  it('holds when everyone asks at once, for pages nobody asked before', async () => {
    // A new listing version: every kept page is gone, so these requests render and share renders.
    await createListing(ctx, owner.id, { data: { seller: { city: 'Faridabad' } } });
    const asks = pages.flatMap((url) => [
      ...members.map(({ user, saved }) => ({ url, user, saved: saved as string[] | null })),
      { url, user: admin, saved: null },
      { url, user: undefined, saved: null },
      { url, user: undefined, saved: null },
    ]);
    const answers = await Promise.all(asks.map(({ url, user }) => ask(url, user)));
    asks.forEach(({ url, user, saved }, i) => {
      const res = answers[i] as LightMyRequestResponse;
      if (user) expectOwnPage(res, url, user, saved);
      else expectVisitorPage(res, url);
    });
  });

  it("an owner's Pending listing, with its banner, is rendered for them alone", async () => {
    const own = await ask(`/property/${pendingId}`, owner);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toContain(TEXTS.pendingListingNotice);
    expect(own.body).toContain('Oona pending flat');
    for (const res of [await ask(`/property/${pendingId}`), await ask(`/property/${pendingId}`, members[0]?.user)]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Oona pending flat');
      expect(res.body).not.toContain(TEXTS.pendingListingNotice);
      expect(res.body).not.toContain(owner.mobile);
    }
  });

  it("a buyer's hearts change with their wishlist at once; the page everyone shares does not", async () => {
    const { user } = members[1] as { user: TestUser };
    const url = pages[5] as string;
    const id = url.split('/').pop() as string;
    await ask(url, user);
    await ctx.app.db.insert(wishlist).values({ userId: user.id, propertyId: id });
    expect(wishlistOf((await ask(url, user)).body)).toContain(id);
    expectVisitorPage(await ask(url), url);
  });
});
