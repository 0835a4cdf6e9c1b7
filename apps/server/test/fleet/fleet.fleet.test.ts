import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIMITS } from '~/modules/auth/limits';
import { photo } from '~/modules/posting/testing/media-samples';
import { uploadBody } from '~/modules/posting/testing/multipart';
import { S3MediaStorage } from '~/storage/s3-media-storage';
import { samplePropertyData } from '../fixtures';
import { waitFor } from '../wait';
import { type Answer, type CallOptions, call } from './fleet-client';
import { createDatabase, launchServer, type RunningNginx, type RunningS3, type RunningServer, startNginx, startS3 } from './processes';

// Issue 14: two servers on one PostgreSQL, media in S3-compatible storage, nginx round-robin in
// front. Every request below goes through nginx; X-Upstream names the server that answered, and
// with one nginx worker and round-robin the next request goes to the other server.
const ADMIN = { email: 'fleet-admin@example.test', password: 'fleet admin password' };

describe('a fleet of two servers behind nginx', () => {
  let databaseUrl: string;
  let s3: RunningS3;
  let bucket: S3MediaStorage;
  let servers: RunningServer[] = [];
  let nginx: RunningNginx;
  let last = '';

  /** A request through nginx, checked to reach the other server than the one before. */
  async function next(method: string, url: string, options: CallOptions = {}): Promise<Answer> {
    const answer = await call(nginx.url, method, url, options);
    expect(answer.upstream, `${method} ${url}: nginx should alternate`).not.toBe(last);
    expect(answer.upstream).toMatch(/^127\.0\.0\.1:\d+$/);
    last = answer.upstream;
    return answer;
  }

  /** The codes a server's outbox holds for `to` (codes are written where the request was served). */
  function codeSentBy(upstream: string, to: string): string {
    const server = servers.find((s) => upstream.endsWith(`:${s.port}`));
    const file = path.join(server?.dataDir ?? '', 'outbox.jsonl');
    const entries = existsSync(file)
      ? readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { to: string; code?: string })
      : [];
    const code = entries.filter((e) => e.to === to && e.code).at(-1)?.code;
    if (!code) throw new Error(`no code for ${to} from ${upstream}`);
    return code;
  }

  let mobiles = 0;
  const freshMobile = () => `+9196${String(Date.now() % 1e6).padStart(6, '0')}${String(++mobiles).padStart(2, '0')}`;

  /** Signs a new member up: the code is requested on one server and checked on the other. */
  async function signUp(role: 'buyer' | 'seller', from?: string): Promise<string> {
    const mobile = freshMobile();
    const sent = await next('POST', '/api/auth/otp/request', { body: { channel: 'phone', destination: mobile, role }, from });
    expect(sent.status, sent.body.toString()).toBe(200);
    const verified = await next('POST', '/api/auth/otp/verify', {
      body: { destination: mobile, code: codeSentBy(sent.upstream, mobile), role, fullName: `Fleet ${role}` },
      from,
    });
    expect(verified.status, verified.body.toString()).toBe(200);
    return verified.json().token;
  }

  async function adminToken(): Promise<string> {
    const res = await next('POST', '/api/auth/login-email', { body: ADMIN });
    expect(res.status).toBe(200);
    return res.json().token;
  }

  async function post(token: string, title: string) {
    const { payload, headers } = uploadBody(samplePropertyData({ title, property: { title } }), [{ data: await photo('jpeg', 640, 480) }]);
    return next('POST', '/api/property/upload', { raw: { payload, headers }, token });
  }

  beforeAll(async () => {
    databaseUrl = await createDatabase(inject('pgUrl'), 'fleet');
    s3 = await startS3();
    bucket = new S3MediaStorage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    // Both start at once against an empty database: they take turns migrating and creating the admin.
    servers = await Promise.all(
      [1, 2].map(() =>
        launchServer({
          DATABASE_URL: databaseUrl,
          TRUST_PROXY: 'true',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          ...s3.env,
        }),
      ),
    );
    nginx = await startNginx(servers.map((s) => s.port));
    // Settle the round-robin position: the next request goes to the server after this one.
    last = (await call(nginx.url, 'GET', '/api/health')).upstream;
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    bucket?.close();
    await s3?.stop();
  });

  it('runs both servers ready on the shared database, storage and counters, each with its own data folder', async () => {
    const first = await next('GET', '/api/health/ready');
    const second = await next('GET', '/api/health/ready');
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        database: { status: 'ok', kind: 'postgres' },
        storage: { status: 'ok', kind: 's3' },
        rateLimits: { status: 'ok', kind: 'postgres' },
        searchIndex: { status: 'ok', kind: 'memory' },
        pages: { status: 'ok', kind: 'warm-up' },
        replica: { status: 'ok', kind: 'primary' },
      });
    }
    expect(new Set(servers.map((s) => s.dataDir)).size).toBe(2);
    // Nothing per-server holds a secret: no secrets file, no lock.
    for (const server of servers) {
      expect(existsSync(path.join(server.dataDir, 'secrets.json'))).toBe(false);
      expect(existsSync(path.join(server.dataDir, 'server.lock'))).toBe(false);
    }
  });

  it('accepts a token signed by one server on the other, and a logout on one is refused on the other', async () => {
    const token = await adminToken();
    const signedBy = last;
    const me = await next('GET', '/api/auth/me', { token });
    expect(me.upstream).not.toBe(signedBy);
    expect(me.status).toBe(200);
    expect(me.json().user.email).toBe(ADMIN.email);

    const out = await next('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(200);
    const after = await next('GET', '/api/auth/me', { token });
    expect(after.upstream).not.toBe(out.upstream);
    expect(after.status).toBe(401);
  });

  it('checks a sign-in code sent by one server on the other', async () => {
    const token = await signUp('buyer');
    expect((await next('GET', '/api/auth/me', { token })).json().user.role).toBe('buyer');
  });

  it('holds a settings change on the very next request to the other server', async () => {
    const admin = await adminToken();
    const seller = await signUp('seller');

    // Maintenance and registration, as the public pages read them.
    const on = await next('PUT', '/api/admin/settings', { token: admin, body: { maintenanceMode: true, enableUserRegistration: false } });
    expect(on.status).toBe(200);
    const seen = await next('GET', '/api/settings/public');
    expect(seen.json()).toMatchObject({ maintenanceMode: true, registrationEnabled: false });

    // Registration closed on one server refuses a signup on the other.
    const mobile = freshMobile();
    const sent = await next('POST', '/api/auth/otp/request', { body: { channel: 'phone', destination: mobile, role: 'buyer' } });
    const closed = await next('PUT', '/api/admin/settings', { token: admin, body: { enableUserRegistration: false } });
    expect(closed.status).toBe(200);
    const refused = await next('POST', '/api/auth/otp/verify', {
      body: { destination: mobile, code: codeSentBy(sent.upstream, mobile), role: 'buyer', fullName: 'Late Comer' },
    });
    expect(refused.status).toBe(403);
    const opened = await next('PUT', '/api/admin/settings', {
      token: admin,
      body: { enableUserRegistration: true, maintenanceMode: false },
    });
    expect(opened.status).toBe(200);
    const accepted = await next('POST', '/api/auth/otp/verify', {
      body: { destination: mobile, code: codeSentBy(sent.upstream, mobile), role: 'buyer', fullName: 'Late Comer' },
    });
    expect(accepted.status).toBe(200);
    expect((await next('GET', '/api/settings/public')).json()).toMatchObject({ maintenanceMode: false, registrationEnabled: true });

    // Auto-approve switched on one server decides the status of a listing posted on the other.
    expect((await next('PUT', '/api/admin/settings', { token: admin, body: { autoApproveListings: true } })).status).toBe(200);
    const approved = await post(seller, 'Fleet auto approved flat');
    expect(approved.status).toBe(201);
    expect(approved.json().property.status).toBe('Active');
    expect((await next('PUT', '/api/admin/settings', { token: admin, body: { autoApproveListings: false } })).status).toBe(200);
    const pending = await post(seller, 'Fleet pending flat');
    expect(pending.status).toBe(201);
    expect(pending.json().property.status).toBe('Pending');
  });

  it('serves a photo uploaded through one server from the other', async () => {
    const seller = await signUp('seller');
    const uploaded = await post(seller, 'Fleet photo flat');
    expect(uploaded.status).toBe(201);
    const url: string = uploaded.json().property.media[0];
    const fromOther = await next('GET', url);
    expect(fromOther.upstream).not.toBe(uploaded.upstream);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers['content-type']).toBe('image/webp');
    const fromFirst = await next('GET', url);
    expect(fromFirst.status).toBe(200);
    expect(fromFirst.body.equals(fromOther.body)).toBe(true);
    expect(fromFirst.body.subarray(8, 12).toString()).toBe('WEBP');
    expect(fromFirst.headers['cache-control']).toContain('immutable');
    expect(fromFirst.headers['x-content-type-options']).toBe('nosniff');

    // Players seek with ranges; the bucket answers them.
    const ranged = await next('GET', url, { headers: { range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-9/${fromFirst.body.length}`);
    expect(ranged.body.equals(fromFirst.body.subarray(0, 10))).toBe(true);
    expect((await next('GET', `/media/${randomUUID()}-detail.webp`)).status).toBe(404);
    expect((await next('GET', '/media/secrets.json')).status).toBe(404);

    // Dropping the photo on one server removes it from the bucket for both.
    const id: string = uploaded.json().property._id;
    expect((await next('PUT', `/api/property/${id}`, { token: seller, body: { media: [] } })).status).toBe(200);
    expect((await next('GET', url)).status).toBe(404);
    expect((await next('GET', url)).status).toBe(404);
    expect(await bucket.exists(url.replace('/media/', '').replace('-detail', '-card'))).toBe(false);
  });

  it('shows a listing approved and featured on one server in the search and featured list of the other at once', async () => {
    const admin = await adminToken();
    const seller = await signUp('seller');
    const word = `fleetword${randomBytes(4).toString('hex')}`;
    const posted = await post(seller, `Fleet ${word} villa`);
    expect(posted.status).toBe(201);
    const id: string = posted.json().property._id;
    const search = () => next('GET', `/api/property/search?title=${word}`);
    // Both servers have answered (and cached) the search without it.
    expect((await search()).json().total).toBe(0);
    expect((await search()).json().total).toBe(0);

    const approve = await next('PUT', `/api/property/${id}/approve`, { token: admin });
    expect(approve.status).toBe(200);
    const found = await search();
    expect(found.upstream).not.toBe(approve.upstream);
    expect(found.json().properties.map((p: { _id: string }) => p._id)).toEqual([id]);

    const featuredIds = async () => (await next('GET', '/api/property/featured')).json().map((p: { _id: string }) => p._id);
    expect(await featuredIds()).not.toContain(id);
    expect(await featuredIds()).not.toContain(id);
    expect((await next('PUT', `/api/property/feature/${id}`, { token: admin })).status).toBe(200);
    expect(await featuredIds()).toContain(id);
  });

  it("builds new search pages on each server's search-answer thread (docs/decisions/0081)", async () => {
    for (const server of servers) {
      const direct = `http://127.0.0.1:${server.port}`;
      const onThread = async () => {
        const metrics = await (await fetch(`${direct}/metrics`)).text();
        return Number(/^ncr_search_answers_built_on_thread (\d+)/m.exec(metrics)?.[1] ?? Number.NaN);
      };
      let search = 0;
      // Each search is new; the first ones are built on the event loop while the thread loads.
      await waitFor(
        async () => {
          expect((await fetch(`${direct}/api/property/search?title=threaded${search++}`)).status).toBe(200);
          return onThread();
        },
        (built) => built > 0,
      );
    }
  });

  it('counts the staff sign-in limit across both servers, per client address as nginx reports it (TRUST_PROXY)', async () => {
    const [limit] = LIMITS.staffLoginPerIp;
    const attempt = (from: string, headers?: Record<string, string>) =>
      next('POST', '/api/auth/login-email', {
        body: { email: `nobody-${randomBytes(4).toString('hex')}@example.test`, password: 'wrong password' },
        from,
        headers,
      });
    const served = new Set<string>();
    for (let i = 0; i < limit.max; i++) {
      const res = await attempt('127.0.0.2');
      expect(res.status).toBe(401);
      served.add(res.upstream);
    }
    // Each server saw half the attempts: only a shared count reaches the limit.
    expect(served.size).toBe(2);
    const blocked = await attempt('127.0.0.2');
    expect(blocked.status).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many sign-in attempts from your network\. Try again in \d+ minutes?\.$/);
    expect((await attempt('127.0.0.2')).status).toBe(429);
    // Another client is not blocked, even when it claims to be the blocked one: nginx replaces
    // X-Forwarded-For with the address it sees.
    expect((await attempt('127.0.0.3')).status).toBe(401);
    expect((await attempt('127.0.0.3', { 'x-forwarded-for': '127.0.0.9' })).status).toBe(401);
    expect((await attempt('127.0.0.3', { 'x-forwarded-for': '127.0.0.2' })).status).toBe(401);
  });

  it('counts the one-time code limits across both servers: per client address and per destination', async () => {
    const [burst] = LIMITS.otpRequestPerIp;
    const request = (destination: string, from: string) =>
      next('POST', '/api/auth/otp/request', { body: { channel: 'phone', destination, role: 'buyer' }, from });
    for (let i = 0; i < burst.max; i++) expect((await request(freshMobile(), '127.0.0.4')).status).toBe(200);
    const blocked = await request(freshMobile(), '127.0.0.4');
    expect(blocked.status).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many codes were requested from your network\./);
    expect((await request(freshMobile(), '127.0.0.5')).status).toBe(200);

    const mobile = freshMobile();
    for (let i = 0; i < LIMITS.otpPerDestination.max; i++) expect((await request(mobile, `127.0.1.${i + 1}`)).status).toBe(200);
    const tooMany = await request(mobile, '127.0.1.99');
    expect(tooMany.status).toBe(429);
    expect(tooMany.json().error).toMatch(/^Too many codes were requested for this number\./);
  });
});
