import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_COST, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('record their own cost, so a hash made at one cost is checked at that cost', async () => {
    const strong = await hashPassword('correct horse battery');
    expect(strong.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** PASSWORD_HASH_COST), '8', '1']);
    const cheap = await hashPassword('correct horse battery', 10);
    expect(cheap.split('$')[1]).toBe(String(2 ** 10));
    // Checked whatever the cost of new hashes is now.
    expect(await verifyPassword('correct horse battery', strong, 10)).toBe(true);
    expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
    expect(await verifyPassword('Correct horse battery', cheap)).toBe(false);
  });

  it('refuses an account without a hash, after the work one would take', async () => {
    expect(await verifyPassword('anything', null, 10)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash', 10)).toBe(false);
  });
});
