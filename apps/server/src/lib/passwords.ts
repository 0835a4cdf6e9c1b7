import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt is memory-hard and built into Node, so no native add-on is needed. N=2^15, r=8 uses
// 32 MiB per hash, which keeps a guess around 60-100 ms on this class of machine. A hash records
// its own N, so a hash is always checked at the cost it was made with; the cost of new hashes is
// PASSWORD_HASH_COST (log2 of N): 15 in production, lower only where tests make hundreds of hashes.
export const PASSWORD_HASH_COST = 15;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r = R, p = P): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: MAXMEM }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** cost;
  const key = await derive(password, salt, n);
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** `cost` is the cost of new hashes: without a stored hash the check spends what one would take. */
export async function verifyPassword(password: string, stored: string | null, cost = PASSWORD_HASH_COST): Promise<boolean> {
  // Without a stored hash we still spend the same time, so unknown accounts are not revealed.
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, randomBytes(16), 2 ** cost);
    return false;
  }
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
