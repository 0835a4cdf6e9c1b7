import { randomUUID } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@ncr/shared/constants';
import type { OtpChannel } from '@ncr/shared/schemas/auth';
import { SITE } from '@ncr/shared/site';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError, tooMany } from '~/lib/http-error';
import { LIMITS, retryIn } from './limits';
import { type OtpChallenge, type OtpPurpose, otpRepository } from './otp.repository';
import { CodeHasher, generateCode } from './otp-code';

const DAY_MS = 24 * 60 * 60 * 1000;

export const CODE_INVALID = 'Invalid or expired code. Please request a new code.';
export const CODE_VOIDED = 'Too many wrong codes. Please request a new code.';

export interface SendCode {
  channel: OtpChannel;
  destination: string;
  purpose: OtpPurpose;
  userId?: string | null;
  /** False when the destination must not receive a usable code (a staff account): a note goes instead. */
  withCode?: boolean;
}

/** One-time codes: issue, deliver, check. Rules in product-decisions.md, "Sign-in". */
export class OtpService {
  private readonly hasher: CodeHasher;

  /** `secret` keys the code hashes; every server must use the same one (loadOrCreateSharedSecret). */
  constructor(
    private readonly app: FastifyInstance,
    secret: string,
  ) {
    this.hasher = new CodeHasher(secret);
  }

  async send({ channel, destination, purpose, userId = null, withCode = true }: SendCode): Promise<void> {
    const { db } = this.app;
    const now = Date.now();
    const since = new Date(now - LIMITS.otpPerDestination.windowMs);
    await otpRepository.purgeOld(db, destination, new Date(now - DAY_MS));
    if ((await otpRepository.countSince(db, destination, since)) >= LIMITS.otpPerDestination.max) {
      const oldest = await otpRepository.oldestSince(db, destination, since);
      const wait = oldest ? oldest.getTime() + LIMITS.otpPerDestination.windowMs - now : LIMITS.otpPerDestination.windowMs;
      const what = channel === 'email' ? 'this e-mail address' : 'this number';
      throw tooMany(`Too many codes were requested for ${what}. ${retryIn(wait)}`);
    }
    await otpRepository.voidLive(db, destination, purpose);
    const id = randomUUID();
    const code = generateCode();
    await otpRepository.insert(db, {
      id,
      channel,
      destination,
      purpose,
      userId,
      codeHash: this.hasher.hash(id, code),
      expiresAt: new Date(now + OTP_TTL_MINUTES * 60_000),
    });
    try {
      await this.app.messenger.send(withCode ? codeMessage(channel, destination, code) : staffNote(channel, destination));
    } catch (error) {
      await otpRepository.markVoid(db, id);
      this.app.log.error({ err: error, channel }, 'one-time code could not be delivered');
      throw new HttpError(502, 'We could not send the code right now. Please try again in a moment.');
    }
  }

  /**
   * Checks a code against the newest live challenge of the destination. A wrong code counts an
   * attempt; after OTP_MAX_ATTEMPTS the challenge is void and even the right code fails.
   * `beforeUse` runs after the code matched and before it is used up (its error keeps the code).
   */
  async verify<T>(
    destination: string,
    purpose: OtpPurpose,
    code: string,
    userId: string | undefined,
    beforeUse: (challenge: OtpChallenge) => Promise<T>,
  ): Promise<T> {
    const { db } = this.app;
    const challenge = await otpRepository.findLive(db, destination, purpose, userId);
    if (!challenge) throw badRequest(CODE_INVALID);
    if (!this.hasher.matches(challenge.id, code, challenge.codeHash)) {
      const attempts = await otpRepository.recordWrongAttempt(db, challenge.id);
      if (attempts === null || attempts >= OTP_MAX_ATTEMPTS) throw badRequest(CODE_VOIDED);
      const left = OTP_MAX_ATTEMPTS - attempts;
      throw badRequest(`Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`);
    }
    const result = await beforeUse(challenge);
    if (!(await otpRepository.consume(db, challenge.id))) throw badRequest(CODE_INVALID);
    return result;
  }
}

function codeMessage(channel: OtpChannel, to: string, code: string) {
  const text = `${code} is your ${SITE.name} verification code. It expires in ${OTP_TTL_MINUTES} minutes. Never share it with anyone.`;
  return { kind: 'otp' as const, to, channel, code, text, subject: `${SITE.name} verification code: ${code}` };
}

// A staff address asked for a sign-in code: no code (staff sign in with a password), but a
// pointer, so a confused colleague learns where to go and the HTTP answer reveals nothing.
function staffNote(channel: OtpChannel, to: string) {
  const text = `Someone asked for a ${SITE.name} sign-in code for this staff account. Staff sign in with e-mail and password at /admin-login. If this was not you, ignore this message.`;
  return { kind: 'otp' as const, to, channel, text, subject: `${SITE.name} sign-in` };
}
