import { ADMIN_PAGE_SIZE } from '@ncr/shared/constants';
import type { Listing } from '@ncr/shared/schemas/property';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

interface Page {
  properties: Listing[];
  totalPages: number;
  total: number;
}

describe('admin property listings', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let subadmin: TestUser;
  let seller: TestUser;
  const ids: string[] = [];
  const list = async (query: string, user: TestUser = admin): Promise<Page> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/property/admin${query}`, headers: bearer(user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    subadmin = await createUser(ctx, 'subadmin');
    seller = await createUser(ctx, 'seller', { fullName: 'Zoravar Bhatia' });
    const base = Date.now() - 1000 * 60_000;
    // 30 listings: 26 ordinary, 2 by "Quasar Mehrotra" (seller block), 1 plot, 1 in "Xylo Heights".
    for (let i = 0; i < 30; i++) {
      // Explicit titles: the generated ones name the generated type ("Residential Plot").
      const title = `Listing number ${i}`;
      const type = i === 9 ? ('plot' as const) : i === 22 ? ('house' as const) : ('flat' as const);
      const data = {
        title,
        property: { type, title, ...(i === 22 ? { address: 'Tower 4, Xylo Heights, Sector 62, Noida' } : {}) },
        ...(i === 3 || i === 17 ? { seller: { fullName: 'Quasar Mehrotra' } } : {}),
      };
      ids.push(
        await createListing(ctx, i === 25 ? seller.id : admin.id, {
          createdAt: new Date(base + i * 60_000),
          isFeatured: i % 5 === 0,
          status: i === 28 ? 'Pending' : i === 29 ? 'Sold' : 'Active',
          data,
        }),
      );
    }
    const gone = await createListing(ctx, admin.id, { data: { seller: { fullName: 'Quasar Mehrotra' } } });
    await ctx.app.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, gone));
  });
  afterAll(() => ctx.close());

  it('pages through every live listing, newest first, with owner contact', async () => {
    const first = await list('?page=1', subadmin);
    expect(first.total).toBe(30);
    expect(first.totalPages).toBe(Math.ceil(30 / ADMIN_PAGE_SIZE));
    expect(first.properties).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.properties[0]?._id).toBe(ids[29]);
    const last = await list(`?page=${first.totalPages}`);
    expect(last.properties).toHaveLength(30 - ADMIN_PAGE_SIZE * (first.totalPages - 1));
    const seen = new Set<string>();
    for (let page = 1; page <= first.totalPages; page++) for (const p of (await list(`?page=${page}`)).properties) seen.add(p._id);
    expect(seen).toEqual(new Set(ids));
    const bySeller = first.properties.find((p) => p._id === ids[25]);
    expect(bySeller?.userId).toMatchObject({ fullName: 'Zoravar Bhatia', mobile: seller.mobile });
    expect((await list('?page=99')).properties).toEqual([]);
  });

  it('searches seller name (seller block or account), property type and address across all pages', async () => {
    const byBlock = await list('?q=quasar');
    expect(byBlock.properties.map((p) => p._id).sort()).toEqual([ids[3], ids[17]].sort());
    expect((await list('?q=Zoravar')).properties.map((p) => p._id)).toEqual([ids[25]]);
    const plots = await list('?q=plot');
    expect(plots.properties.map((p) => p._id)).toEqual([ids[9]]);
    expect((await list('?q=Plot%20%2F%20Land')).total).toBe(1);
    expect((await list('?q=xylo%20heights')).properties.map((p) => p._id)).toEqual([ids[22]]);
    expect((await list('?q=100%25')).total).toBe(0);
  });

  it('filters by featured flag and status on the server', async () => {
    const featured = await list('?featured=featured');
    expect(featured.total).toBe(6);
    expect(featured.properties.every((p) => p.isFeatured)).toBe(true);
    const notFeatured = await list('?featured=not-featured');
    expect(notFeatured.total).toBe(24);
    expect(notFeatured.totalPages).toBe(Math.ceil(24 / ADMIN_PAGE_SIZE));
    expect((await list('?featured=featured&q=quasar')).properties.map((p) => p._id)).toEqual([]);
    expect((await list('?status=Pending')).properties.map((p) => p._id)).toEqual([ids[28]]);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/property/admin?featured=maybe', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });

  it('features and unfeatures in bulk (parallel calls) and the featured list follows', async () => {
    const targets = [ids[1], ids[2], ids[4]] as string[];
    const results = await Promise.all(
      targets.map((id) => ctx.app.inject({ method: 'PUT', url: `/api/property/feature/${id}`, headers: bearer(subadmin) })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results[0]?.json()).toEqual({ success: true, isFeatured: true });
    expect((await list('?featured=featured')).total).toBe(9);
    await Promise.all(targets.map((id) => ctx.app.inject({ method: 'PUT', url: `/api/property/unfeature/${id}`, headers: bearer(admin) })));
    const after = await list('?featured=featured');
    expect(after.total).toBe(6);
    expect(after.properties.some((p) => targets.includes(p._id))).toBe(false);
  });

  it('answers 404 for a missing listing and 400 for a malformed id', async () => {
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/property/feature/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/property/feature/nope', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('approves a Pending listing (Pending -> Active) once', async () => {
    const id = ids[28] as string;
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/approve`, headers: bearer(subadmin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'Active' });
    const [row] = await ctx.app.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.status).toBe('Active');
    const again = await ctx.app.inject({ method: 'PUT', url: `/api/property/${id}/approve`, headers: bearer(admin) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain('Active');
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/property/${ids[29]}/approve`, headers: bearer(admin) })).statusCode).toBe(409);
  });
});
