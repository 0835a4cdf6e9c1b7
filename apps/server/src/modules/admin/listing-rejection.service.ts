import { SITE } from '@ncr/shared/site';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '~/lib/http-error';
import type { OutgoingMessage } from '~/modules/messaging/messenger';
import { listingTitle } from '~/shared/listings';
import { findLiveListing, ownerContact, rejectListing } from './properties-admin.repository';

/** The text the seller reads, by SMS and e-mail; My Listings shows the same reason. */
export function rejectionText(title: string, reason: string): string {
  return `${SITE.name}: your listing "${title}" was not approved. Reason: ${reason} Edit the listing in My Listings to send it for review again.`;
}

/**
 * Staff turn a Pending listing down with a reason (docs/decisions/0120): the listing becomes
 * Rejected, stays out of every public page, and its seller is told why, by SMS to the account's
 * mobile and by e-mail when it has one. A message that fails is logged and the rejection stands.
 */
export async function rejectWithReason(app: FastifyInstance, id: string, reason: string) {
  const row = await rejectListing(app.db, id, reason);
  if (!row) {
    const listing = await findLiveListing(app.db, id);
    if (!listing) throw notFound('Property not found');
    throw conflict(`Only pending listings can be rejected; this one is ${listing.status}.`);
  }
  const { mobile, email } = await ownerContact(app.db, row.ownerId);
  const text = rejectionText(listingTitle(row.propertyData), reason);
  const subject = `${SITE.name}: your listing was not approved`;
  const messages: OutgoingMessage[] = [];
  if (mobile) messages.push({ kind: 'notification', channel: 'phone', to: mobile, text });
  if (email) messages.push({ kind: 'notification', channel: 'email', to: email, subject, text });
  for (const result of await Promise.allSettled(messages.map((m) => app.messenger.send(m)))) {
    if (result.status === 'rejected') app.log.error({ err: result.reason, listingId: id }, 'rejection message not sent');
  }
  return { reason, at: (row.rejectedAt ?? new Date()).toISOString() };
}
