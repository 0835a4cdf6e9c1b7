import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooMany } from '~/lib/http-error';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Window {
  max: number;
  timeWindow: number;
}

// Abuse limits of the sign-in flows (docs/decisions/0009-sign-in-limits.md). Per-IP limits are
// looser, because many real people share one address behind mobile carrier NAT: a short window
// stops bursts, a long one caps the sustained rate. The tight limits are per destination
// (counted in otp_challenges) and per account.
export const LIMITS = {
  /** Codes sent from one IP. */
  otpRequestPerIp: [
    { max: 20, timeWindow: MINUTE },
    { max: 150, timeWindow: HOUR },
  ],
  /** Code checks from one IP (each challenge also dies after OTP_MAX_ATTEMPTS wrong codes). */
  otpVerifyPerIp: [
    { max: 30, timeWindow: MINUTE },
    { max: 300, timeWindow: HOUR },
  ],
  /** Codes sent to one phone number or e-mail address. */
  otpPerDestination: { max: 5, windowMs: 10 * MINUTE },
  /** phone.email exchanges from one IP. */
  providerPerIp: [{ max: 20, timeWindow: 10 * MINUTE }],
  /** Staff login attempts from one IP, successful or not. */
  staffLoginPerIp: [{ max: 30, timeWindow: 5 * MINUTE }],
  /**
   * Failed staff logins for one account from one address; successful logins do not count. Per
   * address, so someone failing from elsewhere cannot lock the staff member out (docs/decisions/0098).
   */
  staffLoginFailuresPerAccount: { max: 10, timeWindow: 15 * MINUTE },
  /** Failed staff logins from one address, whichever accounts they name (password spraying). */
  staffLoginFailuresPerIp: { max: 30, timeWindow: HOUR },
  /**
   * Failed staff logins for one account from anywhere: a ceiling far above what one address can
   * reach, so only an attack from a great many addresses at once ever meets it.
   */
  staffLoginFailuresPerAccountEverywhere: { max: 200, timeWindow: HOUR },
  /** Password changes by one signed-in user (each checks the old password). */
  passwordChangePerUser: { max: 10, timeWindow: 15 * MINUTE },
} as const satisfies Record<string, unknown>;

// Counters may be shared by every server (Redis or PostgreSQL), where all limiters live in one
// key space: each limiter's keys start with its name in LIMITS and its route, so two limiters on
// one IP never share a count.
const NAMES = new Map<unknown, string>(Object.entries(LIMITS).map(([name, value]) => [value, name]));

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
export const retryIn = (ms: number) => `Try again in ${minutes(ms)} minute${minutes(ms) === 1 ? '' : 's'}.`;

/**
 * A preHandler counting requests per key in each window, answering 429 with a readable message
 * and Retry-After once any window is used up. The key is the client IP unless `keyOf` says otherwise.
 */
function limited(
  app: FastifyInstance,
  name: string,
  windows: readonly Window[],
  message: string,
  // IPv6 clients are counted per /64, as the plugin's own default does: one home gets a whole /64.
  keyOf: (request: FastifyRequest) => string = (request) => normalizeIP(request.ip),
) {
  const limiters = windows.map((w) =>
    app.createRateLimit({
      max: w.max,
      timeWindow: w.timeWindow,
      // Each route keeps its own count, as when every limiter had its own memory store.
      keyGenerator: (request) => `${name}:${request.routeOptions.url}:${keyOf(request)}`,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooMany(`${message} ${retryIn(result.ttl)}`);
      }
    }
  };
}

const nameOf = (limit: unknown) => NAMES.get(limit) ?? 'limit';

export const perIp = (app: FastifyInstance, windows: readonly Window[], message: string) => limited(app, nameOf(windows), windows, message);

/** Per signed-in user (run it after requireRole). */
export const perUser = (app: FastifyInstance, window: Window, message: string) =>
  limited(app, nameOf(window), [window], message, (request) => `user:${request.user?.id ?? request.ip}`);
