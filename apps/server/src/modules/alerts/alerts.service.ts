import { randomBytes } from 'node:crypto';
import { isPublicStatus } from '@ncr/shared/enums';
import type { FastifyInstance } from 'fastify';
import { latestRequirementsOfBuyers, listingMatches } from '~/modules/buyers/buyer.repository';
import { matchCriteria } from '~/modules/buyers/buyer.service';
import { askingLakhs, type PropertyRow } from '~/shared/listings';
import { addressOf, alertText, listingTitle, priceDropText } from './alert-messages';
import { sendAlertSms, sendCappedAlertSms } from './alert-sms';
import { alertsRepository } from './alerts.repository';
import { buyersToldRepository } from './buyers-told.repository';
import { notificationRepository } from './notifications.repository';
import { priceDropRepository } from './price-drop.repository';
import { matchRepository, type SavedSearchRow, savedSearchRepository } from './saved-search.repository';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-link';

export const ALERT_INSTANT = 'alert-instant';
export const ALERT_DIGEST = 'alert-digest';
export const ALERT_DIGEST_SEARCH = 'alert-digest-search';
export const PRICE_DROP_ALERT = 'price-drop-alert';

export interface MatchJob {
  savedSearchId: string;
  propertyId: string;
}
export interface PriceDropJob {
  userId: string;
  priceChangeId: string;
}

export const newNonce = () => randomBytes(12).toString('base64url');

/** A buyer hears of a listing's price drops at most once in this long (docs/decisions/0048). */
export const PRICE_DROP_ALERT_GAP_MS = 24 * 3600_000;
type PriceChangeRow = NonNullable<Awaited<ReturnType<typeof alertsRepository.priceChange>>>;

/**
 * Alerts (docs/decisions/0042-alert-delivery.md). Every step is a job handler: it may run twice
 * (a retry after a failure or a crash), so each records what it did in the database first and
 * skips what is already recorded.
 */
