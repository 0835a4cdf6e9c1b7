import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '~/modules/auth/limits';
import { createTestApp, type TestContext } from '../helpers';
import { type RunningRedis, startRedis } from './processes';

// Two servers (each with its own embedded database, so nothing else is shared) counting their
// rate limits in one Redis: the limits hold across both.
describe('rate limits counted in Redis (REDIS_URL)', () => {
  let redis: RunningRedis;
  let servers: TestContext[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    servers = await Promise.all([createTestApp({ REDIS_URL: redis.url }), createTestApp({ REDIS_URL: redis.url })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await redis?.stop();
  });

  const login = (i: number, email: string, remoteAddress: string) =>
    (servers[i % 2] as TestContext).app.inject({
      method: 'POST',
      url: '/api/auth/login-email',
      payload: { email, password: 'wrong password' },
      remoteAddress,
    });
  const someone = () => `nobody-${randomBytes(4).toString('hex')}@example.test`;

  it('reports Redis in readiness', async () => {
    const res = await servers[0]?.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res?.statusCode).toBe(200);
    expect(res?.json().rateLimits).toEqual({ status: 'ok', kind: 'redis' });
  });

  it('counts code requests per address across both servers', async () => {
    const [burst] = LIMITS.otpRequestPerIp;
    let mobiles = 0;
    const request = (i: number, remoteAddress: string) =>
      (servers[i % 2] as TestContext).app.inject({
        method: 'POST',
        url: '/api/auth/otp/request',
        payload: { channel: 'phone', destination: `+9195${String(10_000_000 + ++mobiles).slice(-8)}`, role: 'buyer' },
        remoteAddress,
      });
    for (let i = 0; i < burst.max; i++) expect((await request(i, '198.51.100.7')).statusCode).toBe(200);
    const blocked = await request(burst.max, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many codes were requested from your network\. Try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own count.
    expect((await request(0, '198.51.100.8')).statusCode).toBe(200);
  });

  it('counts failed logins per account and address across both servers', async () => {
    const email = someone();
    const { max } = LIMITS.staffLoginFailuresPerAccount;
    for (let i = 0; i < max; i++) expect((await login(i, email, '203.0.113.7')).statusCode).toBe(401);
    const blocked = await login(max, email, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/^Too many failed sign-in attempts for this account\./);
    // Another address is not locked out by those failures (decision 0098).
    expect((await login(max + 1, email, '203.0.113.8')).statusCode).toBe(401);
  });

  it('is not ready while Redis is unreachable', async () => {
    await redis.stop();
    const res = await servers[1]?.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res?.statusCode).toBe(503);
    expect(res?.json()).toMatchObject({ status: 'not-ready', rateLimits: { status: 'error', kind: 'redis' } });
  });
});
