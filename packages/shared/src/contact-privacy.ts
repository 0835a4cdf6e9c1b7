// Sellers type their own number or e-mail into a title or description ("call 98110 00001 now").
// A public listing carries neither (product decisions: buyers reach the operator), so public free
// text has them replaced, and so has every message to another person. The patterns aim at what
// people type in India: mobiles with or without +91 / 91 / 0, their digits in groups split by
// spaces, dots, dashes or parentheses; landlines with an STD code; e-mails. Before matching, the
// text is normalised: every Unicode decimal digit (Devanagari ०-९, fullwidth ０-９, …) reads as its
// ASCII digit, invisible characters (zero-width spaces, joiners, soft hyphens: Unicode Cf and
// default-ignorable) are dropped, fullwidth and small forms read as ASCII, and at-sign variants
// ("＠", "﹫", "[at]", "(at)") read as "@". The replacement is made in the text as written.
// Prices ("₹1,20,00,000") use commas and are left alone; so are short numbers (floors, sectors)
// and areas ("1,250 sq ft"). docs/decisions/0097-one-mask-for-every-public-field-and-message.md

export const HIDDEN_PHONE = '[phone hidden]';
export const HIDDEN_EMAIL = '[e-mail hidden]';

/** What may stand between the digits of a number: spaces, dots, dashes, brackets, slashes. */
const SEP = String.raw`[\s.\-\u2010-\u2015\u2212()[\]/\\_·•*]{0,3}`;
const DIGIT = String.raw`${SEP}\d`;
/** India's calling code as dialled from anywhere: "+91", "0091", "(+91", "+ 91". */
const INTL = String.raw`(?:\(\s?)?(?:\+|00)${SEP}91`;
// Ten digits starting 6-9 (an Indian mobile), optionally after +91, 0091, 91 or 0; or a landline:
// 0 (or +91) and ten digits, a 2-4 digit STD code not starting with 0 and the subscriber's number.
// Not right after a digit, a plus, or a decimal point ("28.6139"), nor before another digit.
const PHONE = new RegExp(
  String.raw`(?<![\d+]|\d[.,])(?:(?:${INTL}|91|0)${SEP})?[6-9](?:${DIGIT}){9}(?!\d)` +
    String.raw`|(?<![\d+]|\d[.,])(?:${INTL}|0)${SEP}[1-9](?:${DIGIT}){9}(?!\d)`,
  'g',
);
const EMAIL = /[\p{L}\p{N}._%+-]+\s{0,2}@\s{0,2}[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** "name [at] example [dot] com": the bracketed words read as "@" and ".". */
const WORD_SIGNS = /\s*[[({<]\s*(at|dot)\s*[\])}>]\s*/giu;
const INVISIBLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
/** "[at]", "(dot)": words standing for signs. */
const BRACKETED_SIGN = /^[[({<]\s*(at|dot)\s*[\])}>]/i;
/** A character that may stand between digits, as SEP has them. */
const SEPARATOR = /^[\s.\-\u2010-\u2015\u2212()[\]/\\_·•*]$/u;
const DECIMAL_DIGIT = /^\p{Nd}$/u;

/** The digit a Unicode decimal digit stands for: runs of Nd are 0-9 in order (Unicode stability). */
const digitCache = new Map<number, string>();
function digitOf(cp: number): string {
  let found = digitCache.get(cp);
  if (found === undefined) {
    let first = cp;
    while (DECIMAL_DIGIT.test(String.fromCodePoint(first - 1))) first -= 1;
    found = String((cp - first) % 10);
    digitCache.set(cp, found);
  }
  return found;
}

/**
 * Blocks whose compatibility forms matter here: Latin-1 signs (NBSP, superscripts), punctuation
 * and spaces, super- and subscripts, letterlike and number forms, enclosed alphanumerics, CJK
 * punctuation, small and fullwidth forms, mathematical digits and letters. Currency signs (₹) not.
 */
const compatible = (cp: number) =>
  (cp >= 0xa0 && cp <= 0xbf) ||
  (cp >= 0x2000 && cp <= 0x209f) ||
  (cp >= 0x2100 && cp <= 0x218f) ||
  (cp >= 0x2460 && cp <= 0x24ff) ||
  (cp >= 0x3000 && cp <= 0x303f) ||
  (cp >= 0xfe10 && cp <= 0xfe6f) ||
  (cp >= 0xff00 && cp <= 0xffef) ||
  (cp >= 0x1d400 && cp <= 0x1d7ff) ||
  (cp >= 0x1f100 && cp <= 0x1f1ff);

/** What a character outside ASCII reads as, remembered per code point (text repeats its characters). */
const readsCache = new Map<number, string>();
const READS_CACHE_MAX = 4096;
function readsAs(ch: string, cp: number): string {
  if (cp < 0x80) return ch;
  const known = readsCache.get(cp);
  if (known !== undefined) return known;
  let reads = ch;
  if (INVISIBLE.test(ch)) reads = '';
  else if (DECIMAL_DIGIT.test(ch)) reads = digitOf(cp);
  else if (compatible(cp)) reads = ch.normalize('NFKC');
  if (readsCache.size < READS_CACHE_MAX) readsCache.set(cp, reads);
  return reads;
}

/** A normalised text with, for each of its characters, the span of the text as written it reads. */
interface Normalised {
  text: string;
  from: number[];
  to: number[];
}

function normalise(written: string): Normalised {
  const out: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const ch of written) {
    const end = at + ch.length;
    const cp = ch.codePointAt(0) as number;
    const reads = cp > 0x7f ? readsAs(ch, cp) : ch;
    for (const c of reads) {
      out.push(c);
      from.push(at);
      to.push(end);
    }
    at = end;
  }
  const first: Normalised = { text: out.join(''), from, to };
  if (!/[[({<]\s*(?:at|dot)\s*[\])}>]/i.test(first.text)) return first;
  // Second pass: bracketed "at" and "dot" become one sign standing for the whole bracket.
  const text: string[] = [];
  const from2: number[] = [];
  const to2: number[] = [];
  let i = 0;
  for (const match of first.text.matchAll(WORD_SIGNS)) {
    const start = match.index;
    for (; i < start; i += 1) {
      text.push(first.text[i] as string);
      from2.push(from[i] as number);
      to2.push(to[i] as number);
    }
    const last = start + match[0].length - 1;
    text.push((match[1] as string).toLowerCase() === 'at' ? '@' : '.');
    from2.push(from[start] as number);
    to2.push(to[last] as number);
    i = last + 1;
  }
  for (; i < first.text.length; i += 1) {
    text.push(first.text[i] as string);
    from2.push(from[i] as number);
    to2.push(to[i] as number);
  }
  return { text: text.join(''), from: from2, to: to2 };
}

