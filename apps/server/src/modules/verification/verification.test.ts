import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

describe('PUT /api/property/:id/verification', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let subadmin: TestUser;
  const verify = (user: TestUser | null, id: string, body: unknown) =>
    ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/verification`, payload: body as object, headers: bearer(user) });
  const detail = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/property/${id}` });

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, 'seller');
    subadmin = await createUser(ctx, 'subadmin');
  });
  afterAll(() => ctx.close());

  it('keeps who verified and when, and the public detail and search show it', async () => {
    const id = await createListing(ctx, seller.id);
    expect((await detail(id)).json().verifiedAt).toBeNull();
    const before = Date.now();
    const res = await verify(subadmin, id, { verified: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verified: true, verifiedBy: subadmin.id });
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.verifiedBy).toBe(subadmin.id);
    expect(row?.verifiedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The cached public answer follows the change, and does not name the staff member.
    const shown = (await detail(id)).json();
    expect(shown.verifiedAt).toBe(row?.verifiedAt?.toISOString());
    expect(shown.verifiedBy).toBeUndefined();
    const owner = await ctx.app.inject({ method: 'GET', url: `/api/property/${id}`, headers: bearer(seller) });
    expect(owner.json().verifiedBy).toBe(subadmin.id);

    expect((await verify(subadmin, id, { verified: false })).json()).toEqual({ verified: false, verifiedAt: null, verifiedBy: null });
    expect((await detail(id)).json().verifiedAt).toBeNull();
  });

  it('refuses bad input, unknown listings and non-staff', async () => {
    const id = await createListing(ctx, seller.id);
    expect((await verify(subadmin, id, { verified: 'yes' })).statusCode).toBe(400);
    expect((await verify(subadmin, '00000000-0000-4000-8000-000000000000', { verified: true })).statusCode).toBe(404);
    expect((await verify(seller, id, { verified: true })).statusCode).toBe(403);
    expect((await verify(null, id, { verified: true })).statusCode).toBe(401);
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.verifiedAt).toBeNull();
  });
});
