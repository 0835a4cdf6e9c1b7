import { hideContacts } from '@ncr/shared/contact-privacy';
import { purposeOf } from '@ncr/shared/enums';
import { askingPriceText, priceChangeFigure } from '@ncr/shared/format';
import type { PriceChange } from '@ncr/shared/schemas/property';
import type { OutgoingMessage } from '~/modules/messaging/messenger';
import type { PropertyRow } from '~/shared/listings';
import type { Recipient } from './alerts.repository';

/** The listing's name in a message to a buyer, with any number or e-mail the seller typed into it hidden. */
export const listingTitle = (row: PropertyRow): string => {
  const data = row.propertyData as { title?: string; property?: { title?: string; address?: string } };
  return hideContacts(data.property?.title || data.title || data.property?.address || 'A property');
};

export const listingUrl = (publicUrl: string, id: string) => `${publicUrl}/property/${id}`;

/** E-mail when the buyer has one, else SMS to their mobile; null when they have neither. */
export function addressOf(recipient: Recipient): Pick<OutgoingMessage, 'to' | 'channel'> | null {
  if (recipient.email) return { to: recipient.email, channel: 'email' };
  if (recipient.mobile) return { to: recipient.mobile, channel: 'phone' };
  return null;
}

const line = (publicUrl: string, row: PropertyRow) =>
  `${listingTitle(row)}, ${askingPriceText(row.propertyData)}: ${listingUrl(publicUrl, row.id)}`;

export function alertText(
  publicUrl: string,
  searchName: string,
  rows: PropertyRow[],
  unsubscribe: string,
): { subject: string; text: string } {
  const subject = rows.length === 1 ? `New listing for "${searchName}"` : `${rows.length} new listings for "${searchName}"`;
  const body = rows.map((row) => line(publicUrl, row)).join('\n');
  return { subject, text: `${subject}\n${body}\n\nStop these alerts: ${unsubscribe}` };
}

/** A sale's price drop, or a rental's rent cut (its figures are rent a month, docs/decisions/0106). */
export function priceDropText(publicUrl: string, row: PropertyRow, change: Pick<PriceChange, 'fromLakhs' | 'toLakhs'>) {
  const purpose = purposeOf(row.propertyData);
  const figure = (lakhs: number) => priceChangeFigure(purpose, lakhs);
  const cut = figure(change.fromLakhs - change.toLakhs);
  const subject = purpose === 'rent' ? `Rent cut by ${cut} on a listing you saved` : `Price dropped ${cut} on a listing you saved`;
  const text = `${subject}: ${listingTitle(row)} is now ${figure(change.toLakhs)} (was ${figure(change.fromLakhs)}). ${listingUrl(publicUrl, row.id)}`;
  return { subject, text };
}
