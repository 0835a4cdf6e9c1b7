import { hideContacts } from '@ncr/shared/contact-privacy';
import { priceDetail } from '@ncr/shared/format';
import type { NotificationPrefs } from '@ncr/shared/schemas/admin';
import { SITE } from '@ncr/shared/site';
import type { FastifyInstance } from 'fastify';
import type { AppEvents } from '~/shared/events';
import { staffRecipients } from './notifications.repository';

// Listing views and wishlist adds feed the sellers' insight, never an e-mail.
type EventName = Exclude<keyof AppEvents, 'listing.viewed' | 'listing.wishlisted'>;
interface Mail {
  subject: string;
  text: string;
}

// Which preference each event answers to, and the e-mail it becomes.
const MAILS: { [K in EventName]: { pref: keyof NotificationPrefs; mail: (p: AppEvents[K]) => Mail } } = {
  'property.created': {
    pref: 'newProperty',
    mail: (p) => ({
      subject: `New property listing: ${p.title}`,
      text: `A new property was listed by a ${p.ownerRole}: ${p.title}.\nReview it under Admin > Property Listings.`,
    }),
  },
  'user.registered': {
    pref: 'newUser',
    mail: (p) => ({
      subject: `New ${p.role} registration: ${p.fullName || 'unnamed user'}`,
      text: `${p.fullName || 'A new user'} signed up as a ${p.role}.`,
    }),
  },
  'property.sold': {
    pref: 'propertySold',
    mail: (p) => ({
      subject: `Property sold: ${p.title}`,
      text: `${p.title} was marked as sold${p.price === null ? '' : ` for ${priceDetail(p.price)}`}.\nSee Admin > Sold Properties.`,
    }),
  },
  'inquiry.created': {
    pref: 'newInquiry',
    mail: (p) => ({
      subject: `New inquiry from ${p.name}`,
      text: `${p.name} wrote:\n\n${p.message}\n\nAnswer it under Admin > Messages/Queries.`,
    }),
  },
};

/** E-mails every staff member who asked for this kind of event (and turned e-mail on). */
export async function notifyStaff<K extends EventName>(app: FastifyInstance, event: K, payload: AppEvents[K]): Promise<number> {
  const { pref, mail } = MAILS[event] as { pref: keyof NotificationPrefs; mail: (p: AppEvents[K]) => Mail };
  const recipients = (await staffRecipients(app.db)).filter((r) => r.prefs.emailNotifications && r.prefs[pref]);
  // Listing titles, names and messages people typed: contacts in them are hidden in the e-mail
  // (docs/decisions/0097); staff see them in full on the admin screens.
  const written = mail(payload);
  const subject = hideContacts(written.subject);
  const text = hideContacts(written.text);
  const results = await Promise.allSettled(
    recipients.map((r) =>
      app.messenger.send({
        kind: 'notification',
        channel: 'email',
        to: r.email,
        subject: `[${SITE.name}] ${subject}`,
        text: `${text}\n\n— ${SITE.name}`,
      }),
    ),
  );
  // One unreachable mailbox must not stop the others; failures are logged, never thrown.
  for (const result of results) {
    if (result.status === 'rejected') app.log.error({ err: result.reason, event }, 'staff notification e-mail failed');
  }
  return results.filter((r) => r.status === 'fulfilled').length;
}

export function registerNotificationListeners(app: FastifyInstance): void {
  for (const event of Object.keys(MAILS) as EventName[]) {
    app.events.on(event, async (payload) => {
      await notifyStaff(app, event, payload);
    });
  }
}
