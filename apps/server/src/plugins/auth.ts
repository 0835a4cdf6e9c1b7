import type { Role } from '@ncr/shared/enums';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { revokedTokens, users } from '~/db/schema';
import { forbidden, unauthorized } from '~/lib/http-error';
import type { AuthUser } from '~/types/fastify';

// Every protected route checks the token on the server: signature (HS256 only), expiry, the
// user still existing, the token version (password/role change and deletion bump it) and the
// logout list. Any failure is a plain 401.
export const auth = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', undefined);

  async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await app.tokens.verify(header.slice(7).trim());
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
