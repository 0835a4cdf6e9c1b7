import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
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

  /**
   * A signature of `value` for one purpose only (e.g. an unsubscribe link): a signature made for
   * one purpose never verifies for another.
   */
  signFor(purpose: string, value: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${value}`).digest('base64url');
  }

  verifyFor(purpose: string, value: string, signature: string): boolean {
    const expected = Buffer.from(this.signFor(purpose, value));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
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
