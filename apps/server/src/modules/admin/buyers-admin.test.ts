import { ADMIN_TABLE_PAGE_SIZE } from '@ncr/shared/constants';
import type { BuyerRecord } from '@ncr/shared/schemas/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerRequirements, users } from '~/db/schema';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

describe('admin buyers', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let subadmin: TestUser;
  let buyer: TestUser;
  const ids: string[] = [];
  const list = async (page: number) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/buyer/all?page=${page}`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { buyers: BuyerRecord[]; totalPages: number; total: number };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    subadmin = await createUser(ctx, 'subadmin');
    buyer = await createUser(ctx, 'buyer', { fullName: 'Karan Mehta', email: 'karan@example.test' });
    const gone = await createUser(ctx, 'buyer');
    const base = Date.now() - 1000 * 60_000;
    for (let i = 0; i < ADMIN_TABLE_PAGE_SIZE + 5; i++) {
      const [row] = await ctx.app.db
        .insert(buyerRequirements)
        .values({
          userId: buyer.id,
          name: `Lead ${i}`,
          email: `lead${i}@example.test`,
          phone: '+919822000001',
          location: i % 2 ? 'Noida' : 'Gurugaon',
          propertyTypes: ['Flat / Apartment', 'Plot / Land'],
          budgetMin: 50,
          budgetMax: 150,
          bhk: '3',
          requirements: { purpose: 'buy', comments: `Near metro ${i}` },
          createdAt: new Date(base + i * 60_000),
        })
        .returning({ id: buyerRequirements.id });
      ids.push(row?.id as string);
    }
    // A record of a deleted account does not show.
    await ctx.app.db.insert(buyerRequirements).values({ userId: gone.id, name: 'Gone', location: 'Delhi', requirements: {} });
    await ctx.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
  });
  afterAll(() => ctx.close());

  it('lists buyer records in the spec shape, newest first, paginated', async () => {
    const first = await list(1);
    expect(first.total).toBe(ADMIN_TABLE_PAGE_SIZE + 5);
    expect(first.totalPages).toBe(2);
    expect(first.buyers).toHaveLength(ADMIN_TABLE_PAGE_SIZE);
    expect(first.buyers[0]).toMatchObject({
      _id: ids.at(-1),
      userId: { _id: buyer.id, fullName: 'Karan Mehta', email: 'karan@example.test', mobile: buyer.mobile },
      name: `Lead ${ADMIN_TABLE_PAGE_SIZE + 4}`,
      email: `lead${ADMIN_TABLE_PAGE_SIZE + 4}@example.test`,
      phone: '+919822000001',
      requirements: {
        location: 'Gurugaon',
        propertyType: ['Flat / Apartment', 'Plot / Land'],
        budget: { min: 50, max: 150 },
        bhk: '3',
        additionalNotes: `Near metro ${ADMIN_TABLE_PAGE_SIZE + 4}`,
      },
      leadStatus: 'New',
    });
    expect((await list(2)).buyers).toHaveLength(5);
  });

  it('sets the lead status (New, Contacted, Closed) and refuses other values', async () => {
    const id = ids[0] as string;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/buyer/${id}/status`,
      headers: bearer(subadmin),
      payload: { status: 'Contacted' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, leadStatus: 'Contacted' });
    const [row] = await ctx.app.db.select().from(buyerRequirements).where(eq(buyerRequirements.id, id));
    expect(row?.leadStatus).toBe('Contacted');
    const bad = await ctx.app.inject({ method: 'PUT', url: `/api/buyer/${id}/status`, headers: bearer(admin), payload: { status: 'Won' } });
    expect(bad.statusCode).toBe(400);
  });

  it('soft-deletes a buyer record: gone from the list, kept in the database', async () => {
    const id = ids[1] as string;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/buyer/${id}`,
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await list(1)).total).toBe(ADMIN_TABLE_PAGE_SIZE + 4);
    const [row] = await ctx.app.db.select().from(buyerRequirements).where(eq(buyerRequirements.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/buyer/${id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
    const status = await ctx.app.inject({
      method: 'PUT',
      url: `/api/buyer/${id}/status`,
      headers: bearer(admin),
      payload: { status: 'Closed' },
    });
    expect(status.statusCode).toBe(404);
  });
});
