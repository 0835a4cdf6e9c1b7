import { TEXTS } from '@ncr/shared/texts';
import { tooMany } from '~/lib/http-error';
import { phoneKey } from '~/lib/phone-key';
import { type DailyQuota, secondsToIndiaMidnight } from '~/plugins/rate-limit/daily-quota';

/**
 * Daily caps on site visits (docs/decisions/0048-paid-message-limits.md), per India day.
 * - SMS per phone: a status change texts the visit's phone, and each SMS costs money. Five a day
 *   covers a real visit (confirm, reschedule, done) with room, and bounds what any number can
 *   receive however many accounts book with it.
 * - Bookings per account: each booking is staff work (calling the buyer and the seller); a buyer
 *   seriously looking sees a handful of homes a day, and ten leaves room.
 * - Bookings per network (client IP, IPv6 per /64): many people share one address behind carrier
 *   NAT, so it is loose; it stops one machine with many accounts.
 */
export const VISIT_LIMITS = {
  smsPerPhonePerDay: 5,
  bookingsPerAccountPerDay: 10,
  bookingsPerNetworkPerDay: 30,
} as const;

/** The quotas one booking takes, all or none, with the booking itself. */
export const bookingQuotas = (buyerId: string, network: string): DailyQuota[] => [
  { key: `visit-booking:account:${buyerId}`, max: VISIT_LIMITS.bookingsPerAccountPerDay },
  { key: `visit-booking:network:${network}`, max: VISIT_LIMITS.bookingsPerNetworkPerDay },
];

/** The quota each visit SMS to `phone` takes: one count per number however it is written (phoneKey). */
export const visitSmsQuota = (phone: string): DailyQuota => ({ key: `visit-sms:${phoneKey(phone)}`, max: VISIT_LIMITS.smsPerPhonePerDay });

/** The counts start again at midnight in India, which Retry-After says. */
export const tooManyBookings = (now = new Date()) => tooMany(TEXTS.tooManyVisitBookings, secondsToIndiaMidnight(now));
