import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '~/db/schema';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

// Every way a token can be bad must end in a plain 401 on a protected route.
describe('session tokens', () => {
  let ctx: TestContext;
  let buyer: TestUser;
  const me = (authorization: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const sign = (claims: Record<string, unknown>, secret: string, exp: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(buyer.id)
      .setJti(randomUUID())
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  beforeAll(async () => {
    ctx = await createTestApp();
    buyer = await createUser(ctx, 'buyer');
  });
  afterAll(() => ctx.close());

  it('accepts a good token', async () => {
    expect((await me(`Bearer ${buyer.token}`)).statusCode).toBe(200);
  });

  it('refuses a tampered token (payload changed, signature kept)', async () => {
    const [header, payload, signature] = buyer.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
    const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await me(`Bearer ${flipped}`)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const secret = ctx.app.env.TOKEN_SECRET ?? '';
    const expired = await sign({ role: 'buyer', ver: 0 }, secret, Math.floor(Date.now() / 1000) - 5);
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
    // The same claims with a future expiry pass, so the expiry is what failed.
    const fresh = await sign({ role: 'buyer', ver: 0 }, secret, Math.floor(Date.now() / 1000) + 60);
    expect((await me(`Bearer ${fresh}`)).statusCode).toBe(200);
  });

  it("refuses an unsigned token ('alg: none')", async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: buyer.id, role: 'buyer', ver: 0, jti: randomUUID(), exp })}.`;
    expect((await me(`Bearer ${unsigned}`)).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const other = await sign({ role: 'buyer', ver: 0 }, 'a-completely-different-secret-of-32-chars!', Math.floor(Date.now() / 1000) + 600);
    expect((await me(`Bearer ${other}`)).statusCode).toBe(401);
  });

  it('refuses a token after logout', async () => {
    const user = await createUser(ctx, 'seller');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${user.token}` } });
    expect(out.statusCode).toBe(200);
    expect((await me(`Bearer ${user.token}`)).statusCode).toBe(401);
  });

  it('refuses a token of an older version (after a password change)', async () => {
    const staff = await createUser(ctx, 'subadmin', { password: 'old-password-1' });
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { oldPassword: 'old-password-1', newPassword: 'new-password-1' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(`Bearer ${staff.token}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${change.json().token}`)).statusCode).toBe(200);
  });

  it('refuses a token whose role no longer matches the account', async () => {
    const user = await createUser(ctx, 'seller');
    await ctx.app.db.update(users).set({ role: 'buyer' }).where(eq(users.id, user.id));
    expect((await me(`Bearer ${user.token}`)).statusCode).toBe(401);
  });

  it('refuses garbage and a missing scheme', async () => {
    expect((await me('Bearer not.a.token')).statusCode).toBe(401);
    expect((await me('Bearer ')).statusCode).toBe(401);
    expect((await me(buyer.token)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});
