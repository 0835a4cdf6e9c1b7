import { TEXTS } from '@ncr/shared/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { freshIp } from './auth.test-support';
import { LIMITS } from './limits';

describe('staff login, logout and password change', () => {
  let ctx: TestContext;
  let admin: TestUser;
  const login = (email: string, password: string, ip = freshIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email, password }, remoteAddress: ip });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx, 'admin', { email: 'boss@example.test', password: 'admin-password-1' });
  });
  afterAll(() => ctx.close());

  it('signs staff in with e-mail (any case) and password', async () => {
    const res = await login('  Boss@Example.TEST ', 'admin-password-1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: admin.id, role: 'admin', fullName: admin.fullName, email: 'boss@example.test', mobile: null });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body) });
    expect(me.json().user.role).toBe('admin');
  });

  it('answers unknown e-mails and wrong passwords identically', async () => {
    const unknown = await login('nobody@example.test', 'whatever-password');
    const wrong = await login('boss@example.test', 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({ error: TEXTS.invalidCredentials });
  });

  it("refuses members with the spec's message", async () => {
    const buyer = await createUser(ctx, 'buyer', { email: 'member@example.test' });
    const res = await login(buyer.email ?? '', 'anything-at-all');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: TEXTS.staffOnly });
  });

  it('requires both fields', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login-email', payload: { email: 'boss@example.test' } });
    expect(res.statusCode).toBe(400);
  });

  it('brute force: failed logins per account are limited per address, and lock out that address only', async () => {
    const target = await createUser(ctx, 'subadmin', { email: 'target@example.test', password: 'right-password-1' });
    const attacker = freshIp();
    for (let i = 0; i < LIMITS.staffLoginFailuresPerAccount.max; i += 1) {
      expect((await login(target.email ?? '', `guess-${i}`, attacker)).statusCode).toBe(401);
    }
    const locked = await login(target.email ?? '', 'right-password-1', attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('Too many failed sign-in attempts for this account. Try again in 15 minutes.');
    // The staff member, from their own address, still signs in (docs/decisions/0098).
    expect((await login(target.email ?? '', 'right-password-1', freshIp())).statusCode).toBe(200);
    // Another account is not affected, not even from the attacker's address.
    expect((await login('boss@example.test', 'admin-password-1', attacker)).statusCode).toBe(200);
  });

  it('brute force: failures from many addresses do not lock a staff member out of their own', async () => {
    const target = await createUser(ctx, 'subadmin', { email: 'victim@example.test', password: 'right-password-2' });
    const own = freshIp();
    expect((await login(target.email ?? '', 'right-password-2', own)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.staffLoginFailuresPerAccount.max * 2; i += 1) {
      expect((await login(target.email ?? '', `guess-${i}`)).statusCode).toBe(401);
    }
    expect((await login(target.email ?? '', 'right-password-2', own)).statusCode).toBe(200);
    expect(LIMITS.staffLoginFailuresPerAccountEverywhere.max).toBeGreaterThan(LIMITS.staffLoginFailuresPerAccount.max * 10);
  });

  it('brute force: the burst past the per-address limit gets 429', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.staffLoginPerIp[0].max + 1; i += 1) {
      statuses.push((await login(`spray${i}@example.test`, 'password', ip)).statusCode);
    }
    expect(statuses.slice(0, LIMITS.staffLoginPerIp[0].max).every((s) => s === 401)).toBe(true);
    const last = await login('boss@example.test', 'admin-password-1', ip);
    expect(statuses.at(-1)).toBe(429);
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toBe('Too many sign-in attempts from your network. Try again in 5 minutes.');
  });

  it('logout revokes the token on the server', async () => {
    const session = (await login('boss@example.test', 'admin-password-1')).json();
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) });
    expect(me.statusCode).toBe(401);
    // Another session of the same account keeps working.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).statusCode).toBe(200);
  });

  it('changes the password: token and old password required, earlier tokens revoked, caller stays signed in', async () => {
    const sub = await createUser(ctx, 'subadmin', { email: 'changer@example.test', password: 'first-password' });
    const other = (await login('changer@example.test', 'first-password')).json();
    const payload = { email: 'changer@example.test', oldPassword: 'first-password', newPassword: 'second-password' };

    const noToken = await ctx.app.inject({ method: 'POST', url: '/api/auth/update-password', payload });
    expect(noToken.statusCode).toBe(401);
    const wrongOld = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: bearer(sub),
      payload: { ...payload, oldPassword: 'nope-nope' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().error).toBe('The old password is incorrect.');
    const otherEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: bearer(sub),
      payload: { ...payload, email: 'boss@example.test' },
    });
    expect(otherEmail.statusCode).toBe(400);
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: bearer(sub),
      payload: { ...payload, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const ok = await ctx.app.inject({ method: 'POST', url: '/api/auth/update-password', headers: bearer(sub), payload });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json();
    expect(fresh.user.id).toBe(sub.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(sub) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await login('changer@example.test', 'first-password')).statusCode).toBe(401);
    expect((await login('changer@example.test', 'second-password')).statusCode).toBe(200);
  });

  it('members have no password to change', async () => {
    const buyer = await createUser(ctx, 'buyer');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: bearer(buyer),
      payload: { oldPassword: 'x', newPassword: 'new-password' },
    });
    expect(res.statusCode).toBe(403);
  });
});
