import { formatDay } from '@ncr/shared/format';
import {
  indiaDay,
  OPEN_VISIT_STATUSES,
  VISIT_SLOT_LABELS,
  type Visit,
  type VisitCreate,
  type VisitMode,
  type VisitUpdate,
  visitDateProblem,
} from '@ncr/shared/schemas/visit';
import { SITE } from '@ncr/shared/site';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, HttpError, notFound } from '~/lib/http-error';
import { isUniqueViolation } from '~/modules/auth/auth.repository';
import { indianMobile } from '~/modules/messaging/indian-mobile';
import { reportWithheld } from '~/modules/messaging/withheld';
import { takeAllDaily, takeDaily } from '~/plugins/rate-limit/daily-quota';
import { findPublicListing, listingTitle } from '~/shared/listings';
import { bookingQuotas, tooManyBookings, visitSmsQuota } from './visit-limits';
import { type VisitRow, type VisitWithListing, visitsRepository } from './visits.repository';

export const VISIT_MESSAGES = {
  sold: 'This property is sold; site visits can no longer be booked.',
  duplicate: 'You already have a visit requested for this property. You can see it in your dashboard.',
  closed: (status: string) => `This visit is already ${status.toLowerCase()} and can no longer change.`,
  same: (status: string) => `The visit is already ${status}.`,
  notRequested: 'A visit cannot be set back to Requested.',
  onlyReschedule: 'Only a reschedule changes the date or slot.',
  changed: 'The visit was changed meanwhile; reload and try again.',
  notFound: 'Visit not found',
};

type Audience = 'staff' | 'buyer' | 'seller';

/** The API shape; the seller sees when and the status, never the buyer's phone or note. */
export function toVisit(row: VisitWithListing, audience: Audience): Visit {
  const { visit } = row;
  return {
    _id: visit.id,
    property: { _id: visit.propertyId, title: listingTitle(row.propertyData) },
    date: visit.date,
    slot: visit.slot,
    mode: visit.mode,
    status: visit.status,
    createdAt: visit.createdAt.toISOString(),
    ...(audience === 'seller' ? {} : { phone: visit.phone, note: visit.note }),
    ...(audience === 'staff' ? { buyer: { _id: visit.buyerId, fullName: row.buyerName } } : {}),
  };
}

/** How the messages name a visit of each mode. */
const VISIT_KIND: Record<VisitMode, string> = { in_person: 'site visit', video_call: 'video-call visit' };

function visitText(title: string, visit: VisitRow): string {
  const when = `${formatDay(visit.date)}, ${VISIT_SLOT_LABELS[visit.slot]}`;
  const kind = VISIT_KIND[visit.mode];
  const video = visit.mode === 'video_call';
  const says: Record<VisitRow['status'], string> = {
    Requested: video
      ? `We have your request for a video-call visit of "${title}" on ${when}.`
      : `We have your request to visit "${title}" on ${when}.`,
    Confirmed: video
      ? `Your video-call visit of "${title}" on ${when} is confirmed. Our team will call you on the phone you gave and walk you through the home.`
      : `Your site visit to "${title}" on ${when} is confirmed. Our team will meet you there.`,
    Rescheduled: `Your ${kind} ${video ? 'of' : 'to'} "${title}" is rescheduled to ${when}.`,
    Done: video
      ? `Thank you for touring "${title}" with us by video. Call us any time to take it further.`
      : `Thank you for visiting "${title}". Call us any time to take it further.`,
    Cancelled: `Your ${kind} ${video ? 'of' : 'to'} "${title}" on ${when} is cancelled.`,
  };
  return `${SITE.name}: ${says[visit.status]}`;
}

