import type { FastifyInstance } from 'fastify';
import type { Withheld } from './messenger';

/**
 * A message that was deliberately not sent (a destination SMS cannot reach, a daily cap) is
 * logged for the operator and counted in `ncr_messages_withheld_total`, so a rise shows on a
 * dashboard instead of only in the logs (docs/decisions/0048-paid-message-limits.md).
 */
export const reportWithheld =
  (app: FastifyInstance): Withheld =>
  (message, reason) => {
    app.log.warn({ to: message.to, channel: message.channel, kind: message.kind, reason }, 'message withheld, not sent');
    app.metrics.messagesWithheld.inc({ channel: message.channel, kind: message.kind ?? 'other', reason });
  };
