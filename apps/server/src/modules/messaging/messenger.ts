import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { indianMobile } from './indian-mobile';

export interface OutgoingMessage {
  to: string;
  channel: 'phone' | 'email';
  subject?: string;
  text: string;
  /** The one-time code, when the message carries one (kept in the outbox for operators and tests). */
  code?: string;
  /** What the message is about, kept on the outbox line so operators and tests can tell them apart. */
  kind?: 'otp' | 'alert' | 'visit' | 'notification';
  /** The one-click unsubscribe link of an alert e-mail: sent as List-Unsubscribe (RFC 8058). */
  unsubscribeUrl?: string;
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
      unsubscribe: message.unsubscribeUrl,
      at: new Date().toISOString(),
    };
    // The outbox holds live sign-in codes: the server's user alone may read it (docs/decisions/0098).
    await mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    await appendFile(this.file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
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
    await this.transporter.sendMail(mailOf(message, this.from));
  }
}

/**
 * The e-mail nodemailer sends for a message. An alert carries its unsubscribe link in the headers
 * too, so mail clients offer "Unsubscribe" beside the sender, and with List-Unsubscribe-Post the
 * client POSTs to it (RFC 8058) instead of following a link a scanner might open
 * (docs/decisions/0042-alert-delivery.md).
 */
export function mailOf(message: OutgoingMessage, from: string): nodemailer.SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject ?? 'NCR Urgent Sale',
    text: message.text,
    ...(message.unsubscribeUrl
      ? { list: { unsubscribe: message.unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
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

/** Why a message was not sent: see `Withheld` and docs/decisions/0048-paid-message-limits.md. */
export type WithheldReason = 'not-indian-mobile' | 'daily-limit';
export type Withheld = (message: OutgoingMessage, reason: WithheldReason) => void;

/**
 * Routes a message to the e-mail or SMS transport by its channel. SMS cost money and the gateway
 * reaches Indian mobiles: an SMS goes out only to +91 and 10 digits starting 6-9 (normalised from
 * however it was written); any other destination is dropped and reported, never sent. Forms
 * already refuse such numbers; this is the backstop for every sender, present and future.
 */
export class Messenger {
  constructor(
    private readonly email: Transport,
    private readonly sms: Transport,
    private readonly withheld: Withheld = () => {},
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'email') return this.email.send(message);
    const to = indianMobile(message.to);
    if (!to) {
      this.withheld(message, 'not-indian-mobile');
      return;
    }
    return this.sms.send({ ...message, to });
  }
}
