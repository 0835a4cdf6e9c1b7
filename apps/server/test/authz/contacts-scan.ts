import { contactKey, findContacts } from '@ncr/shared/contact-privacy';
import { SITE } from '@ncr/shared/site';
import { ne } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { properties, users } from '~/db/schema';

// The public shape in the matrix: which phone numbers and e-mail addresses an answer may carry.

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A contact as compared: a phone's last ten digits, an e-mail in lower case, in any spelling (other digits, zero-width spaces, "＠"). */
const key = contactKey;

const OPERATOR = new Set([key(SITE.email), key(SITE.phone)]);

/**
 * An icon's drawing ("M12 2a10 10 0 1 0 …"): runs of single digits that the mask, which reads
 * "9 8 1 1 …" as a number, would count. Drawings carry geometry, never text a person wrote.
 */
const DRAWINGS = /<svg[\s\S]*?<\/svg>|\sd="[^"]*"/g;

/** Every contact in an answer, ids and icon drawings left out (their digits can look like a number). */
export const contactsIn = (body: string): string[] => findContacts(body.replace(UUIDS, '').replace(DRAWINGS, ''));

/** An anonymous caller's answer: any contact but the operator's is a leak. */
export const leaksToAnyone = (body: string): string[] => contactsIn(body).filter((c) => !OPERATOR.has(key(c)));

/**
 * A member's answer: the contacts of other people the database holds (other accounts, the seller
 * blocks and free text of listings the member does not own, every sale's buyer) must not be in it.
 * The member's own account and listings are theirs to see.
 */
export async function leaksToMember(db: Db, memberId: string, body: string): Promise<string[]> {
  const found = contactsIn(body);
  if (found.length === 0) return [];
  const people = await db.select({ email: users.email, mobile: users.mobile }).from(users).where(ne(users.id, memberId));
  const listings = await db
    .select({ ownerId: properties.ownerId, propertyData: properties.propertyData, buyerContact: properties.buyerContact })
    .from(properties);
  const others = new Set<string>();
  for (const { email, mobile } of people) for (const c of [email, mobile]) if (c) others.add(key(c));
  for (const row of listings) {
    if (row.buyerContact) for (const c of findContacts(row.buyerContact)) others.add(key(c));
    if (row.ownerId !== memberId) for (const c of findContacts(JSON.stringify(row.propertyData))) others.add(key(c));
  }
  return found.filter((c) => others.has(key(c)) && !OPERATOR.has(key(c)));
}
