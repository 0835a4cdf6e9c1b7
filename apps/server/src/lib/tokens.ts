import { randomUUID } from 'node:crypto';
import type { Role } from '@ncr/shared/enums';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  role: Role;
  ver: number;
  jti: string;
  exp: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(user: { id: string; role: Role; tokenVersion: number }): Promise<string> {
    return new SignJWT({ role: user.role, ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** Returns the claims, or null for a token that is malformed, tampered with, unsigned or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
        return null;
      }
      return {
        sub: payload.sub,
        role: payload.role as Role,
        ver: Number(payload.ver),
        jti: payload.jti,
        exp: payload.exp,
      };
    } catch {
      return null;
    }
  }
}
