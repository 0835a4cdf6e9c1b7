import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactQueries } from '~/db/schema';
import { createTestApp } from './helpers';

// The client address (rate limits, stored with messages) under each TRUST_PROXY form: a client's
// own X-Forwarded-For is believed only when it came through a trusted proxy, and then only the
// part the proxy added.
describe('TRUST_PROXY', () => {
  const message = { name: 'Asha', email: 'asha@example.test', phone: '9876543210', message: 'Is the flat still available?' };

  async function addressSeen(trustProxy: string, peer: string, forwardedFor?: string): Promise<string | null | undefined> {
    const ctx = await createTestApp({ TRUST_PROXY: trustProxy });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: peer,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        payload: message,
      });
      expect(res.statusCode).toBe(201);
      const [row] = await ctx.app.db.select({ ip: contactQueries.ip }).from(contactQueries).where(eq(contactQueries.id, res.json()._id));
      return row?.ip;
    } finally {
      await ctx.close();
    }
  }

  it('off: the peer, whatever X-Forwarded-For says', async () => {
    expect(await addressSeen('false', '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });

  it('a hop count: the address the nearest proxy added, not one the client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 203.0.113.9"; nginx appended the real client, 198.51.100.23.
    expect(await addressSeen('1', '127.0.0.1', '203.0.113.9, 198.51.100.23')).toBe('198.51.100.23');
  });

  it('a list of proxies: believed from those proxies only', async () => {
    expect(await addressSeen('127.0.0.1,10.0.0.0/8', '10.1.2.3', '203.0.113.9, 198.51.100.23')).toBe('198.51.100.23');
    // A client reaching the server directly cannot pick its address.
    expect(await addressSeen('127.0.0.1,10.0.0.0/8', '198.51.100.77', '203.0.113.9')).toBe('198.51.100.77');
  });
});

// docs/decisions/0098: Strict-Transport-Security only on an answer that went out over https.
describe('Strict-Transport-Security', () => {
  it('is sent only when the request came over https: directly, or through a trusted proxy', async () => {
    const ctx = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const hsts = async (remoteAddress: string, headers: Record<string, string> = {}) =>
        (await ctx.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers })).headers['strict-transport-security'];
      expect(await hsts('127.0.0.1')).toBeUndefined();
      expect(await hsts('127.0.0.1', { 'x-forwarded-proto': 'http' })).toBeUndefined();
      expect(await hsts('127.0.0.1', { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
      // A client reaching the server directly cannot claim https.
      expect(await hsts('198.51.100.8', { 'x-forwarded-proto': 'https' })).toBeUndefined();
    } finally {
      await ctx.close();
    }
  });
});
