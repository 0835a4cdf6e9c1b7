// Sellers type their own number or e-mail into a title or description ("call 98110 00001 now").
// A public listing carries neither (product decisions: buyers reach the operator), so public free
// text has them replaced. The patterns aim at what people type in India: mobiles with or without
// +91 / 0 and spaces, dots or dashes between digit groups, landlines with an STD code, e-mails.
// Prices ("₹1,20,00,000") use commas and are left alone; so are short numbers (floors, sectors).

export const HIDDEN_PHONE = '[phone hidden]';
export const HIDDEN_EMAIL = '[e-mail hidden]';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// Ten digits starting 6-9 (an Indian mobile), optionally after +91, 91 or 0, with single
// separators between digits; or a landline: 0, a 2-4 digit STD code and 6-8 digits.
const PHONE = /(?<![\d+.])(?:(?:\+|00)?91[\s.-]?|0)?[6-9](?:[\s.-]?\d){9}(?!\d)|(?<![\d.])0\d{2,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4}(?!\d)/g;

/**
 * People group a number in a few runs of two or more digits ("98765 43210", "987-654-3210");
 * digits one by one are something else (coordinates, an icon's path data).
 */
function looksLikePhone(candidate: string): boolean {
  const groups = candidate.replace(/^(?:\+|00)?91[\s.-]/, '').split(/[\s.-]/);
  return groups.length <= 4 && groups.every((group) => group.length >= 2);
}

/** The text with every phone number and e-mail address replaced by a placeholder. */
export function hideContacts(text: string): string {
  if (!/\d{3}|@/.test(text)) return text;
  return text.replace(EMAIL, HIDDEN_EMAIL).replace(PHONE, (found) => (looksLikePhone(found) ? HIDDEN_PHONE : found));
}

/** Every phone number and e-mail address in a text, as written (tests and scans). */
export function findContacts(text: string): string[] {
  return [...(text.match(EMAIL) ?? []), ...(text.match(PHONE) ?? []).filter(looksLikePhone)];
}
