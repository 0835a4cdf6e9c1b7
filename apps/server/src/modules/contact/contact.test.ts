import { TEXTS } from '@ncr/shared/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQueries } from '~/db/schema';
import type { AppEvents } from '~/shared/events';
import { bearer, createTestApp, createUser, type TestContext } from '../../../test/helpers';
import { CONTACT_LIMIT } from './contact.routes';

const message = {
  name: 'Anil Mehta',
  email: 'Anil@Example.test',
  phone: '+91 98765 43210',
  message: 'Is the Sector 62 flat still available?',
};

describe('POST /api/contact', () => {
  let ctx: TestContext;
  let ip = 0;
  // Each test posts from its own address so the rate limit only bites where it is tested.
  const post = (body: unknown, remoteAddress = `10.0.0.${++ip}`, headers = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact', payload: body as object, remoteAddress, headers });

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('stores the message with its e-mail, a server date, status Unread and the sender IP, and emits inquiry.created', async () => {
    const events: AppEvents['inquiry.created'][] = [];
    ctx.app.events.on('inquiry.created', (payload) => {
      events.push(payload);
    });
    const before = Date.now();
    // A sender cannot choose the status or the date.
    const res = await post({ ...message, status: 'Closed', date: '2001-01-01T00:00:00.000Z' }, '192.0.2.7');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // A receipt: the sender's details are stored, not echoed back.
    expect(Object.keys(body).sort()).toEqual(['_id', 'date', 'status']);
    expect(body.status).toBe('Unread');
    expect(Date.parse(body.date)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await ctx.app.db.select().from(contactQueries).where(eq(contactQueries.id, body._id));
    expect(row).toMatchObject({
      name: 'Anil Mehta',
      email: 'anil@example.test',
      phone: '+91 98765 43210',
      message: message.message,
      status: 'Unread',
      ip: '192.0.2.7',
    });
    await expect.poll(() => events).toEqual([{ queryId: body._id, name: 'Anil Mehta', message: message.message }]);
  });

  it.each([
    ['no name', { name: '' }, 'name: Name is required'],
    ['no e-mail', { email: undefined }, 'email:'],
    ['a bad e-mail', { email: 'anil@' }, 'email: Enter a valid e-mail address'],
    ['no phone', { phone: '' }, 'phone:'],
    ['a bad phone', { phone: 'call me maybe' }, 'phone: Enter a valid phone number'],
    ['no message', { message: '   ' }, 'message: Message is required'],
    ['a too long name', { name: 'x'.repeat(101) }, 'name:'],
    ['a too long message', { message: 'x'.repeat(2001) }, 'message:'],
  ])('refuses a message with %s', async (_name, patch, error) => {
    const res = await post({ ...message, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(error);
  });

  it('accepts the longest allowed message', async () => {
    const res = await post({ ...message, message: 'x'.repeat(2000) });
    expect(res.statusCode).toBe(201);
  });

  it('limits posts per address, with the spec-style message, and other addresses are not affected', async () => {
    const address = '198.51.100.20';
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) expect((await post(message, address)).statusCode).toBe(201);
    const blocked = await post(message, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: TEXTS.tooManyRequests });
    expect(blocked.headers['retry-after']).toBeDefined();
    const stored = await ctx.app.db.select().from(contactQueries).where(eq(contactQueries.ip, address));
    expect(stored).toHaveLength(CONTACT_LIMIT.max);
    expect((await post(message, '198.51.100.21')).statusCode).toBe(201);
  });

  it('counts a signed-in member per account, not per shared address', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) await post(message, address);
    expect((await post(message, address)).statusCode).toBe(429);
    const buyer = await createUser(ctx, 'buyer');
    expect((await post(message, address, bearer(buyer))).statusCode).toBe(201);
    for (let i = 1; i < CONTACT_LIMIT.max; i += 1) await post(message, `203.0.113.${100 + i}`, bearer(buyer));
    expect((await post(message, '203.0.113.200', bearer(buyer))).statusCode).toBe(429);
  });
});
