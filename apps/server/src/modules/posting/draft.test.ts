import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postingDrafts } from '~/db/schema';
import { samplePropertyData } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { uploadBody } from './testing/multipart';

// Issue 62: a posting in progress survives a closed tab, kept for the signed-in poster
// (docs/decisions/0127).

describe('/api/property/draft', () => {
  let ctx: TestContext;
  let seller: TestUser;
  const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
    ctx.app.inject({ method, url: '/api/property/draft', headers: bearer(user), ...(payload ? { payload } : {}) });
  const half = {
    purpose: 'sale',
    seller: { fullName: 'Asha Verma', mobileNumber: '9811122233', city: 'Noida' },
    property: { type: 'flat', bhk: '3', locality: 'Sector 62', description: 'Corner flat, park facing' },
    pricing: { expectedPrice: '92' },
    features: { amenities: ['Lift'] },
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
  });
  afterAll(() => ctx.close());

  it('keeps the form as it was left, half filled, with its step, and gives it back', async () => {
    expect((await call(seller, 'GET')).json()).toEqual({ draft: null });
    const saved = await call(seller, 'PUT', { data: half, step: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: half, step: 2 });
    expect((await call(seller, 'GET')).json().draft).toMatchObject({ data: half, step: 2 });
    // Saved again as they type: the one draft is replaced.
    const later = { ...half, title: 'Corner 3 BHK' };
    expect((await call(seller, 'PUT', { data: later, step: 1 })).statusCode).toBe(200);
    expect((await call(seller, 'GET')).json().draft).toMatchObject({ data: later, step: 1 });
    expect(await ctx.app.db.select().from(postingDrafts).where(eq(postingDrafts.userId, seller.id))).toHaveLength(1);
  });

  it("is each poster's own", async () => {
    const other = await createUser(ctx, 'seller');
    await call(seller, 'PUT', { data: half, step: 1 });
    expect((await call(other, 'GET')).json()).toEqual({ draft: null });
    await call(other, 'DELETE');
    expect((await call(seller, 'GET')).json().draft).not.toBeNull();
  });

  it('refuses what no form holds, with a clear message, and keeps the draft as it was', async () => {
    await call(seller, 'PUT', { data: half, step: 1 });
    for (const [payload, message] of [
      [{ data: half, step: 3 }, /step is 1 or 2/],
      [{ data: { ...half, purpose: 'lease' }, step: 1 }, /use sale or rent/],
      [{ data: { ...half, pricing: { expectedPrice: 'x'.repeat(5001) } }, step: 1 }, /at most 5000 characters/],
      [{ data: { ...half, owner: 'someone else' }, step: 1 }, /owner/],
    ] as const) {
      const res = await call(seller, 'PUT', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await call(seller, 'GET')).json().draft).toMatchObject({ data: half, step: 1 });
  });

  it('is removed when the poster starts over, and when they post the listing', async () => {
    await call(seller, 'PUT', { data: half, step: 2 });
    expect((await call(seller, 'DELETE')).json()).toEqual({ success: true });
    expect((await call(seller, 'GET')).json()).toEqual({ draft: null });

    await call(seller, 'PUT', { data: half, step: 2 });
    const upload = uploadBody(samplePropertyData());
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/property/upload',
      headers: { ...bearer(seller), ...upload.headers },
      payload: upload.payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await call(seller, 'GET')).json()).toEqual({ draft: null });
  });

  it('goes with a deleted account', async () => {
    const leaving = await createUser(ctx, 'seller');
    await call(leaving, 'PUT', { data: half, step: 1 });
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/delete-account', headers: bearer(leaving) });
    expect(res.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(postingDrafts).where(eq(postingDrafts.userId, leaving.id))).toEqual([]);
  });
});
