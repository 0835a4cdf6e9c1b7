import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';

// The search share picture of a rental search is drawn with its own heading (docs/decisions/0106).
describe('the share picture of a rental search', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('draws "for rent" for purpose=rent, a picture of its own, and refuses an unknown purpose', async () => {
    const rent = await ctx.app.inject({ method: 'GET', url: '/og/search.png?purpose=rent&location=Noida' });
    const sale = await ctx.app.inject({ method: 'GET', url: '/og/search.png?location=Noida' });
    expect([rent.statusCode, sale.statusCode]).toEqual([200, 200]);
    expect(rent.headers['content-type']).toBe('image/png');
    expect(await sharp(rent.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(rent.rawPayload.equals(sale.rawPayload)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/og/search.png?purpose=lease' })).statusCode).toBe(400);
  });
});
