import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerRequirements, properties, users } from '~/db/schema';
import { createListing } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext } from '../../../test/helpers';
import { freshIp, freshMobile, lastCode, requestCode, signUp, verifyCode } from './auth.test-support';

describe("the signed-in user's own account", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const put = (user: { token: string }, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(user), payload });

  it('saves the full name and e-mail of a member', async () => {
    const seller = await signUp(ctx, 'seller');
    const res = await put(seller, { fullName: 'Ravi Kumar', email: 'Ravi@Example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ fullName: 'Ravi Kumar', email: 'ravi@example.test', role: 'seller' });
    const cleared = await put(seller, { email: '' });
    expect(cleared.json().user.email).toBeNull();
    const short = await put(seller, { fullName: 'R' });
    expect(short.statusCode).toBe(400);
  });

  it("refuses another account's e-mail and a staff e-mail change", async () => {
    const a = await signUp(ctx, 'buyer');
    const b = await signUp(ctx, 'buyer');
    expect((await put(a, { email: 'taken@example.test' })).statusCode).toBe(200);
    const taken = await put(b, { email: 'taken@example.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('This e-mail address is already used by another account.');
    const staff = await createUser(ctx, 'subadmin');
    expect((await put(staff, { fullName: 'New Staff Name' })).json().user.fullName).toBe('New Staff Name');
    expect((await put(staff, { email: 'other@example.test' })).statusCode).toBe(400);
    expect((await put(staff, { email: staff.email ?? '' })).statusCode).toBe(200);
  });

  it('changes the mobile number only after a code sent to the new number', async () => {
    const buyer = await signUp(ctx, 'buyer');
    const next = freshMobile();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/mobile/request',
      headers: bearer(buyer),
      payload: { mobile: next.slice(3) },
    });
    expect(sent.statusCode).toBe(200);
    const code = lastCode(ctx, next);
    // The code only works for the account that asked for it, and not for sign-in.
    const intruder = await signUp(ctx, 'buyer');
    const stolen = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/mobile/verify',
      headers: bearer(intruder),
      payload: { mobile: next, code },
    });
    expect(stolen.statusCode).toBe(400);
    expect((await verifyCode(ctx, { destination: next, code, role: 'buyer', fullName: 'Sneaky' })).statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/mobile/verify',
      headers: bearer(buyer),
      payload: { mobile: next, code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: buyer.user.id, mobile: next });
    // The new number now signs in to the same account.
    await requestCode(ctx, { channel: 'phone', destination: next, role: 'buyer' });
    const signin = await verifyCode(ctx, { destination: next, code: lastCode(ctx, next), role: 'buyer' });
    expect(signin.json().user.id).toBe(buyer.user.id);
  });

  it('refuses a number another live account uses', async () => {
    const a = await signUp(ctx, 'seller');
    const b = await signUp(ctx, 'seller');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/mobile/request',
      headers: bearer(b),
      payload: { mobile: a.user.mobile },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This mobile number is already used by another account.');
  });

  it('deletes a member account softly: tokens die, the number is free, listings and requirements go', async () => {
    const seller = await signUp(ctx, 'seller');
    const listingId = await createListing(ctx, seller.user.id);
    await ctx.app.db.insert(buyerRequirements).values({ userId: seller.user.id, name: 'x', location: 'Noida', requirements: {} });
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/delete-account', headers: bearer(seller) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(seller) })).statusCode).toBe(401);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, seller.user.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const [listing] = await ctx.app.db.select().from(properties).where(eq(properties.id, listingId));
    expect(listing?.deletedAt).toBeInstanceOf(Date);
    const [req] = await ctx.app.db.select().from(buyerRequirements).where(eq(buyerRequirements.userId, seller.user.id));
    expect(req?.deletedAt).toBeInstanceOf(Date);
    // Signing in with the same number again creates a new account.
    const again = await signUp(ctx, 'buyer', seller.user.mobile ?? '', 'Fresh Start');
    expect(again.user.id).not.toBe(seller.user.id);
    expect(again.user.role).toBe('buyer');
  });

  it('staff accounts are not deleted through this call', async () => {
    const admin = await createUser(ctx, 'admin');
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/auth/delete-account', headers: bearer(admin) })).statusCode).toBe(403);
  });
});