// What a character is to the scan below: its role, times two, plus one when normalise() changes it.
const OTHER = 0;
const DIGIT_ROLE = 1;
const SEP_ROLE = 2;
const AT_ROLE = 3;
const INVISIBLE_ROLE = 4;
/** A character reading as several with digits among them ("⑩"): the scan cannot count it, the regexes decide. */
const UNSURE_ROLE = 5;

function kindFor(ch: string, cp: number): number {
  const reads = cp < 0x80 ? ch : readsAs(ch, cp);
  const changed = reads === ch ? 0 : 1;
  let role = OTHER;
  if (reads === '') role = INVISIBLE_ROLE;
  else if (/^[0-9]$/.test(reads)) role = DIGIT_ROLE;
  else if (/[0-9]/.test(reads)) role = UNSURE_ROLE;
  else if (reads.includes('@')) role = AT_ROLE;
  else if (SEPARATOR.test(reads)) role = SEP_ROLE;
  return (role << 1) | changed;
}
const ASCII_KINDS = Uint8Array.from({ length: 0x80 }, (_, cp) => kindFor(String.fromCharCode(cp), cp));
/** Kinds of the Basic Multilingual Plane, filled in as characters are met (0: not yet; kinds are stored plus 1). */
const bmpKinds = new Uint8Array(0x10000);
const astralKinds = new Map<number, number>();
function kindOf(cp: number): number {
  if (cp < 0x10000) {
    const known = bmpKinds[cp] as number;
    if (known) return known - 1;
    const kind = kindFor(String.fromCharCode(cp), cp);
    bmpKinds[cp] = kind + 1;
    return kind;
  }
  let kind = astralKinds.get(cp);
  if (kind === undefined) {
    kind = kindFor(String.fromCodePoint(cp), cp);
    if (astralKinds.size < READS_CACHE_MAX) astralKinds.set(cp, kind);
  }
  return kind;
}

interface Look {
  /** The longest run of digits with at most three separators between each two. */
  digits: number;
  /** An at-sign in any spelling. */
  at: boolean;
  /** Whether normalise() changes the text. */
  changed: boolean;
}

