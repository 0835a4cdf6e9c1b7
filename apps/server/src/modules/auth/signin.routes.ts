import { normalizeIP } from '@fastify/rate-limit';
import { isStaff } from '@ncr/shared/enums';
import {
  type AuthResponse,
  authResponseSchema,
  emailLoginSchema,
  meResponseSchema,
  OTP_TTL_SECONDS,
  otpRequestSchema,
  otpSentSchema,
  otpVerifySchema,
  phoneEmailSigninSchema,
} from '@ncr/shared/schemas/auth';
import { errorResponseSchema, okResponseSchema } from '@ncr/shared/schemas/common';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, forbidden, HttpError, notFound, tooMany, unauthorized } from '~/lib/http-error';
import { verifyPassword } from '~/lib/passwords';
import { clearSessionCookie, setSessionCookie } from '~/lib/session-cookie';
import { userOf } from '~/plugins/auth';
import { authRepository } from './auth.repository';
import { checkSignIn, findMember, issueSession, signInMember, toSessionUser } from './auth.service';
import { LIMITS, perIp, retryIn } from './limits';
import type { OtpService } from './otp.service';
import { fetchProviderUser, ProviderError, parseProviderUrl, providerUrlHash } from './phone-email';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema };

// Sign-in for members (one-time code, phone.email) and staff (e-mail and password), sign-out
// and the current user.
export const signinRoutes: FastifyPluginAsyncZod<{ otp: OtpService }> = async (app, { otp }) => {
  /** Sign-in answers the token (API clients) and starts the browser's session cookie with it. */
  const startSession = (reply: FastifyReply, session: AuthResponse): AuthResponse => {
    setSessionCookie(reply, app.env, session.token);
    return session;
  };

  app.post(
    '/api/auth/otp/request',
    {
      preHandler: perIp(app, LIMITS.otpRequestPerIp, 'Too many codes were requested from your network.'),
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time sign-in code by SMS or e-mail',
        body: otpRequestSchema,
        response: { 200: otpSentSchema, ...errors },
      },
    },
    async (request) => {
      const { channel, destination } = request.body;
      const existing = await findMember(app, channel === 'email' ? { email: destination } : { mobile: destination });
      // Staff get no usable code; the answer is the same, so it does not reveal staff addresses.
      await otp.send({ channel, destination, purpose: 'signin', withCode: !(existing && isStaff(existing.role)) });
      return { sent: true as const, expiresInSeconds: OTP_TTL_SECONDS };
    },
  );

  app.post(
    '/api/auth/otp/verify',
    {
      preHandler: perIp(app, LIMITS.otpVerifyPerIp, 'Too many code checks from your network.'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in (or sign up) with a one-time code',
        body: otpVerifySchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { destination, code, role, fullName } = request.body;
      const identity = destination.includes('@') ? { email: destination } : { mobile: destination };
      const existing = await findMember(app, identity);
      const name = await otp.verify(destination, 'signin', code, undefined, () => checkSignIn(app, existing, fullName));
      return startSession(reply, await signInMember(app, identity, existing, role, name));
    },
  );

  app.post(
    '/api/auth/phone-email-signin',
    {
      preHandler: perIp(app, LIMITS.providerPerIp, 'Too many sign-in attempts from your network.'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the phone.email button (when PHONE_EMAIL_CLIENT_ID is set)',
        body: phoneEmailSigninSchema,
        response: { 200: authResponseSchema, ...errors, 404: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!app.env.PHONE_EMAIL_CLIENT_ID) throw notFound('phone.email sign-in is not enabled');
      const url = parseProviderUrl(request.body.user_json_url);
      if (!url) throw badRequest('Invalid sign-in link');
      // Claimed before the fetch, so two requests racing with one link cannot both sign in.
      if (!(await authRepository.claimProviderUrl(app.db, providerUrlHash(url)))) throw conflict('This sign-in link was already used.');
      let provided: Awaited<ReturnType<typeof fetchProviderUser>>;
      try {
        provided = await fetchProviderUser(url);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        request.log.warn({ err: error }, 'phone.email user document unusable');
        throw new HttpError(502, TEXTS.phoneEmailFailed);
      }
      const identity = { mobile: provided.mobile, email: provided.email };
      const existing = await findMember(app, identity);
      const name = await checkSignIn(app, existing, request.body.fullName ?? (provided.fullName || undefined));
      return startSession(reply, await signInMember(app, identity, existing, request.body.role, name));
    },
  );

  // Failed logins (successes do not count), next to the per-IP limit on the route: per account
  // and address, per address, and a far higher ceiling per account (docs/decisions/0098). Another
  // address's failures never lock a staff member out before that ceiling.
  const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email;
  const failureLimits = [
    {
      message: 'Too many failed sign-in attempts for this account.',
      limiter: app.createRateLimit({
        ...LIMITS.staffLoginFailuresPerAccount,
        keyGenerator: (request) => `staffLoginFailuresPerAccount:${emailOf(request)}:${normalizeIP(request.ip)}`,
      }),
    },
    {
      message: 'Too many failed sign-in attempts from your network.',
      limiter: app.createRateLimit({
        ...LIMITS.staffLoginFailuresPerIp,
        keyGenerator: (request) => `staffLoginFailuresPerIp:${normalizeIP(request.ip)}`,
      }),
    },
    {
      message: 'Too many failed sign-in attempts for this account.',
      limiter: app.createRateLimit({
        ...LIMITS.staffLoginFailuresPerAccountEverywhere,
        keyGenerator: (request) => `staffLoginFailuresPerAccountEverywhere:${emailOf(request)}`,
      }),
    },
  ];
  app.post(
    '/api/auth/login-email',
    {
      preHandler: perIp(app, LIMITS.staffLoginPerIp, 'Too many sign-in attempts from your network.'),
      schema: {
        tags: ['auth'],
        summary: 'Staff sign-in with e-mail and password',
        body: emailLoginSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      for (const { message, limiter } of failureLimits) {
        const failures = await limiter(request, { increment: false });
        if (!failures.isAllowed && failures.remaining <= 0) throw tooMany(`${message} ${retryIn(failures.ttl)}`);
      }
      const user = await authRepository.findLiveByEmail(app.db, email);
      // The hash check always runs (a dummy one without an account), so timing does not tell
      // unknown e-mails apart from wrong passwords; both get the same answer.
      const ok = await verifyPassword(password, user?.passwordHash ?? null, app.env.passwordHashCost);
      if (user && !isStaff(user.role)) throw forbidden(TEXTS.staffOnly);
      if (!user || !ok) {
        for (const { limiter } of failureLimits) await limiter(request);
        throw unauthorized(TEXTS.invalidCredentials);
      }
      return startSession(reply, await issueSession(app, user));
    },
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: app.requireRole(),
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current token (bearer or session cookie) and end the session cookie',
        security: [{ bearer: [] }],
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await authRepository.revokeToken(app.db, user.jti, new Date(user.exp * 1000));
      clearSessionCookie(reply, app.env);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    {
      preHandler: app.requireRole(),
      schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: meResponseSchema } },
    },
    async (request) => {
      const row = await authRepository.findLiveById(app.db, userOf(request).id);
      if (!row) throw unauthorized();
      return { user: toSessionUser(row) };
    },
  );
};
