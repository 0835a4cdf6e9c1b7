import { OTP_MAX_ATTEMPTS } from '@ncr/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpChallenges, users } from '~/db/schema';
import { bearer, createTestApp, createUser, type TestContext } from '../../../test/helpers';
import { freshIp, freshMobile, lastCode, outbox, requestCode, signUp, verifyCode } from './auth.test-support';
import { LIMITS } from './limits';

describe('one-time code sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('sends a 6-digit code to the normalised number and stores only its hash', async () => {
    const res = await requestCode(ctx, { channel: 'phone', destination: '098110 55501', role: 'buyer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, expiresInSeconds: 600 });
    const entry = outbox(ctx).at(-1);
    expect(entry).toMatchObject({ to: '+919811055501', channel: 'phone' });
    expect(entry?.code).toMatch(/^\d{6}$/);
    expect(entry?.text).toContain(entry?.code);
    const [row] = await ctx.app.db.select().from(otpChallenges).where(eq(otpChallenges.destination, '+919811055501'));
    expect(row?.codeHash).toBeTruthy();
    expect(row?.codeHash).not.toContain(entry?.code);
    const expiresIn = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
  });

  it('rejects a malformed number or e-mail with a readable message', async () => {
    const phone = await requestCode(ctx, { channel: 'phone', destination: '12345', role: 'buyer' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error).toContain('Enter a valid 10-digit mobile number');
    const email = await requestCode(ctx, { channel: 'email', destination: 'not-an-email', role: 'buyer' });
    expect(email.statusCode).toBe(400);
    expect(email.json().error).toContain('Enter a valid e-mail address');
  });

  it('signs an unknown number up with the chosen role and name, and announces it', async () => {
    const registered: unknown[] = [];
    ctx.app.events.on('user.registered', (p) => {
      registered.push(p);
    });
    const mobile = freshMobile();
    await requestCode(ctx, { channel: 'phone', destination: mobile, role: 'seller' });
    const code = lastCode(ctx, mobile);
    const noName = await verifyCode(ctx, { destination: mobile, code, role: 'seller' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe('Enter your full name to create your account.');
    // The missing name did not use the code up.
    const res = await verifyCode(ctx, { destination: mobile, code, role: 'seller', fullName: '  Asha Verma ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ role: 'seller', fullName: 'Asha Verma', mobile, email: null });
    expect(registered).toContainEqual({ userId: body.user.id, role: 'seller', fullName: 'Asha Verma' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(body.user.id);
  });

  it('signs a known number in with its own role, whatever role was chosen', async () => {
    const seller = await signUp(ctx, 'seller');
    const mobile = seller.user.mobile ?? '';
    await requestCode(ctx, { channel: 'phone', destination: mobile.slice(3), role: 'buyer' });
    const res = await verifyCode(ctx, { destination: mobile.slice(3), code: lastCode(ctx, mobile), role: 'buyer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: seller.user.id, role: 'seller', fullName: 'New seller' });
  });

  it('signs up and in by e-mail too, case-insensitively', async () => {
    const sent = await requestCode(ctx, { channel: 'email', destination: 'Priya.Buyer@Example.TEST', role: 'buyer' });
    expect(sent.statusCode).toBe(200);
    expect(outbox(ctx).at(-1)).toMatchObject({ to: 'priya.buyer@example.test', channel: 'email' });
    const res = await verifyCode(ctx, {
      destination: 'priya.buyer@example.test',
      code: lastCode(ctx, 'priya.buyer@example.test'),
      role: 'buyer',
      fullName: 'Priya',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'buyer', email: 'priya.buyer@example.test', mobile: null });
  });

  it('uses a code once only', async () => {
    const mobile = freshMobile();
    await requestCode(ctx, { channel: 'phone', destination: mobile, role: 'buyer' });
    const code = lastCode(ctx, mobile);
    expect((await verifyCode(ctx, { destination: mobile, code, role: 'buyer', fullName: 'Once Only' })).statusCode).toBe(200);
    const again = await verifyCode(ctx, { destination: mobile, code, role: 'buyer' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Invalid or expired code. Please request a new code.');
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    await requestCode(ctx, { channel: 'phone', destination: mobile, role: 'buyer' });
    await ctx.app.db
      .update(otpChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpChallenges.destination, mobile));
    const res = await verifyCode(ctx, { destination: mobile, code: lastCode(ctx, mobile), role: 'buyer', fullName: 'Too Late' });
    expect(res.statusCode).toBe(400);
  });

  it('only the newest code works after a resend', async () => {
    const mobile = freshMobile();
    await requestCode(ctx, { channel: 'phone', destination: mobile, role: 'buyer' });
    const first = lastCode(ctx, mobile);
    await requestCode(ctx, { channel: 'phone', destination: mobile, role: 'buyer' });
    const second = lastCode(ctx, mobile);
    if (first !== second) {
      expect((await verifyCode(ctx, { destination: mobile, code: first, role: 'buyer', fullName: 'Resend' })).statusCode).toBe(400);
    }
    expect((await verifyCode(ctx, { destination: mobile, code: second, role: 'buyer', fullName: 'Resend' })).statusCode).toBe(200);
  });

  it('brute force: after 5 wrong codes the 6th try is refused even with the right code', async () => {
    const mobile = freshMobile();
    await requestCode(ctx, { channel: 'phone', destination: mobile, role: 'buyer' });
    const right = lastCode(ctx, mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const res = await verifyCode(ctx, { destination: mobile, code: wrong, role: 'buyer', fullName: 'Brute' });
      expect(res.statusCode).toBe(400);
      answers.push(res.json().error);
    }
    expect(answers[0]).toBe('Incorrect code. 4 attempts left.');
    expect(answers[4]).toBe('Too many wrong codes. Please request a new code.');
    const sixth = await verifyCode(ctx, { destination: mobile, code: right, role: 'buyer', fullName: 'Brute' });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error).toBe('Invalid or expired code. Please request a new code.');
    const [user] = await ctx.app.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toBeUndefined();
  });

  it('brute force: concurrent wrong guesses cannot exceed the attempt budget', async () => {
    const mobile = freshMobile();
    await requestCode(ctx, { channel: 'phone', destination: mobile, role: 'buyer' });
    const right = lastCode(ctx, mobile);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(
      guesses.map((code) => verifyCode(ctx, { destination: mobile, code, role: 'buyer', fullName: 'Race' })),
    );
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await ctx.app.db.select().from(otpChallenges).where(eq(otpChallenges.destination, mobile));
    expect(row?.attempts).toBe(OTP_MAX_ATTEMPTS);
    expect((await verifyCode(ctx, { destination: mobile, code: right, role: 'buyer', fullName: 'Race' })).statusCode).toBe(400);
  });

  it('limits codes per destination, whatever the client address', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < LIMITS.otpPerDestination.max; i += 1) {
      expect((await requestCode(ctx, { channel: 'phone', destination: mobile, role: 'buyer' }, freshIp())).statusCode).toBe(200);
    }
    const sent = outbox(ctx).length;
    const res = await requestCode(ctx, { channel: 'phone', destination: mobile, role: 'buyer' }, freshIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many codes were requested for this number\. Try again in (10|9) minutes\.$/);
    expect(outbox(ctx).length).toBe(sent);
  });

  it('limits bursts of code requests and checks per client address', async () => {
    const [burst] = LIMITS.otpRequestPerIp;
    const ip = freshIp();
    for (let i = 0; i < burst.max; i += 1) {
      expect((await requestCode(ctx, { channel: 'phone', destination: freshMobile(), role: 'buyer' }, ip)).statusCode).toBe(200);
    }
    const res = await requestCode(ctx, { channel: 'phone', destination: freshMobile(), role: 'buyer' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('Too many codes were requested from your network. Try again in 1 minute.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);

    const verifyIp = freshIp();
    const mobile = freshMobile();
    for (let i = 0; i < LIMITS.otpVerifyPerIp[0].max; i += 1) {
      await verifyCode(ctx, { destination: mobile, code: '123456', role: 'buyer' }, verifyIp);
    }
    const blocked = await verifyCode(ctx, { destination: mobile, code: '123456', role: 'buyer' }, verifyIp);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Too many code checks from your network. Try again in 1 minute.');
  });

  it('caps the sustained rate of code requests per client address', async () => {
    const [burst, sustained] = LIMITS.otpRequestPerIp;
    const ip = freshIp();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let sent = 0;
      // Stay under the burst limit by moving the clock a minute on after each burst.
      while (sent < sustained.max) {
        for (let i = 0; i < burst.max && sent < sustained.max; i += 1, sent += 1) {
          expect((await requestCode(ctx, { channel: 'phone', destination: freshMobile(), role: 'buyer' }, ip)).statusCode).toBe(200);
        }
        vi.setSystemTime(Date.now() + 61_000);
      }
      const res = await requestCode(ctx, { channel: 'phone', destination: freshMobile(), role: 'buyer' }, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toMatch(/^Too many codes were requested from your network\. Try again in \d+ minutes\.$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses signup when registration is off, but known members still sign in', async () => {
    const member = await signUp(ctx, 'buyer');
    await ctx.app.settingsStore.update({ enableUserRegistration: false });
    try {
      const mobile = freshMobile();
      await requestCode(ctx, { channel: 'phone', destination: mobile, role: 'buyer' });
      const refused = await verifyCode(ctx, { destination: mobile, code: lastCode(ctx, mobile), role: 'buyer', fullName: 'Late Comer' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('New account registration is closed at the moment. Please try again later.');
      const known = member.user.mobile ?? '';
      await requestCode(ctx, { channel: 'phone', destination: known, role: 'buyer' });
      expect((await verifyCode(ctx, { destination: known, code: lastCode(ctx, known), role: 'buyer' })).statusCode).toBe(200);
    } finally {
      await ctx.app.settingsStore.update({ enableUserRegistration: true });
    }
  });

  it('never gives staff a code: their address gets a pointer to the admin login instead', async () => {
    const staff = await createUser(ctx, 'subadmin', { email: 'staff.member@example.test' });
    const res = await requestCode(ctx, { channel: 'email', destination: staff.email, role: 'buyer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, expiresInSeconds: 600 });
    const note = outbox(ctx).at(-1);
    expect(note?.to).toBe('staff.member@example.test');
    expect(note?.code).toBeUndefined();
    expect(note?.text).toContain('/admin-login');
    const verify = await verifyCode(ctx, { destination: staff.email, code: '123456', role: 'buyer' });
    expect(verify.statusCode).toBe(400);
  });
});
