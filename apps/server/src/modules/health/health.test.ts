import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';

describe('health and the API frame', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 200 with the database reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Database unreachable' });
    await other.app.close();
  });

  it('reports readiness: database, media storage, rate-limit counters and the search index', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: { status: 'ok', kind: ctx.database.kind },
      storage: { status: 'ok', kind: 'folder' },
      // Shared counters with PostgreSQL (several servers may share it), memory for the embedded database.
      rateLimits: { status: 'ok', kind: ctx.database.kind === 'postgres' ? 'postgres' : 'memory' },
      searchIndex: { status: 'ok', kind: 'memory' },
      pages: { status: 'ok', kind: 'warm-up' },
      // No read replica: the reads that may lag go to the database itself.
      replica: { status: 'ok', kind: 'primary' },
    });
  });

  it('is not ready when the database or the media folder is gone, while liveness reports only the database', async () => {
    const other = await createTestApp();
    rmSync(path.join(other.dataDir, 'media'), { recursive: true, force: true });
    // A file where the folder was: nothing can be written there.
    writeFileSync(path.join(other.dataDir, 'media'), 'not a folder');
    let res = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not-ready', database: { status: 'ok' }, storage: { status: 'error', kind: 'folder' } });
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await other.database.close();
    res = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not-ready', database: { status: 'error' } });
    await other.app.close();
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Route GET /api/does-not-exist not found' });
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('hides internal error details on 5xx', async () => {
    const other = await createTestApp(
      {},
      {
        extend: (app) =>
          app.get('/api/boom-test', async () => {
            throw new Error('secret internals: password=hunter2');
          }),
      },
    );
    const res = await other.app.inject({ method: 'GET', url: '/api/boom-test' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal Server Error' });
    expect(res.body).not.toContain('hunter2');
    await other.close();
  });
});
