import { normalizeIP } from '@fastify/rate-limit';
import type { EnquiryCreate } from '@ncr/shared/schemas/enquiry';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from '~/lib/http-error';
import { phoneKey } from '~/lib/phone-key';
import { retryIn } from '~/modules/auth/limits';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Enquiry limits (docs/decisions/0048-paid-message-limits.md). Each enquiry is a staff call-back
 * and a notification e-mail to staff; every limit that applies is counted and enforced, so no one
 * key (a fresh account, another address, another phone) gets around the others.
 * - Per account (signed in): 5 in 10 minutes, as the contact form.
 * - Per phone (the enquiry's, normalised by phoneKey: digits only, without +91, 91, 0091 or 0): 5 in 10 minutes and 15 a day, so one number cannot be
 *   put on staff's call list over and over from many accounts or addresses.
 * - Per network (client IP, IPv6 per /64): looser, 20 in 10 minutes and 200 a day, because many
 *   people share one address behind carrier NAT or an office.
 */
export const ENQUIRY_LIMITS = {
  perAccount: [{ max: 5, timeWindow: 10 * MINUTE }],
  perPhone: [
    { max: 5, timeWindow: 10 * MINUTE },
    { max: 15, timeWindow: DAY },
  ],
  perNetwork: [
    { max: 20, timeWindow: 10 * MINUTE },
    { max: 200, timeWindow: DAY },
  ],
} as const;
type LimitName = keyof typeof ENQUIRY_LIMITS;

/** Whom a request counts as under each limit; null when the limit does not apply (no account). */
function subjectOf(app: FastifyInstance, name: LimitName, request: FastifyRequest): Promise<string | null> | string {
  if (name === 'perAccount') return app.currentUser(request).then((user) => user?.id ?? null);
  if (name === 'perPhone') return phoneKey((request.body as EnquiryCreate).phone);
  return normalizeIP(request.ip);
}

/**
 * A preHandler (after validation: the phone is read from the body) counting the request under
 * every limit that applies, in the shared counters (docs/decisions/0018), and answering 429 with
 * a readable message and Retry-After once any window is used up.
 */
export function enquiryLimits(app: FastifyInstance) {
  const limits = (Object.keys(ENQUIRY_LIMITS) as LimitName[]).flatMap((name) =>
    ENQUIRY_LIMITS[name].map((window) => ({
      name,
      limiter: app.createRateLimit({
        ...window,
        keyGenerator: async (request) => `enquiry:${name}:${await subjectOf(app, name, request)}`,
      }),
    })),
  );
  return async (request: FastifyRequest) => {
    let waitMs = 0;
    for (const { name, limiter } of limits) {
      if ((await subjectOf(app, name, request)) === null) continue;
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) waitMs = Math.max(waitMs, result.ttl);
    }
    if (waitMs > 0) throw tooMany(`${TEXTS.tooManyEnquiries} ${retryIn(waitMs)}`, waitMs / 1000);
  };
}
