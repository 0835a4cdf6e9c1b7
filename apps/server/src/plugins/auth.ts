import type { Role } from '@ncr/shared/enums';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { revokedTokens, users } from '~/db/schema';
import { forbidden, unauthorized } from '~/lib/http-error';
import { clearSessionCookie, SESSION_COOKIE } from '~/lib/session-cookie';
import type { AuthUser } from '~/types/fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'This request came from another site and was refused. Reload the page and try again.';

/** The token of a request: the bearer header (API clients), else the browser's session cookie. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies[SESSION_COOKIE] ?? null;
}

const hostOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).host;
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
  const siteHost = new URL(app.env.publicUrl).host;

  // Cross-site request forgery (docs/decisions/0052): SameSite=Lax keeps the cookie off other
  // sites' form posts in today's browsers; this refuses one all the same unless its Origin (or,
  // without one, its Referer) is this site. A bearer header cannot be sent by another site's page.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.headers.authorization || !request.cookies[SESSION_COOKIE]) return;
    const from = hostOf(request.headers.origin) ?? hostOf(request.headers.referer);
    if (from === null || (from !== siteHost && from !== request.headers.host)) throw forbidden(CROSS_SITE_REFUSED);
  });

  // A cookie whose token no longer works (logged out elsewhere, expired, account gone) is removed.
  app.addHook('onSend', async (request, reply) => {
    if (request.user === null && !request.headers.authorization && request.cookies[SESSION_COOKIE]) clearSessionCookie(reply, app.env);
  });

  async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
    const token = tokenOf(request);
    if (!token) return null;
    const claims = await app.tokens.verify(token);
    if (!claims) return null;
    const [row] = await app.db
      .select({
        id: users.id,
        role: users.role,
        fullName: users.fullName,
        mobile: users.mobile,
        email: users.email,
        tokenVersion: users.tokenVersion,
        revoked: revokedTokens.jti,
      })
      .from(users)
      .leftJoin(revokedTokens, eq(revokedTokens.jti, claims.jti))
      .where(and(eq(users.id, claims.sub), isNull(users.deletedAt)))
      .limit(1);
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

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    const user = await app.currentUser(request);
    if (!user) throw unauthorized();
    if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
  });
});

export const STAFF: Role[] = ['admin', 'subadmin'];
export const MEMBERS: Role[] = ['buyer', 'seller'];

/** The signed-in user of a request that passed requireRole. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
