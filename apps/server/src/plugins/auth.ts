import type { Role } from '@ncr/shared/enums';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedRead } from '~/db/prepared-read';
import { revokedTokens, users } from '~/db/schema';
import { forbidden, unauthorized } from '~/lib/http-error';
import { clearSessionCookie, SESSION_COOKIE } from '~/lib/session-cookie';
import type { AuthUser } from '~/types/fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'This request came from another site and was refused. Reload the page and try again.';

/** The bearer token of a request (API clients), if it sends one. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

/** The token of a request: the bearer header (API clients), else the browser's session cookie. */
function tokenOf(request: FastifyRequest): string | null {
  return bearerOf(request) ?? request.cookies[SESSION_COOKIE] ?? null;
}

const urlOf = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

// Every protected route checks the token on the server: signature (HS256 only), expiry, the
// user still existing, the token version (password/role change and deletion bump it) and the
// logout list. Any failure is a plain 401. The token comes as a bearer header or in the session
// cookie; a state-changing request that carries the cookie must come from this site's own pages.
export const auth = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', undefined);
  const site = new URL(app.env.publicUrl);

  // This site: PUBLIC_URL's scheme and host, or the request's own Host under that same scheme. An
  // opaque origin ("null": sandboxed frames, some redirects) is never this site.
  const isThisSite = (request: FastifyRequest, value: string): boolean => {
    const from = urlOf(value);
    if (!from || from.protocol !== site.protocol) return false;
    return from.host === site.host || from.host === request.headers.host;
  };

  // Cross-site request forgery (docs/decisions/0052, 0098): SameSite=Lax keeps the cookie off other
  // sites' form posts in today's browsers; this refuses one all the same unless its Origin (or,
  // without one, its Referer) is this site. Only a request signed in by a valid bearer token is
  // exempt: another site's page cannot send one. Any other Authorization header leaves the cookie
  // in charge, so it is checked as any cookie request is.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.cookies[SESSION_COOKIE]) return;
    const bearer = bearerOf(request);
    if (bearer && (await app.tokens.verify(bearer))) return;
    const { origin, referer } = request.headers;
    const sameSite = origin !== undefined ? isThisSite(request, origin) : referer !== undefined && isThisSite(request, referer);
    if (!sameSite) throw forbidden(CROSS_SITE_REFUSED);
  });

  // A cookie whose token no longer works (logged out elsewhere, expired, account gone) is removed.
  app.addHook('onSend', async (request, reply) => {
    if (request.user === null && !bearerOf(request) && request.cookies[SESSION_COOKIE]) clearSessionCookie(reply, app.env);
  });

  // Every signed-in request asks this: prepared once, so the database parses and plans it once
  // per connection, not on every page a member opens (db/prepared-read.ts).
  const signedInColumns = {
    id: users.id,
    role: users.role,
    fullName: users.fullName,
    mobile: users.mobile,
    email: users.email,
    tokenVersion: users.tokenVersion,
    revoked: revokedTokens.jti,
  };
  const signedInUser = preparedRead(
    app.db,
    app.dbKind,
    'signed_in_user',
    signedInColumns,
    app.db
      .select(signedInColumns)
      .from(users)
      .leftJoin(revokedTokens, eq(revokedTokens.jti, sql.placeholder('jti')))
      .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
      .limit(1),
  );

  async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const claims = await app.tokens.verify(token);
    if (!claims) return null;
    const [row] = await signedInUser({ id: claims.sub, jti: claims.jti });
    if (!row || row.revoked || row.tokenVersion !== claims.ver || row.role !== claims.role) return null;
    return {
      id: row.id,
      role: row.role,
      fullName: row.fullName,
      mobile: row.mobile,
      email: row.email,
      jti: claims.jti,
      exp: claims.exp,
    };
  }

  app.decorate('currentUser', async (request: FastifyRequest) => {
    if (request.user === undefined) request.user = await resolve(request);
    return request.user;
  });

  app.decorate('requireRole', (...roles: Role[]) => {
    const guard = async (request: FastifyRequest) => {
      const user = await app.currentUser(request);
      if (!user) throw unauthorized();
      if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    };
    guardRoles.set(guard, roles);
    return guard;
  });
});

/**
 * The roles each guard made by requireRole lets through (empty: any signed-in user). The API
 * document reads it to mark the routes that need a token (plugins/openapi.ts).
 */
export const guardRoles = new WeakMap<object, readonly Role[]>();

export const STAFF: Role[] = ['admin', 'subadmin'];
export const MEMBERS: Role[] = ['buyer', 'seller'];

/** The signed-in user of a request that passed requireRole. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
