import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMessage {
  to: string;
  channel: 'phone' | 'email';
  subject?: string;
  text: string;
  /** The one-time code, when the message carries one (kept in the outbox for operators and tests). */
  code?: string;
  /** What the message is about; written on each outbox line (product decisions). */
  kind?: 'otp' | 'alert' | 'visit' | 'notification';
}

export interface Transport {
  send(message: OutgoingMessage): Promise<void>;
}

/** Appends each message as one JSON line to DATA_DIR/outbox.jsonl and logs it. */
export class OutboxTransport implements Transport {
  constructor(
    private readonly file: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const line = {
      to: message.to,
      channel: message.channel,
      kind: message.kind,
      text: message.text,
      code: message.code,
      at: new Date().toISOString(),
    };
    await mkdir(path.dirname(this.file), { recursive: true });
    await appendFile(this.file, `${JSON.stringify(line)}\n`);
    this.log.info({ outbox: line }, 'message written to the outbox');
  }
}

export class SmtpTransport implements Transport {
  private readonly transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? 'NCR Urgent Sale',
      text: message.text,
    });
  }
}

/**
 * A generic HTTP SMS gateway: POSTs `{to, text}` as JSON with a bearer token. Most Indian SMS
 * providers offer such an endpoint; a provider with another shape gets its own Transport.
 */
export class HttpSmsTransport implements Transport {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

/** Routes a message to the e-mail or SMS transport by its channel. */
export class Messenger {
  constructor(
    private readonly email: Transport,
    private readonly sms: Transport,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return message.channel === 'email' ? this.email.send(message) : this.sms.send(message);
  }
}
