import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlist } from '~/db/schema';
import { CROSS_SITE_REFUSED } from '~/plugins/auth';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { freshIp, freshMobile, lastCode } from './auth.test-support';

// Sessions in an HttpOnly cookie (docs/decisions/0052): set at sign-in, read on every request,
// ended by logout in every tab, refused on cross-site state changes; the bearer header still works.
const SITE = 'http://localhost:3000';

/** The Set-Cookie line for the session cookie, if any. */
const sessionCookieOf = (headers: Record<string, unknown>): string | undefined => {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return lines.find((line) => line.startsWith('ncr_session='));
};
const tokenIn = (line: string | undefined) => /^ncr_session=([^;]*)/.exec(line ?? '')?.[1] ?? '';

describe('the session cookie', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  let listingId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_URL: SITE });
    buyer = await createUser(ctx, 'buyer');
    const seller = await createUser(ctx, 'seller');
    listingId = await createListing(ctx, seller.id);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, headers: Record<string, string> = {}, payload?: object) =>
    ctx.app.inject({ method, url, cookies: { ncr_session: token }, headers, ...(payload ? { payload } : {}) });

  it('is set by sign-in: HttpOnly, SameSite=Lax, for the whole site, as long as the token lives', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      remoteAddress: ip,
      payload: { channel: 'phone', destination: mobile, role: 'buyer' },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      remoteAddress: ip,
      headers: { origin: SITE },
      payload: { destination: mobile, code: lastCode(ctx, mobile), role: 'buyer', fullName: 'Cookie Buyer' },
    });
    expect(res.statusCode).toBe(200);
    const line = sessionCookieOf(res.headers);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Max-Age=604800/);
    expect(line).not.toMatch(/; Secure/);
    // The cookie carries the same token the answer gives API clients, and signs the person in.
    expect(tokenIn(line)).toBe(res.json().token);
    const me = await call('GET', '/api/auth/me', tokenIn(line));
    expect(me.statusCode).toBe(200);
    expect(me.json().user.fullName).toBe('Cookie Buyer');
  });

  it('is Secure when the site is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://ncr.example' });
    try {
      const admin = await createUser(secure, 'admin', { password: 'correct horse battery' });
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login-email',
        payload: { email: admin.email, password: 'correct horse battery' },
      });
      expect(res.statusCode).toBe(200);
      expect(sessionCookieOf(res.headers)).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('logout in one tab ends the session for the next request of every other tab', async () => {
    const { token } = buyer;
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(200);
    const logout = await call('POST', '/api/auth/logout', token, { origin: SITE });
    expect(logout.statusCode).toBe(200);
    expect(sessionCookieOf(logout.headers)).toMatch(/^ncr_session=;.*Expires=Thu, 01 Jan 1970/);
    // Another tab still sends the old cookie: refused, and told to drop it.
    const other = await call('GET', '/api/auth/me', token);
    expect(other.statusCode).toBe(401);
    expect(sessionCookieOf(other.headers)).toMatch(/^ncr_session=;/);
    buyer = await createUser(ctx, 'buyer');
  });

  it('refuses a cross-site state change that carries the cookie, and changes nothing', async () => {
    const add = (headers: Record<string, string>) => call('POST', '/api/wishlist/add', buyer.token, headers, { propertyId: listingId });
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/form.html' }, {}];
    for (const headers of crossSite) {
      const res = await add(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error).toBe(CROSS_SITE_REFUSED);
    }
    expect(await ctx.app.db.select().from(wishlist).where(eq(wishlist.userId, buyer.id))).toEqual([]);
    // From the site's own pages it works; so does an API client's bearer header, with no Origin.
    expect((await add({ origin: SITE })).statusCode).toBe(200);
    expect((await add({ referer: `${SITE}/property/${listingId}` })).statusCode).toBe(200);
    const bearer = await ctx.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { propertyId: listingId },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('checks the Origin of every cookie request but one signed in by a valid bearer token (docs/decisions/0098)', async () => {
    const member = await createUser(ctx, 'buyer');
    const add = (headers: Record<string, string>) => call('POST', '/api/wishlist/add', member.token, headers, { propertyId: listingId });
    const refusedHeaders: Record<string, string>[] = [
      // An Authorization header that is not a bearer token leaves the cookie signing the request in.
      { authorization: 'Basic Zm9vOmJhcg==' },
      { authorization: 'bearer-ish' },
      { authorization: 'Basic Zm9vOmJhcg==', origin: 'https://evil.example' },
      // A bearer header that is not a valid token: the cookie request is checked as any other.
      { authorization: 'Bearer not-a-token', origin: 'https://evil.example' },
      // An opaque origin is never this site, whatever the Referer says.
      { origin: 'null', referer: `${SITE}/property/${listingId}` },
      { origin: 'null' },
      // The right host under another scheme, port or a look-alike host.
      { origin: 'https://localhost:3000' },
      { origin: 'http://localhost:3001' },
      { origin: 'http://localhost:3000.evil.example' },
      { referer: 'https://localhost:3000/property/x' },
    ];
    for (const headers of refusedHeaders) {
      const res = await add(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error).toBe(CROSS_SITE_REFUSED);
    }
    expect(await ctx.app.db.select().from(wishlist).where(eq(wishlist.userId, member.id))).toEqual([]);
    expect((await add({ authorization: 'Basic Zm9vOmJhcg==', origin: SITE })).statusCode).toBe(200);
    // A valid bearer token signs in by itself: no Origin needed, even with a cookie along.
    expect((await add({ authorization: `Bearer ${member.token}` })).statusCode).toBe(200);
  });

  it('on an https site, refuses an http Origin or Referer of the same host', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://ncr.example' });
    try {
      const member = await createUser(secure, 'buyer');
      const owner = await createUser(secure, 'seller');
      const id = await createListing(secure, owner.id);
      const add = (headers: Record<string, string>) =>
        secure.app.inject({
          method: 'POST',
          url: '/api/wishlist/add',
          cookies: { ncr_session: member.token },
          headers: { host: 'ncr.example', ...headers },
          payload: { propertyId: id },
        });
      const plainHttp: Record<string, string>[] = [{ origin: 'http://ncr.example' }, { referer: 'http://ncr.example/property/x' }];
      for (const headers of plainHttp) {
        expect((await add(headers)).statusCode, JSON.stringify(headers)).toBe(403);
      }
      expect((await add({ origin: 'https://ncr.example' })).statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});
