import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEXTS } from '@ncr/shared/texts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usedProviderUrls } from '~/db/schema';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';
import { freshIp } from './auth.test-support';
import { type ProviderFetch, providerHttp } from './phone-email';

const realFetch = providerHttp.fetch;

// A stand-in for user.phone.email on a local port. The code under test still validates the URL
// strictly; only the final hop is pointed here by the injected fetcher.
function startStub() {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/u/kiran.json') {
      return json({
        user_country_code: '+91',
        user_phone_number: '9811077701',
        user_first_name: 'Kiran',
        user_last_name: 'Rao',
        user_email_id: 'Kiran@Example.test',
      });
    }
    if (req.url === '/u/known.json') return json({ user_country_code: '+91', user_phone_number: '9811077702' });
    if (req.url === '/u/staff.json') return json({ user_country_code: '91', user_phone_number: '9811077703' });
    if (req.url === '/u/redirect.json') {
      res.writeHead(302, { location: '/internal/secret' });
      return res.end();
    }
    if (req.url === '/u/huge.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ user_phone_number: '9811077704', pad: 'x'.repeat(200_000) }));
    }
    if (req.url === '/u/html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>not json</html>');
    }
    res.writeHead(500);
    res.end();
  });
  return new Promise<{ server: Server; hits: string[]; port: number }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, hits, port: (server.address() as AddressInfo).port })),
  );
}

describe('phone.email sign-in', () => {
  let ctx: TestContext;
  let stub: Awaited<ReturnType<typeof startStub>>;
  let calls: URL[];

  beforeAll(async () => {
    ctx = await createTestApp({ PHONE_EMAIL_CLIENT_ID: 'test-client-id' });
    stub = await startStub();
  });
  afterAll(async () => {
    providerHttp.fetch = realFetch;
    await ctx.close();
    await new Promise((r) => stub.server.close(r));
  });
  afterEach(() => {
    providerHttp.fetch = realFetch;
  });

  /** Counts outbound calls; with `toStub` they reach the local stub, otherwise none may happen. */
  function injectFetcher(toStub: boolean) {
    calls = [];
    const fetcher: ProviderFetch = async (url, init) => {
      calls.push(url);
      if (!toStub) throw new Error(`unexpected outbound request to ${url.href}`);
      return fetch(`http://127.0.0.1:${stub.port}${url.pathname}${url.search}`, init);
    };
    providerHttp.fetch = fetcher;
  }

  const signin = (user_json_url: string, extra: object = {}, app = ctx) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/phone-email-signin',
      payload: { user_json_url, role: 'buyer', ...extra },
      remoteAddress: freshIp(),
    });

  it.each([
    ['another host', 'https://evil.example/u/kiran.json'],
    ['a look-alike host', 'https://user.phone.email.evil.com/u/kiran.json'],
    ['a look-alike suffix', 'https://evil-user.phone.email/u/kiran.json'],
    ['the host as userinfo', 'https://user.phone.email@evil.com/u/kiran.json'],
    ['userinfo before the host', 'https://someone:pw@user.phone.email/u/kiran.json'],
    ['plain http', 'http://user.phone.email/u/kiran.json'],
    ['an IPv4 literal', 'https://127.0.0.1/u/kiran.json'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['an IPv6 literal', 'https://[::1]/u/kiran.json'],
    ['a port', 'https://user.phone.email:8443/u/kiran.json'],
    ['the default port spelled out', 'https://user.phone.email:443/u/kiran.json'],
    ['a trailing-dot host', 'https://user.phone.email./u/kiran.json'],
    ['a backslash trick', 'https://user.phone.email\\@evil.com/u/kiran.json'],
    ['a newline', 'https://user.phone.email/u/kiran.json\nhttps://evil.com'],
    ['a file URL', 'file:///etc/passwd'],
    ['the URL inside a query', 'https://evil.com/?next=https://user.phone.email/u/kiran.json'],
    ['not a URL', 'kiran.json'],
  ])('refuses %s without any outbound request', async (_name, url) => {
    injectFetcher(false);
    const res = await signin(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid sign-in link' });
    expect(calls).toEqual([]);
  });

  it('signs up from the provider document: fetched by the server, name and e-mail mapped', async () => {
    injectFetcher(true);
    const res = await signin('https://user.phone.email/u/kiran.json', { role: 'seller' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'seller', mobile: '+919811077701', email: 'kiran@example.test', fullName: 'Kiran Rao' });
    expect(calls.map((u) => u.href)).toEqual(['https://user.phone.email/u/kiran.json']);
    expect(stub.hits).toContain('/u/kiran.json');
    // Only a hash of the used URL is kept.
    const rows = await ctx.app.db.select().from(usedProviderUrls);
    expect(rows.some((r) => r.urlHash.includes('phone.email'))).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('refuses a URL used before, without fetching it again', async () => {
    injectFetcher(true);
    const res = await signin('https://user.phone.email/u/kiran.json');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This sign-in link was already used.');
    expect(calls).toEqual([]);
  });

  it('signs a known number in with its own role and uses the name from the form first', async () => {
    const seller = await createUser(ctx, 'seller', { mobile: '+919811077702', fullName: 'Existing Seller' });
    injectFetcher(true);
    const res = await signin('https://user.phone.email/u/known.json', { role: 'buyer', fullName: 'Ignored' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: seller.id, role: 'seller', fullName: 'Existing Seller' });
  });

  it('never signs staff in', async () => {
    await createUser(ctx, 'subadmin', { mobile: '+919811077703' });
    injectFetcher(true);
    const res = await signin('https://user.phone.email/u/staff.json');
    expect(res.statusCode).toBe(403);
  });

  it('does not follow redirects', async () => {
    injectFetcher(true);
    const res = await signin('https://user.phone.email/u/redirect.json');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: TEXTS.phoneEmailFailed });
    expect(stub.hits).not.toContain('/internal/secret');
  });

  it.each([
    ['an oversized body', 'https://user.phone.email/u/huge.json'],
    ['a non-JSON body', 'https://user.phone.email/u/html'],
    ['an error status', 'https://user.phone.email/u/missing.json'],
  ])('fails cleanly on %s', async (_name, url) => {
    injectFetcher(true);
    const res = await signin(url);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: TEXTS.phoneEmailFailed });
  });

  it('is off without PHONE_EMAIL_CLIENT_ID', async () => {
    const off = await createTestApp();
    try {
      injectFetcher(false);
      const res = await signin('https://user.phone.email/u/kiran.json', {}, off);
      expect(res.statusCode).toBe(404);
      expect(calls).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
