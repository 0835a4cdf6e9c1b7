import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '~/config/env';
import { createTestApp, type TestContext } from '../../../test/helpers';

// The map's tiles are a setting (issue 64): the pages learn them from the public settings, and the
// content security policy lets images come from that host alone.
describe('map tiles setting', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ MAP_TILES_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: '© Example Maps' });
  });
  afterAll(() => ctx.close());

  it('gives the pages the tiles and their credit, and lets images come from the tile host', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.json().mapTiles).toEqual({ url: 'https://{s}.tiles.example/{z}/{x}/{y}.png', attribution: '© Example Maps' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tiles\.example;/);
  });

  it("defaults to OpenStreetMap's tiles with their credit, and refuses a template without {z}, {x} and {y}", () => {
    const env = loadEnv({});
    expect(env.MAP_TILES_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(env.MAP_TILES_ATTRIBUTION).toBe('© OpenStreetMap contributors');
    expect(() => loadEnv({ MAP_TILES_URL: 'https://tiles.example/tile.png' })).toThrow(
      /MAP_TILES_URL must be an http\(s\) URL with \{z\}, \{x\} and \{y\}/,
    );
  });
});
