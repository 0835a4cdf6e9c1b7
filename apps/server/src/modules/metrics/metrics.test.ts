import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../../test/fixtures';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers';

const TOKEN = 'metrics-token-0123456789';

/** The value of one sample line, e.g. value(text, 'ncr_job_queue_depth{queue="emails"}'). */
function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe('GET /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
    const seller = await createUser(ctx, 'seller');
    await createListing(ctx, seller.id);
  });
  afterAll(() => ctx.close());

  const scrape = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('exports requests by route and status, query durations, the answer-cache hit ratio, queue depth, memory and event-loop lag', async () => {
    ctx.app.metrics.registerQueueDepth('emails', () => 7);
    const search = () => ctx.app.inject({ method: 'GET', url: '/api/property/search?city=Noida' });
    // Asked three times: computed, computed and kept (a repeat), then answered from the cache.
    for (let i = 0; i < 3; i++) expect((await search()).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/property/00000000-0000-0000-0000-000000000000' })).statusCode).toBe(404);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(value(text, 'ncr_http_requests_total{method="GET",route="/api/property/search",status="200"}')).toBe(3);
    expect(value(text, 'ncr_http_requests_total{method="GET",route="/api/property/:id",status="404"}')).toBe(1);
    expect(value(text, 'ncr_http_request_duration_seconds_count{method="GET",route="/api/property/search",status="200"}')).toBe(3);
    expect(value(text, 'ncr_db_query_duration_seconds_count{operation="select"}')).toBeGreaterThan(0);
    expect(value(text, 'ncr_db_query_duration_seconds_count{operation="insert"}')).toBeGreaterThan(0);
    // The third identical search was answered from the cache.
    expect(value(text, 'ncr_answer_cache_lookups{cache="public_answers",result="hit"}')).toBeGreaterThanOrEqual(1);
    const hits = value(text, 'ncr_answer_cache_lookups{cache="public_answers",result="hit"}') ?? 0;
    const misses = value(text, 'ncr_answer_cache_lookups{cache="public_answers",result="miss"}') ?? 0;
    expect(value(text, 'ncr_answer_cache_hit_ratio{cache="public_answers"}')).toBeCloseTo(hits / (hits + misses));
    expect(value(text, 'ncr_job_queue_depth{queue="emails"}')).toBe(7);
    expect(value(text, 'ncr_process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(value(text, 'ncr_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('lets modules add their own gauges', async () => {
    ctx.app.metrics.registerGauge({ name: 'ncr_test_widgets', help: 'Widgets', collect: async () => 3 });
    expect(value((await scrape()).body, 'ncr_test_widgets')).toBe(3);
  });

  it('answers only allowed addresses or the bearer token', async () => {
    expect((await scrape({}, '::1')).statusCode).toBe(200);
    expect((await scrape({}, '::ffff:127.0.0.1')).statusCode).toBe(200);
    const outsider = await scrape({}, '203.0.113.9');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.body).not.toContain('ncr_');
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' }, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9')).statusCode).toBe(200);
  });

  it('refuses a request that came through a proxy on the same host unless it sends the token', async () => {
    // nginx on this host: the peer is 127.0.0.1, the caller anyone on the internet.
    const viaProxy: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-forwarded-proto': 'https' },
    ];
    for (const headers of viaProxy) {
      const res = await scrape(headers, '127.0.0.1');
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.body).not.toContain('ncr_');
      expect((await scrape({ ...headers, authorization: `Bearer ${TOKEN}` }, '127.0.0.1')).statusCode).toBe(200);
    }
  });

  it('follows METRICS_ALLOW ranges and ignores a forged X-Forwarded-For', async () => {
    const other = await createTestApp({ METRICS_ALLOW: '203.0.113.0/24, 2001:db8::/32', TRUST_PROXY: 'true' });
    try {
      const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
        other.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
      expect((await get('203.0.113.77')).statusCode).toBe(200);
      expect((await get('2001:db8::5')).statusCode).toBe(200);
      expect((await get('127.0.0.1')).statusCode).toBe(403);
      expect((await get('198.51.100.1', { 'x-forwarded-for': '203.0.113.77' })).statusCode).toBe(403);
      // No token configured: a bearer header opens nothing.
      expect((await get('198.51.100.1', { authorization: 'Bearer anything-at-all-here' })).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});