export class AlertsService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.app.db;
  }

  /**
   * A listing became public or cheaper at `at`: record a match for every subscribed search it
   * fits that was saved by then (a search saved later shows the listing itself, it is not news).
   */
  async matchListing(propertyId: string, at: Date): Promise<void> {
    const listing = await alertsRepository.listing(this.db, propertyId);
    if (listing?.status !== 'Active') {
      await buyersToldRepository.matched(this.db, propertyId);
      return;
    }
    for (const search of await savedSearchRepository.subscribedBefore(this.db, at)) {
      if (!(await this.app.searchMatcher.matches(search.filters, propertyId))) continue;
      const recorded = await this.db.transaction(async (tx) => {
        if (!(await matchRepository.record(tx, search.id, propertyId))) return false;
        // The seller's count of buyers told (docs/decisions/0104): each buyer once per listing.
        await buyersToldRepository.told(tx, propertyId, search.userId, 'saved-search');
        await notificationRepository.add(tx, {
          userId: search.userId,
          kind: 'alert',
          propertyId,
          savedSearchId: search.id,
          text: `New listing for "${search.name}": ${listingTitle(listing)}`,
          dedupeKey: `alert:${search.id}:${propertyId}`,
        });
        return true;
      });
      if (recorded && search.frequency === 'instant') {
        await this.app.jobs.send<MatchJob>(
          ALERT_INSTANT,
          { savedSearchId: search.id, propertyId },
          { singletonKey: `${search.id}:${propertyId}` },
        );
      }
    }
    await this.tellRequirementMatches(listing, at);
    await buyersToldRepository.matched(this.db, propertyId);
  }

  /**
   * Buyers whose latest submitted requirements the listing fits (docs/decisions/0006) and who
   * have not heard of it by a saved search get a notification in the app. Requirements sent
   * after `at` show the listing among the buyer's matches anyway: that is not news.
   */
  private async tellRequirementMatches(listing: PropertyRow, at: Date): Promise<void> {
    for (const requirement of await latestRequirementsOfBuyers(this.db)) {
      if (requirement.createdAt > at) continue;
      if (!(await listingMatches(this.db, matchCriteria(requirement), listing.id))) continue;
      await this.db.transaction(async (tx) => {
        if (!(await buyersToldRepository.told(tx, listing.id, requirement.userId, 'requirements'))) return;
        await notificationRepository.add(tx, {
          userId: requirement.userId,
          kind: 'alert',
          propertyId: listing.id,
          savedSearchId: null,
          text: `New listing that fits your requirements: ${listingTitle(listing)}`,
          dedupeKey: `requirements:${requirement.userId}:${listing.id}`,
        });
      });
    }
  }

  /** Sends one instant alert, unless it went out already or the search was paused meanwhile. */
  async sendInstant({ savedSearchId, propertyId }: MatchJob): Promise<void> {
    const match = await matchRepository.find(this.db, savedSearchId, propertyId);
    const search = await savedSearchRepository.find(this.db, savedSearchId);
    if (!match || match.sentAt || !search || search.frequency !== 'instant') return;
    const listing = await alertsRepository.listing(this.db, propertyId);
    if (!listing) return;
    await this.deliver(search, [listing]);
    await matchRepository.markSent(this.db, savedSearchId, [propertyId]);
  }

  /** The daily run: one job per daily search with matches not yet sent. */
  async queueDigests(): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    for (const id of await savedSearchRepository.dailyWithPending(this.db)) {
      await this.app.jobs.send<{ savedSearchId: string }>(ALERT_DIGEST_SEARCH, { savedSearchId: id }, { singletonKey: `${id}:${day}` });
    }
  }

  /** One message naming every match of the search not yet sent. */
  async sendDigest(savedSearchId: string): Promise<void> {
    const search = await savedSearchRepository.find(this.db, savedSearchId);
    if (search?.frequency !== 'daily') return;
    const ids = await matchRepository.unsent(this.db, savedSearchId);
    const listings: PropertyRow[] = [];
    for (const id of ids) {
      const listing = await alertsRepository.listing(this.db, id);
      if (listing && isPublicStatus(listing.status)) listings.push(listing);
    }
    if (listings.length > 0) await this.deliver(search, listings);
    await matchRepository.markSent(this.db, savedSearchId, ids);
  }

  /** A public listing got cheaper: new saved-search matches, and one alert per wishlisting member. */
  async priceDropped(propertyId: string, at: Date): Promise<void> {
    const change = await alertsRepository.latestPriceChange(this.db, propertyId);
    if (!change || change.toLakhs >= change.fromLakhs) return;
    for (const userId of await alertsRepository.wishlisters(this.db, propertyId)) {
      await this.app.jobs.send<PriceDropJob>(
        PRICE_DROP_ALERT,
        { userId, priceChangeId: change.id },
        { singletonKey: `${change.id}:${userId}` },
      );
    }
    await this.matchListing(propertyId, at);
  }

  /** Message first, then the notification that records it: a retry after a failed send tries again. */
  async sendPriceDrop({ userId, priceChangeId }: PriceDropJob): Promise<void> {
    const dedupeKey = `drop:${priceChangeId}:${userId}`;
    if (await notificationRepository.exists(this.db, dedupeKey)) return;
    const change = await alertsRepository.priceChange(this.db, priceChangeId);
    const listing = change && (await alertsRepository.listing(this.db, change.propertyId));
    const recipient = await alertsRepository.recipient(this.db, userId);
    if (!change || !listing || !isPublicStatus(listing.status) || !recipient) return;
    // The price moved on since: the job of the newer change speaks for it.
    if (askingLakhs(listing) !== change.toLakhs) return;
    if (!(await this.claimPriceDrop(userId, change))) return;
    const { subject, text } = priceDropText(this.app.env.publicUrl, listing, change);
    const address = addressOf(recipient);
    const message = address && ({ ...address, subject, text, kind: 'alert' } as const);
    if (message?.channel === 'phone') await sendCappedAlertSms(this.app, userId, message);
    else if (message) await this.app.messenger.send(message);
    await notificationRepository.add(this.db, {
      userId,
      kind: 'price-drop',
      propertyId: listing.id,
      savedSearchId: null,
      text: subject,
      dedupeKey,
    });
  }

  /**
   * Whether `userId` hears of `change` now; if so it is recorded first, as the price they were
   * told of (docs/decisions/0048-paid-message-limits.md). Not when they were already told of this
   * price or a lower one (a price raised and cut back is not news); not yet when their last drop
   * alert on the listing is under 24 hours old: then the job runs again once the 24 hours have
   * passed, so a deeper cut is delayed, never lost. A job that recorded its change and then failed
   * to send finds its own record on retry and sends (at least once).
   */
  private async claimPriceDrop(userId: string, change: PriceChangeRow): Promise<boolean> {
    // A lost race means another job just recorded an alert: look again at what it recorded.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const last = await priceDropRepository.latest(this.db, userId, change.propertyId);
      if (last?.priceChangeId === change.id) return true;
      if (last && change.toLakhs >= last.lakhs) return false;
      const now = this.now();
      if (last && now.getTime() - last.alertedAt.getTime() < PRICE_DROP_ALERT_GAP_MS) {
        const startAfter = new Date(last.alertedAt.getTime() + PRICE_DROP_ALERT_GAP_MS);
        await this.app.jobs.send<PriceDropJob>(PRICE_DROP_ALERT, { userId, priceChangeId: change.id }, { startAfter });
        return false;
      }
      const next = { userId, propertyId: change.propertyId, lakhs: change.toLakhs, priceChangeId: change.id, alertedAt: now };
      if (await priceDropRepository.claim(this.db, next, last)) return true;
    }
    return false;
  }

  private async deliver(search: SavedSearchRow, listings: PropertyRow[]): Promise<void> {
    const recipient = await alertsRepository.recipient(this.db, search.userId);
    const address = recipient && addressOf(recipient);
    if (!address) return;
    const link = unsubscribeUrl(this.app.env.publicUrl, unsubscribeToken(this.app.tokens, search.id, search.unsubscribeNonce));
    const send = async (rows: PropertyRow[]) => {
      const { subject, text } = alertText(this.app.env.publicUrl, search.name, rows, link);
      await this.app.messenger.send({ ...address, subject, text, kind: 'alert', unsubscribeUrl: link });
    };
    // An SMS names only listings no earlier SMS to the buyer named, within the day's cap (alert-sms.ts).
    if (address.channel === 'phone') await sendAlertSms(this.app, search.userId, listings, address, send);
    else await send(listings);
  }
}
