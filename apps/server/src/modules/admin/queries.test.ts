import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQueries } from '~/db/schema';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

describe('admin messages and queries', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let subadmin: TestUser;
  const ids: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
    subadmin = await createUser(ctx, 'subadmin');
    const base = Date.now() - 1000 * 60_000;
    for (let i = 0; i < 23; i++) {
      const [row] = await ctx.app.db
        .insert(contactQueries)
        .values({
          name: `Sender ${i}`,
          email: `s${i}@example.test`,
          phone: '+91 98100 22334',
          message: `Hello ${i}`,
          createdAt: new Date(base + i * 60_000),
        })
        .returning({ id: contactQueries.id });
      ids.push(row?.id as string);
    }
  });
  afterAll(() => ctx.close());

  it('lists queries newest first, paginated, with e-mail, date and status', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/contact/all?page=1', headers: bearer(subadmin) });
    expect(res.statusCode).toBe(200);
    const first: { queries: ContactQuery[]; total: number; totalPages: number } = res.json();
    expect(first.total).toBe(23);
    expect(first.totalPages).toBe(2);
    expect(first.queries[0]).toMatchObject({
      _id: ids[22],
      name: 'Sender 22',
      email: 's22@example.test',
      message: 'Hello 22',
      status: 'Unread',
    });
    expect(new Date(first.queries[0]?.date ?? '').getTime()).toBeGreaterThan(new Date(first.queries[1]?.date ?? '').getTime());
    const second = (await ctx.app.inject({ method: 'GET', url: '/api/contact/all?page=2', headers: bearer(admin) })).json();
    expect(second.queries.map((q: ContactQuery) => q.name)).toEqual(['Sender 2', 'Sender 1', 'Sender 0']);
  });

  it('changes the status (Read when opened, then Replied or Closed)', async () => {
    const id = ids[5] as string;
    for (const status of ['Read', 'Replied', 'Closed', 'Unread'] as const) {
      const res = await ctx.app.inject({ method: 'PUT', url: `/api/contact/${id}/status`, headers: bearer(subadmin), payload: { status } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: id, status });
      const [row] = await ctx.app.db.select().from(contactQueries).where(eq(contactQueries.id, id));
      expect(row?.status).toBe(status);
    }
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/contact/${id}/status`,
      headers: bearer(admin),
      payload: { status: 'Spam' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/contact/00000000-0000-4000-8000-000000000000/status',
      headers: bearer(admin),
      payload: { status: 'Read' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
