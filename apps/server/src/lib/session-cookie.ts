import type { FastifyReply } from 'fastify';
import type { Env } from '~/config/env';

/**
 * The browser's session (docs/decisions/0052-sessions-in-a-cookie.md): the signed token in an
 * HttpOnly cookie, so no script can read it, sent with every same-site request, page loads
 * included, so the server renders pages as the person who asks for them. API clients and tests
 * keep sending the same token as a bearer header.
 */
export const SESSION_COOKIE = 'ncr_session';

const options = (env: Env) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  // Over https (PUBLIC_URL), the cookie never travels in clear; local http keeps working.
  secure: env.publicUrl.startsWith('https://'),
});

/** Starts the browser's session with this token. */
export function setSessionCookie(reply: FastifyReply, env: Env, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...options(env), maxAge: Math.floor(env.TOKEN_TTL_HOURS * 3600) });
}

/** Ends it (logout, deleted account, a token the server no longer accepts). */
export function clearSessionCookie(reply: FastifyReply, env: Env): void {
  reply.clearCookie(SESSION_COOKIE, options(env));
}
