import { isStaff } from '@ncr/shared/enums';
import {
  authResponseSchema,
  meResponseSchema,
  mobileChangeRequestSchema,
  mobileChangeVerifySchema,
  OTP_TTL_SECONDS,
  otpSentSchema,
  profileUpdateSchema,
  updatePasswordSchema,
} from '@ncr/shared/schemas/auth';
import { errorResponseSchema, okResponseSchema } from '@ncr/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, unauthorized } from '~/lib/http-error';
import { hashPassword, verifyPassword } from '~/lib/passwords';
import { clearSessionCookie, setSessionCookie } from '~/lib/session-cookie';
import { MEMBERS, STAFF, userOf } from '~/plugins/auth';
import { authRepository, isUniqueViolation } from './auth.repository';
import { issueSession, toSessionUser } from './auth.service';
import { LIMITS, perIp, perUser } from './limits';
import type { OtpService } from './otp.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };
const bearer = [{ bearer: [] }];
const MOBILE_TAKEN = 'This mobile number is already used by another account.';
const EMAIL_TAKEN = 'This e-mail address is already used by another account.';

// The signed-in user's own account: profile, mobile number, password, deletion.
export const accountRoutes: FastifyPluginAsyncZod<{ otp: OtpService }> = async (app, { otp }) => {
  app.put(
    '/api/auth/profile',
    {
      preHandler: app.requireRole(),
      schema: {
        tags: ['auth'],
        summary: 'Update the full name and e-mail of the signed-in user',
        security: bearer,
        body: profileUpdateSchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = userOf(request);
      const { fullName, email } = request.body;
      const patch: { fullName?: string; email?: string | null } = {};
      if (fullName !== undefined) patch.fullName = fullName;
      if (email !== undefined && email !== (caller.email ?? '')) {
        // A staff e-mail is the login name; it stays as the admin created it.
        if (isStaff(caller.role)) throw badRequest('Staff e-mail addresses cannot be changed here.');
        patch.email = email === '' ? null : email;
      }
      if (Object.keys(patch).length === 0) {
        const row = await authRepository.findLiveById(app.db, caller.id);
        if (!row) throw unauthorized();
        return { user: toSessionUser(row) };
      }
      try {
        const row = await authRepository.updateUser(app.db, caller.id, patch);
        if (!row) throw unauthorized();
        return { user: toSessionUser(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/mobile/request',
    {
      preHandler: [app.requireRole(), perIp(app, LIMITS.otpRequestPerIp, 'Too many codes were requested from your network.')],
      schema: {
        tags: ['auth'],
        summary: 'Send a code to a new mobile number of the signed-in user',
        security: bearer,
        body: mobileChangeRequestSchema,
        response: { 200: otpSentSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const caller = userOf(request);
      const { mobile } = request.body;
      if (mobile === caller.mobile) throw badRequest('This is already your mobile number.');
      if (await authRepository.findLiveByMobile(app.db, mobile)) throw conflict(MOBILE_TAKEN);
      await otp.send({ channel: 'phone', destination: mobile, purpose: 'mobile-change', userId: caller.id });
      return { sent: true as const, expiresInSeconds: OTP_TTL_SECONDS };
    },
  );

  app.post(
    '/api/auth/mobile/verify',
    {
      preHandler: [app.requireRole(), perIp(app, LIMITS.otpVerifyPerIp, 'Too many code checks from your network.')],
      schema: {
        tags: ['auth'],
        summary: 'Save the new mobile number after its code is verified',
        security: bearer,
        body: mobileChangeVerifySchema,
        response: { 200: meResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const caller = userOf(request);
      const { mobile, code } = request.body;
      await otp.verify(mobile, 'mobile-change', code, caller.id, async () => {
        if (await authRepository.findLiveByMobile(app.db, mobile)) throw conflict(MOBILE_TAKEN);
      });
      try {
        const row = await authRepository.updateUser(app.db, caller.id, { mobile });
        if (!row) throw unauthorized();
        return { user: toSessionUser(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MOBILE_TAKEN);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/update-password',
    {
      preHandler: [app.requireRole(...STAFF), perUser(app, LIMITS.passwordChangePerUser, 'Too many password changes.')],
      schema: {
        tags: ['auth'],
        summary: 'Change the password of the signed-in staff user (old password required)',
        description: 'Revokes every earlier token of the account and answers a fresh one, so the caller stays signed in.',
        security: bearer,
        body: updatePasswordSchema,
        response: { 200: authResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = userOf(request);
      const { email, oldPassword, newPassword } = request.body;
      if (email !== undefined && email !== caller.email) throw badRequest('The e-mail does not match the signed-in account.');
      const row = await authRepository.findLiveById(app.db, caller.id);
      if (!row) throw unauthorized();
      // 400, not 401: a wrong old password must not end the caller's session in the browser.
      if (!(await verifyPassword(oldPassword, row.passwordHash, app.env.passwordHashCost)))
        throw badRequest('The old password is incorrect.');
      if (oldPassword === newPassword) throw badRequest('Choose a new password that differs from the old one.');
      const updated = await authRepository.setPassword(app.db, caller.id, await hashPassword(newPassword, app.env.passwordHashCost));
      if (!updated) throw unauthorized();
      const session = await issueSession(app, updated);
      // The old token is revoked with the rest: the browser's cookie moves to the new one.
      setSessionCookie(reply, app.env, session.token);
      return session;
    },
  );

  app.delete(
    '/api/auth/delete-account',
    {
      preHandler: app.requireRole(...MEMBERS),
      schema: {
        tags: ['auth'],
        summary: 'Delete the signed-in buyer or seller account (soft delete)',
        security: bearer,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await authRepository.softDeleteUser(app.db, userOf(request).id))) throw unauthorized();
      clearSessionCookie(reply, app.env);
      return { success: true as const };
    },
  );
};