/**
 * One pass over the text that tells whether the regexes can find anything: a phone needs ten
 * digits with only separators between them, an e-mail an at-sign. Most text (prices, areas,
 * prose) has neither and costs this pass alone.
 */
function look(text: string): Look {
  let run = 0;
  let seps = 0;
  let digits = 0;
  let at = false;
  let changed = false;
  for (let i = 0; i < text.length; i += 1) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = ((cp - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        i += 1;
      }
    }
    const kind = cp < 0x80 ? (ASCII_KINDS[cp] as number) : kindOf(cp);
    if (kind & 1) changed = true;
    const role = kind >> 1;
    if (role === DIGIT_ROLE) {
      if (seps > 3) run = 0;
      run += 1;
      seps = 0;
      if (run > digits) digits = run;
    } else if (role === SEP_ROLE || role === OTHER) {
      const sign = kind & 1 || cp === 0x5b || cp === 0x28 || cp === 0x7b || cp === 0x3c ? signAt(text, i) : null;
      if (sign) {
        changed = true;
        if (sign === 'at') at = true;
      }
      if (role === SEP_ROLE) seps += 1;
      else {
        run = 0;
        seps = 0;
      }
    } else if (role === AT_ROLE) {
      at = true;
      run = 0;
      seps = 0;
    } else if (role === UNSURE_ROLE) {
      digits = 10;
    }
  }
  return { digits, at, changed };
}

/** "at" or "dot" when a bracketed word for a sign ("[at]", "( dot )", "［ａｔ］") begins at `i`. */
function signAt(text: string, i: number): string | null {
  let snippet = '';
  for (const ch of text.slice(i, i + 24)) snippet += readsAs(ch, ch.codePointAt(0) as number);
  return BRACKETED_SIGN.exec(snippet)?.[1]?.toLowerCase() ?? null;
}

/** The text normalised, or null when it reads as written. */
const asWritten = (text: string): Normalised | null => (look(text).changed ? normalise(text) : null);

interface Found {
  start: number;
  end: number;
  kind: 'phone' | 'email';
}

/** Where contacts are in `text` (normalised), as spans of the text as written. */
function contactsOf(written: string): Found[] {
  if (!written) return [];
  const seen = look(written);
  if (!seen.at && seen.digits < 10) return [];
  const norm = seen.changed ? normalise(written) : null;
  const text = norm ? norm.text : written;
  const spans: Found[] = [];
  const toWritten = (start: number, end: number, kind: Found['kind']) =>
    spans.push(norm ? { start: norm.from[start] as number, end: norm.to[end - 1] as number, kind } : { start, end, kind });
  const emails: [number, number][] = [];
  for (const m of seen.at ? text.matchAll(EMAIL) : []) {
    emails.push([m.index, m.index + m[0].length]);
    toWritten(m.index, m.index + m[0].length, 'email');
  }
  for (const m of seen.digits >= 10 ? text.matchAll(PHONE) : []) {
    const start = m.index;
    const end = start + m[0].length;
    if (emails.some(([s, e]) => start < e && end > s)) continue;
    toWritten(start, end, 'phone');
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** The text with every phone number and e-mail address replaced by a placeholder. */
export function hideContacts(text: string): string {
  const found = contactsOf(text);
  if (found.length === 0) return text;
  let out = '';
  let at = 0;
  for (const { start, end, kind } of found) {
    if (start < at) continue;
    out += text.slice(at, start) + (kind === 'email' ? HIDDEN_EMAIL : HIDDEN_PHONE);
    at = end;
  }
  return out + text.slice(at);
}

/** Whether a text holds a phone number or an e-mail address in any spelling hideContacts knows. */
export const holdsContact = (text: string): boolean => contactsOf(text).length > 0;

/** Every phone number and e-mail address in a text, as written (tests and scans). */
export function findContacts(text: string): string[] {
  return contactsOf(text).map(({ start, end }) => text.slice(start, end));
}

/**
 * A contact as compared (scans): a phone's last ten digits, an e-mail in lower case, both in the
 * normalised spelling (ASCII digits, no invisible characters, "@" for its variants).
 */
export function contactKey(contact: string): string {
  const norm = (asWritten(contact)?.text ?? contact).replace(/\s/g, '');
  return norm.includes('@') ? norm.toLowerCase() : norm.replace(/\D/g, '').slice(-10);
}
