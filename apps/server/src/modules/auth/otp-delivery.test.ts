import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSmsTransport, SmtpTransport } from '~/modules/messaging/messenger';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { freshIp, freshMobile } from './auth.test-support';

interface Mail {
  from: string;
  to: string[];
  raw: string;
}

// Codes leave the server through real transports: nodemailer to an SMTP server started here,
// and the HTTP SMS gateway transport to a local HTTP server.
describe('delivering codes', () => {
  const mails: Mail[] = [];
  const sms: { authorization?: string; body: { to: string; text: string } }[] = [];
  let smtp: SMTPServer;
  let gateway: ReturnType<typeof createServer>;
  let gatewayFails = false;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;

    gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        if (gatewayFails) {
          res.writeHead(503);
          return res.end();
        }
        sms.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"queued":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const gatewayPort = (gateway.address() as AddressInfo).port;

    ctx = await createTestApp(
      {},
      {
        transports: {
          email: new SmtpTransport(`smtp://127.0.0.1:${smtpPort}`, 'NCR Urgent Sale <no-reply@ncr.test>'),
          sms: new HttpSmsTransport(`http://127.0.0.1:${gatewayPort}/send`, 'gateway-token'),
        },
      },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((r) => smtp.close(() => r(null)));
    await new Promise((r) => gateway.close(() => r(null)));
  });

  it('e-mails the code over SMTP, and that code signs the person in', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      payload: { channel: 'email', destination: 'meera@example.test', role: 'buyer' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const mail = mails.at(-1);
    expect(mail?.to).toEqual(['meera@example.test']);
    expect(mail?.from).toBe('no-reply@ncr.test');
    const code = /(\d{6}) is your NCR Urgent Sale verification code/.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { destination: 'meera@example.test', code, role: 'buyer', fullName: 'Meera' },
      remoteAddress: freshIp(),
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user.email).toBe('meera@example.test');
  });

  it('sends the code by SMS through the HTTP gateway with its token', async () => {
    const mobile = freshMobile();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      payload: { channel: 'phone', destination: mobile, role: 'seller' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const message = sms.at(-1);
    expect(message?.authorization).toBe('Bearer gateway-token');
    expect(message?.body.to).toBe(mobile);
    const code = /^(\d{6}) is your/.exec(message?.body.text ?? '')?.[1];
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { destination: mobile, code, role: 'seller', fullName: 'Gateway Seller' },
      remoteAddress: freshIp(),
    });
    expect(verify.statusCode).toBe(200);
  });

  it('says so when the gateway fails, and the undelivered code is void', async () => {
    gatewayFails = true;
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/otp/request',
        payload: { channel: 'phone', destination: freshMobile(), role: 'buyer' },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe('We could not send the code right now. Please try again in a moment.');
    } finally {
      gatewayFails = false;
    }
  });
});
