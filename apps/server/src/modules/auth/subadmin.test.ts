import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '~/db/schema';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

describe('subadmin management', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: { token: string } = admin) =>
    ctx.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email, password } });

  it('creates a subadmin who can then sign in, and lists it', async () => {
    const res = await call('POST', '/api/admin/subadmin', {
      fullName: 'Neha Staff',
      email: 'Neha@Example.test',
      password: 'neha-password',
    });
    expect(res.statusCode).toBe(201);
    const { subadmin } = res.json();
    expect(subadmin).toMatchObject({ fullName: 'Neha Staff', email: 'neha@example.test' });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, subadmin._id));
    expect(row?.role).toBe('subadmin');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    const signin = await login('neha@example.test', 'neha-password');
    expect(signin.statusCode).toBe(200);
    expect(signin.json().user.role).toBe('subadmin');
    const list = await call('GET', '/api/admin/subadmins');
    expect(list.json()).toContainEqual(expect.objectContaining({ _id: subadmin._id, fullName: 'Neha Staff', email: 'neha@example.test' }));
  });

  it('refuses a taken e-mail and incomplete input', async () => {
    await createUser(ctx, 'buyer', { email: 'used@example.test' });
    const taken = await call('POST', '/api/admin/subadmin', { fullName: 'Dup', email: 'used@example.test', password: 'long-enough' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('An account with this e-mail already exists.');
    expect((await call('POST', '/api/admin/subadmin', { email: 'x@example.test', password: 'long-enough' })).statusCode).toBe(400);
  });

  it("changing a subadmin's password revokes its tokens", async () => {
    const sub = await createUser(ctx, 'subadmin', { password: 'old-password' });
    const res = await call('PUT', `/api/admin/subadmin/${sub.id}/password`, { newPassword: 'brand-new-password' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, sub)).statusCode).toBe(401);
    expect((await login(sub.email ?? '', 'old-password')).statusCode).toBe(401);
    expect((await login(sub.email ?? '', 'brand-new-password')).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/subadmin/${sub.id}/password`, { newPassword: '' })).statusCode).toBe(400);
  });

  it('deleting a subadmin revokes its tokens and its login, and frees the e-mail', async () => {
    const sub = await createUser(ctx, 'subadmin', { password: 'sub-password' });
    const res = await call('DELETE', `/api/admin/subadmin/${sub.id}`);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, sub)).statusCode).toBe(401);
    expect((await login(sub.email ?? '', 'sub-password')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/subadmins')).json().map((s: { _id: string }) => s._id)).not.toContain(sub.id);
    const again = await call('POST', '/api/admin/subadmin', { fullName: 'Reborn', email: sub.email, password: 'another-password' });
    expect(again.statusCode).toBe(201);
  });

  it('these routes never touch other roles', async () => {
    const otherAdmin = await createUser(ctx, 'admin');
    const buyer = await createUser(ctx, 'buyer');
    expect((await call('DELETE', `/api/admin/subadmin/${otherAdmin.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/subadmin/${buyer.id}/password`, { newPassword: 'sneaky-password' })).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/me', undefined, otherAdmin)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/admin/subadmin/not-a-uuid')).statusCode).toBe(400);
  });
});
