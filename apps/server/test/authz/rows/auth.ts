import type { Role } from '@ncr/shared/enums';
import { freshMobile, lastCode } from '~/modules/auth/auth.test-support';
import { createUser } from '../../helpers';
import { type Actor, expectFor, type MatrixFixtures, type MatrixRow } from '../types';

let emails = 0;
const freshEmail = () => `matrix-auth-${++emails}@example.test`;
const STAFF_PASSWORD = 'correct horse battery'; // createUser's default for staff

/**
 * For routes that would spend the shared fixture's token (logout, password change, deletion):
 * a fresh account of the actor's role, whose token replaces the fixture's for this one call.
 */
async function freshActor(f: MatrixFixtures, actor: Actor): Promise<{ headers: Record<string, string> }> {
  if (actor === 'anonymous') return { headers: {} };
  const role: Role = actor === 'otherSeller' ? 'seller' : actor;
  const user = await createUser(f.ctx, role);
  return { headers: { authorization: `Bearer ${user.token}` } };
}

/** A code really sent by the API to `mobile` (sign-in or mobile change). */
async function codeFor(f: MatrixFixtures, url: string, payload: object, token?: string) {
  const res = await f.ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
}

export const authRows: MatrixRow[] = [
  {
    name: 'otp request',
    method: 'POST',
    request: () => ({ url: '/api/auth/otp/request', body: { channel: 'phone', destination: freshMobile(), role: 'buyer' } }),
    expect: expectFor.anyone(200),
  },
  {
    name: 'otp verify (signup with a real code)',
    method: 'POST',
    request: async (f) => {
      const mobile = freshMobile();
      await codeFor(f, '/api/auth/otp/request', { channel: 'phone', destination: mobile, role: 'seller' });
      return {
        url: '/api/auth/otp/verify',
        body: { destination: mobile, code: lastCode(f.ctx, mobile), role: 'seller', fullName: 'Matrix' },
      };
    },
    expect: expectFor.anyone(200),
    answersCaller: true,
  },
  {
    name: 'phone.email sign-in (off without PHONE_EMAIL_CLIENT_ID)',
    method: 'POST',
    request: () => ({ url: '/api/auth/phone-email-signin', body: { user_json_url: 'https://user.phone.email/u/x.json', role: 'buyer' } }),
    expect: expectFor.anyone(404),
  },
  {
    name: 'staff login',
    method: 'POST',
    request: (f) => ({ url: '/api/auth/login-email', body: { email: f.users.admin.email, password: STAFF_PASSWORD } }),
    expect: expectFor.anyone(200),
    answersCaller: true,
  },
  {
    name: 'logout',
    method: 'POST',
    request: async (f, actor) => ({ url: '/api/auth/logout', headers: (await freshActor(f, actor)).headers }),
    expect: expectFor.signedIn(200),
  },
  { name: 'me', method: 'GET', request: () => ({ url: '/api/auth/me' }), expect: expectFor.signedIn(200) },
  {
    name: 'profile update',
    method: 'PUT',
    request: (f, actor) => ({ url: '/api/auth/profile', body: { fullName: actor === 'anonymous' ? 'Nobody' : f.users[actor].fullName } }),
    expect: expectFor.signedIn(200),
  },
  {
    name: 'mobile change request',
    method: 'POST',
    request: () => ({ url: '/api/auth/mobile/request', body: { mobile: freshMobile() } }),
    expect: expectFor.signedIn(200),
  },
  {
    name: 'mobile change verify',
    method: 'POST',
    request: async (f, actor) => {
      const mobile = freshMobile();
      if (actor === 'anonymous') return { url: '/api/auth/mobile/verify', body: { mobile, code: '123456' } };
      await codeFor(f, '/api/auth/mobile/request', { mobile }, f.users[actor].token);
      return { url: '/api/auth/mobile/verify', body: { mobile, code: lastCode(f.ctx, mobile) } };
    },
    expect: expectFor.signedIn(200),
  },
  {
    name: 'update password (staff with a password)',
    method: 'POST',
    request: async (f, actor) => ({
      url: '/api/auth/update-password',
      headers: (await freshActor(f, actor)).headers,
      body: { oldPassword: STAFF_PASSWORD, newPassword: 'a-new-password' },
    }),
    expect: expectFor.staff(200),
  },
  {
    name: 'delete own account (members)',
    method: 'DELETE',
    request: async (f, actor) => ({ url: '/api/auth/delete-account', headers: (await freshActor(f, actor)).headers }),
    expect: expectFor.members(200),
  },
  { name: 'list subadmins', method: 'GET', request: () => ({ url: '/api/admin/subadmins' }), expect: expectFor.adminOnly(200) },
  {
    name: 'create subadmin',
    method: 'POST',
    request: () => ({ url: '/api/admin/subadmin', body: { fullName: 'Matrix Sub', email: freshEmail(), password: 'sub-password' } }),
    expect: expectFor.adminOnly(201),
  },
  {
    name: 'delete subadmin',
    method: 'DELETE',
    request: async (f) => ({ url: `/api/admin/subadmin/${(await createUser(f.ctx, 'subadmin')).id}` }),
    expect: expectFor.adminOnly(200),
  },
  {
    name: 'delete subadmin: the target is an admin, not a subadmin',
    method: 'DELETE',
    request: async (f) => ({ url: `/api/admin/subadmin/${(await createUser(f.ctx, 'admin')).id}` }),
    expect: expectFor.adminOnly(404),
  },
  {
    name: 'subadmin password',
    method: 'PUT',
    request: async (f) => ({
      url: `/api/admin/subadmin/${(await createUser(f.ctx, 'subadmin')).id}/password`,
      body: { newPassword: 'changed-password' },
    }),
    expect: expectFor.adminOnly(200),
  },
];
