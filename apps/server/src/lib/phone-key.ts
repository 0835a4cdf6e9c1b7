// The zero of each script's decimal digits a phone number may be typed in: ASCII, Arabic-Indic,
// the Indian scripts (Devanagari to Malayalam) and fullwidth forms (phone keyboards and IMEs).
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xff10];

const digitOf = (char: string): string | null => {
  const code = char.codePointAt(0) ?? 0;
  for (const zero of ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
  return null;
};

/**
 * One phone number however it is written, for counting it under a limit (docs/decisions/0048,
 * 0098): its digits only, in ASCII, without the international prefix (00), India's country code
 * (91) or the trunk zero. An Indian mobile comes out as +91XXXXXXXXXX (as the sign-in and visit
 * forms store it); any other number as its digits.
 */
export function phoneKey(phone: string): string {
  let digits = [...phone].flatMap((char) => digitOf(char) ?? []).join('');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length >= 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : digits;
}
