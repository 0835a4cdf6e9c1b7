import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six random digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Codes are stored only as an HMAC keyed with a server secret and bound to their challenge id,
 * so a leaked table row neither reveals the code nor can be brute-forced offline.
 */
export class CodeHasher {
  constructor(private readonly secret: string) {}

  hash(challengeId: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${challengeId}:${code}`).digest('base64url');
  }

  matches(challengeId: string, code: string, stored: string): boolean {
    const actual = Buffer.from(this.hash(challengeId, code));
    const expected = Buffer.from(stored);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
