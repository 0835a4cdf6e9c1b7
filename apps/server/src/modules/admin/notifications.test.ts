import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpTransport } from '~/modules/messaging/messenger';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
async function startSmtp(): Promise<{ url: string; inbox: Received[]; close: () => Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, inbox, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';

describe('staff notification e-mails', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: TestUser;
  let subadmin: TestUser;
  let quiet: TestUser;

  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await createTestApp({}, { transports: { email: new SmtpTransport(smtp.url, 'NCR Urgent Sale <no-reply@example.test>') } });
    admin = await createUser(ctx, 'admin', { email: 'boss@example.test' });
    subadmin = await createUser(ctx, 'subadmin', { email: 'helper@example.test' });
    quiet = await createUser(ctx, 'subadmin', { email: 'quiet@example.test' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('keeps each staff member’s preferences, defaulting to every event with e-mail off', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: bearer(quiet) });
    expect(res.json()).toEqual({ newProperty: true, newUser: true, propertySold: true, newInquiry: true, emailNotifications: false });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/notifications',
      headers: bearer(admin),
      payload: { newProperty: true, newUser: false, propertySold: true, newInquiry: true, emailNotifications: true },
    });
    expect(put.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/notifications',
      headers: bearer(subadmin),
      payload: { newProperty: false, newUser: true, propertySold: false, newInquiry: true, emailNotifications: true },
    });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: bearer(admin) });
    expect(mine.json()).toEqual({ newProperty: true, newUser: false, propertySold: true, newInquiry: true, emailNotifications: true });
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/notifications',
      headers: bearer(admin),
      payload: { newUser: 'no' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('e-mails, through the SMTP server, only the staff who asked for each event', async () => {
    ctx.app.events.emit('property.created', { propertyId: 'p1', title: '3 BHK Flat in Sector 62', ownerRole: 'seller' });
    ctx.app.events.emit('user.registered', { userId: 'u1', role: 'buyer', fullName: 'Karan Mehta' });
    ctx.app.events.emit('property.sold', { propertyId: 'p2', title: 'Plot in Alpha 2', price: 42 });
    ctx.app.events.emit('inquiry.created', { queryId: 'q1', name: 'Sandeep Jain', message: 'Is it still available?' });
    await expect.poll(() => smtp.inbox.length, { timeout: 10_000 }).toBe(5);
    await new Promise((r) => setTimeout(r, 300));
    const got = smtp.inbox.map((m) => `${m.to.join(',')} ${subjectOf(m.raw)}`).sort();
    expect(got).toEqual(
      [
        'boss@example.test [NCR Urgent Sale] New property listing: 3 BHK Flat in Sector 62',
        'boss@example.test [NCR Urgent Sale] Property sold: Plot in Alpha 2',
        'boss@example.test [NCR Urgent Sale] New inquiry from Sandeep Jain',
        'helper@example.test [NCR Urgent Sale] New buyer registration: Karan Mehta',
        'helper@example.test [NCR Urgent Sale] New inquiry from Sandeep Jain',
      ].sort(),
    );
    const inquiry = smtp.inbox.find((m) => m.to[0] === 'boss@example.test' && m.raw.includes('Sandeep'));
    expect(inquiry?.raw).toContain('Is it still available?');
  });

  it('mails for events the other modules emit (a contact message sent through the API)', async () => {
    const before = smtp.inbox.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Farah Khan', email: 'farah@example.test', phone: '+91 99110 44556', message: 'Is the plot still available?' },
    });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => smtp.inbox.length - before, { timeout: 10_000 }).toBe(2);
    const got = smtp.inbox
      .slice(before)
      .map((m) => `${m.to.join(',')} ${subjectOf(m.raw)}`)
      .sort();
    expect(got).toEqual([
      'boss@example.test [NCR Urgent Sale] New inquiry from Farah Khan',
      'helper@example.test [NCR Urgent Sale] New inquiry from Farah Khan',
    ]);
  });

  it('writes to the outbox file when no SMTP server is configured', async () => {
    const other = await createTestApp();
    const staff = await createUser(other, 'admin', { email: 'ops@example.test' });
    await other.app.inject({
      method: 'PUT',
      url: '/api/admin/notifications',
      headers: bearer(staff),
      payload: { emailNotifications: true },
    });
    other.app.events.emit('inquiry.created', { queryId: 'q2', name: 'Farah Khan', message: 'Call me' });
    const outbox = path.join(other.dataDir, 'outbox.jsonl');
    const read = () => {
      try {
        return readFileSync(outbox, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { to: string; channel: string; text: string });
      } catch {
        return [];
      }
    };
    await expect.poll(() => read().length, { timeout: 10_000 }).toBe(1);
    expect(read()[0]).toMatchObject({ to: 'ops@example.test', channel: 'email' });
    expect(read()[0]?.text).toContain('Farah Khan wrote:');
    await other.close();
  });
});