/** Booking rules and status changes of site visits (docs/decisions/0031-site-visits.md). */
export class VisitsService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly today: () => string = () => indiaDay(Date.now()),
  ) {}

  /** `network` is the client's address (IPv6 per /64), counted for the daily cap per network. */
  async book(propertyId: string, buyerId: string, input: VisitCreate, network: string): Promise<Visit> {
    const listing = await findPublicListing(this.app.db, propertyId);
    if (!listing) throw notFound(TEXTS.propertyNotFound);
    if (listing.status === 'Sold') throw conflict(VISIT_MESSAGES.sold);
    const problem = visitDateProblem(input.date, this.today());
    if (problem) throw badRequest(`date: ${problem}`);
    try {
      // The daily caps are taken with the booking, in one transaction: a refused booking (429) or
      // one that fails (409) changes nothing and counts nothing, on any number of servers.
      const row = await this.app.db.transaction(async (tx) => {
        if (await takeAllDaily(tx, bookingQuotas(buyerId, network))) throw tooManyBookings();
        return visitsRepository.insert(tx, listing.id, buyerId, input);
      });
      const found = await visitsRepository.find(this.app.db, row.id);
      if (!found) throw new Error('visit vanished');
      return toVisit(found, 'buyer');
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(VISIT_MESSAGES.duplicate);
      throw error;
    }
  }

  /** Staff change a visit: confirm, reschedule (new date and slot), mark done or cancel. */
  async update(id: string, change: VisitUpdate): Promise<Visit> {
    const found = await visitsRepository.find(this.app.db, id);
    if (!found) throw notFound(VISIT_MESSAGES.notFound);
    const current = found.visit.status;
    if (!OPEN_VISIT_STATUSES.includes(current)) throw conflict(VISIT_MESSAGES.closed(current));
    if (change.status === 'Requested') throw badRequest(VISIT_MESSAGES.notRequested);
    if (change.status !== 'Rescheduled' && (change.date !== undefined || change.slot !== undefined)) {
      throw badRequest(VISIT_MESSAGES.onlyReschedule);
    }
    if (change.status === current && change.status !== 'Rescheduled') throw badRequest(VISIT_MESSAGES.same(current));
    if (change.status === 'Rescheduled' && change.date) {
      const problem = visitDateProblem(change.date, this.today());
      if (problem) throw badRequest(`date: ${problem}`);
    }
    return this.apply(found, { status: change.status, date: change.date, slot: change.slot }, 'staff');
  }

  /** The buyer who booked cancels a visit still to happen; anyone else gets 404. */
  async cancelByBuyer(id: string, buyerId: string): Promise<Visit> {
    const found = await visitsRepository.find(this.app.db, id);
    if (!found || found.visit.buyerId !== buyerId) throw notFound(VISIT_MESSAGES.notFound);
    if (!OPEN_VISIT_STATUSES.includes(found.visit.status)) throw conflict(VISIT_MESSAGES.closed(found.visit.status));
    return this.apply(found, { status: 'Cancelled' }, 'buyer');
  }

  private async apply(found: VisitWithListing, change: Parameters<typeof visitsRepository.setStatus>[3], audience: Audience) {
    const row = await visitsRepository.setStatus(this.app.db, found.visit.id, found.visit.status, change);
    if (!row) throw new HttpError(409, VISIT_MESSAGES.changed);
    await this.tellBuyer(found, row, audience);
    return toVisit({ ...found, visit: row }, audience);
  }

  /**
   * Every status change reaches the buyer through the messaging transports (outbox by default):
   * by SMS to the phone given with the booking, where the buyer expects to hear back, and by
   * e-mail when the account has one. A buyer who cancels did it on the site and sees it there, so
   * their own cancel sends no SMS (each costs money, and a book-cancel loop must not text anyone);
   * the e-mail, free and to their own address, stays as a record.
   */
  private async tellBuyer(found: VisitWithListing, row: VisitRow, by: Audience): Promise<void> {
    const text = visitText(listingTitle(found.propertyData), row);
    const sends: Promise<void>[] = [];
    if (by !== 'buyer') sends.push(this.textBuyer(row, text));
    if (found.buyerEmail) {
      sends.push(
        this.app.messenger.send({
          kind: 'visit',
          channel: 'email',
          to: found.buyerEmail,
          subject: `${SITE.name}: ${VISIT_KIND[row.mode]} ${row.status.toLowerCase()}`,
          text,
        }),
      );
    }
    // A message that fails to go out must not undo the change staff just made; it is logged.
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') this.app.log.error({ err: result.reason, visitId: row.id }, 'visit message not sent');
    }
  }

  /**
   * At most VISIT_LIMITS.smsPerPhonePerDay visit SMS per phone and India day, counted in the
   * database for every server. Past it the change staff made stands (their work is never
   * blocked) and only the SMS stays unsent, logged and counted. A number that is not an Indian
   * mobile (a booking from before the rule) takes nothing: the messenger drops it.
   */
  private async textBuyer(row: VisitRow, text: string): Promise<void> {
    const message = { kind: 'visit', channel: 'phone', to: row.phone, text } as const;
    const phone = indianMobile(row.phone);
    if (phone && !(await takeDaily(this.app.db, visitSmsQuota(phone)))) {
      reportWithheld(this.app)(message, 'daily-limit');
      return;
    }
    await this.app.messenger.send(message);
  }
}
