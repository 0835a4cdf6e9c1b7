import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

// X-Request-Id: taken from the request when it is a plain token, made by the server otherwise,
// and sent back with every answer (an API answer, a page, an error).
describe('request ids', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sends back the id the request came with', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'nginx-4f2a.9_1' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('nginx-4f2a.9_1');
  });

  it('makes its own for a request without one, different for each request', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/property/00000000-0000-4000-8000-000000000000' });
    expect(second.statusCode).toBe(404);
    expect(first.headers['x-request-id']).toMatch(/^req-[0-9a-z]+$/);
    expect(second.headers['x-request-id']).toMatch(/^req-[0-9a-z]+$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('does not take an id that is not a plain token (it would go into the log as it is)', async () => {
    for (const given of ['two words', 'x'.repeat(65), 'line\\nbreak', '<script>']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(/^req-[0-9a-z]+$/);
    }
  });
});
