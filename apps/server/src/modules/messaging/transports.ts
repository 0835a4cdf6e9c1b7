import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '~/config/env';
import { HttpSmsTransport, OutboxTransport, SmtpTransport, type Transport } from './messenger';

/** With no SMTP or SMS gateway configured, messages go to the outbox file (runtime contract). */
export function createTransports(env: Env, log: FastifyBaseLogger): { email: Transport; sms: Transport } {
  const outbox = new OutboxTransport(path.join(env.dataDir, 'outbox.jsonl'), log);
  return {
    email: env.SMTP_URL ? new SmtpTransport(env.SMTP_URL, env.MAIL_FROM) : outbox,
    sms: env.SMS_GATEWAY_URL ? new HttpSmsTransport(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN) : outbox,
  };
}
