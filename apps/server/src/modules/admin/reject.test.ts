import type { Listing } from '@ncr/shared/schemas/property';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { readOutbox } from '../../../test/wait';

const REASON = 'The photos show a different building; upload photos of this flat.';

describe('staff reject a pending listing with a reason the seller sees (docs/decisions/0120)', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let subadmin: TestUser;
  let seller: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    subadmin = await createUser(ctx, 'subadmin');
    seller = await createUser(ctx, 'seller', { email: 'seller.reject@example.test' });
    other = await createUser(ctx, 'seller');
  });
  afterAll(() => ctx.close());

  const reject = (user: TestUser | null, id: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/reject`, headers: bearer(user), payload });
  const stored = async (id: string) => {
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, id));
    if (!row) throw new Error('missing');
    return row;
  };
  const mine = async (user: TestUser): Promise<Listing[]> => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/property/mine', headers: bearer(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().properties;
  };
  const pendingListing = () =>
    createListing(ctx, seller.id, { status: 'Pending', data: { property: { title: 'Two rooms near the metro' } } });

  it('rejects with the reason: private, in My Listings with the reason, and the seller told by SMS and e-mail', async () => {
    const id = await pendingListing();
    const res = await reject(subadmin, id, { reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'Rejected', rejection: { reason: REASON } });

    const row = await stored(id);
    expect(row).toMatchObject({ status: 'Rejected', rejectionReason: REASON });
    expect(row.rejectedAt).toBeInstanceOf(Date);

    // Nobody else sees it: the public detail is 404 and it is in no search.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/property/${id}` })).statusCode).toBe(404);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/property/search?limit=100' });
    expect(search.json().properties.map((p: { _id: string }) => p._id)).not.toContain(id);

    const listed = (await mine(seller)).find((l) => l._id === id);
    expect(listed).toMatchObject({ status: 'Rejected', rejection: { reason: REASON } });

    const told = (await readOutbox(ctx.dataDir)).filter((m) => m.kind === 'notification' && m.text.includes(REASON));
    expect(told.map((m) => [m.channel, m.to]).sort()).toEqual([
      ['email', 'seller.reject@example.test'],
      ['phone', seller.mobile],
    ]);
    expect(told[0]?.text).toContain('Two rooms near the metro');
  });

  it('refuses a missing or short reason, a listing that is not Pending, and a missing listing, changing nothing', async () => {
    const id = await pendingListing();
    for (const payload of [{}, { reason: '' }, { reason: '   too short ' }, { reason: 'x'.repeat(501) }]) {
      const res = await reject(admin, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(/reason/i);
    }
    expect((await stored(id)).status).toBe('Pending');

    const active = await createListing(ctx, seller.id, { status: 'Active' });
    const refused = await reject(admin, active, { reason: REASON });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('Active');
    expect((await stored(active)).status).toBe('Active');

    expect((await reject(admin, '00000000-0000-4000-8000-000000000000', { reason: REASON })).statusCode).toBe(404);
    // Rejected once; a second rejection is a conflict and keeps the first reason.
    expect((await reject(admin, id, { reason: REASON })).statusCode).toBe(200);
    expect((await reject(admin, id, { reason: 'Another reason entirely, later.' })).statusCode).toBe(409);
    expect((await stored(id)).rejectionReason).toBe(REASON);
  });

  it('lets only staff reject', async () => {
    const id = await pendingListing();
    expect((await reject(null, id, { reason: REASON })).statusCode).toBe(401);
    expect((await reject(seller, id, { reason: REASON })).statusCode).toBe(403);
    expect((await reject(other, id, { reason: REASON })).statusCode).toBe(403);
    expect((await stored(id)).status).toBe('Pending');
  });

  it('sends the listing back to Pending when its seller edits it, and the reason goes', async () => {
    const id = await pendingListing();
    await reject(admin, id, { reason: REASON });
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(seller),
      payload: { propertyData: { property: { description: 'New photos of the flat itself, taken this week.' } } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const row = await stored(id);
    expect(row).toMatchObject({ status: 'Pending', rejectionReason: null, rejectedAt: null });
    expect((await mine(seller)).find((l) => l._id === id)?.rejection ?? null).toBeNull();
  });

  it('lets staff approve a rejected listing after all, and refuses Rejected as a plain status edit', async () => {
    const id = await pendingListing();
    await reject(admin, id, { reason: REASON });
    const asStatus = await ctx.app.inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: bearer(admin),
      payload: { status: 'Rejected' },
    });
    expect(asStatus.statusCode).toBe(400);
    expect(asStatus.json().error).toMatch(/rejection needs its reason/);

    const approved = await ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/approve`, headers: bearer(admin) });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'Active', rejectionReason: null });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/property/${id}` })).statusCode).toBe(200);
  });

  it('counts Rejected in the admin grid and filters by it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/property/admin?status=Rejected', headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.counts.Rejected).toBe(page.total);
    expect(page.total).toBeGreaterThan(0);
    expect(page.properties.every((l: Listing) => l.status === 'Rejected' && l.rejection?.reason === REASON)).toBe(true);
  });
});
