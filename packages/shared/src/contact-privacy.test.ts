import { describe, expect, it } from 'vitest';
import { contactKey, findContacts, HIDDEN_EMAIL, HIDDEN_PHONE, hideContacts } from './contact-privacy';

describe('hideContacts', () => {
  it('hides mobiles and landlines as people type them in India', () => {
    for (const phone of [
      '9876543210',
      '98765 43210',
      '+91 98765 43210',
      '+91-98765-43210',
      '098765 43210',
      '98765.43210',
      '0120 4567 890',
      '011-2345-6789',
    ]) {
      expect(hideContacts(`Call ${phone} today`), phone).toBe(`Call ${HIDDEN_PHONE} today`);
    }
  });

  it('hides e-mail addresses', () => {
    expect(hideContacts('Mail owner.direct+flat@example.co.in now')).toBe(`Mail ${HIDDEN_EMAIL} now`);
  });

  it('leaves prices, sectors, floors, areas and years alone', () => {
    const text = '₹1,20,00,000 in Sector 62, 3rd floor of 14, 1450 sq ft, built 2019, pin 201309, 2 BHK';
    expect(hideContacts(text)).toBe(text);
    expect(findContacts(text)).toEqual([]);
  });
});

// Spellings that read as a number or an address once normalised (docs/decisions/0097).
describe('hideContacts: spellings that hide a contact', () => {
  it.each([
    ['a zero-width space inside the number', 'Call 98110\u200b00001 now'],
    ['a word joiner and a soft hyphen', 'Call 981\u206010\u00ad00001 now'],
    ['a byte-order mark between digits', 'Call 9\ufeff811000001 now'],
    ['Devanagari digits', 'फ़ोन ९८११०००००१ पर करें'],
    ['fullwidth digits', 'Call ９８１１０００００１ now'],
    ['Bengali digits after +91', 'Call +91 ৯৮১১০ ০০০০১ now'],
    ['pairs of digits', 'Call 98 11 00 00 01 now'],
    ['a bracketed group', 'Call +91 (981) 100-0001 now'],
    ['single digits', 'Call 9-8-1-1-0-0-0-0-0-1 now'],
    ['91 written without a plus', 'Call 91 98110 00001 now'],
    ['a landline with +91', 'Office +91 120 456 7890 now'],
  ])('%s', (_, text) => {
    expect(hideContacts(text)).toContain(HIDDEN_PHONE);
    expect(hideContacts(text)).not.toMatch(/\p{Nd}{2}/u);
  });

  it.each([
    ['a fullwidth at-sign', 'Mail owner＠example.com now'],
    ['a small at-sign', 'Mail owner﹫example.com now'],
    ['a zero-width space in the address', 'Mail owner@exa\u200bmple.com now'],
    ['fullwidth letters', 'Mail ｏｗｎｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ now'],
    ['[at] and [dot]', 'Mail owner [at] example [dot] com now'],
    ['(at)', 'Mail owner(at)example.co.in now'],
  ])('%s', (_, text) => {
    expect(hideContacts(text)).toBe(`Mail ${HIDDEN_EMAIL} now`);
  });

  it('replaces the number as written and keeps the text around it', () => {
    expect(hideContacts('३ BHK, कॉल ९८११०००००१ या 98\u200b11 00 00 01')).toBe(`३ BHK, कॉल ${HIDDEN_PHONE} या ${HIDDEN_PHONE}`);
  });

  it('leaves prices, areas, sectors and floors in any digits alone', () => {
    for (const text of ['₹१,२०,००,०००', '१,२५० sq ft', 'Sector ６２', '３rd floor of １４', '₹ 75 lakh', 'Plot 12, Block C']) {
      expect(hideContacts(text), text).toBe(text);
    }
  });
});

// Property-based: generated spellings, from a seeded generator so a failure repeats.
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

/** Zeros of some decimal digit scripts: ASCII, Devanagari, fullwidth, Bengali, Gujarati, Arabic-Indic, mathematical bold. */
const ZEROS = [0x30, 0x966, 0xff10, 0x9e6, 0xae6, 0x660, 0x1d7ce];
const INVISIBLES = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
const SEPARATORS = [' ', '.', '-', ' - ', '  ', '(', ')', ') ', ' (', '–', '\u00a0'];
const PREFIXES = ['', '', '+91 ', '+91-', '+91', '91 ', '91', '0', '0 ', '0091 ', '(+91) ', '+91 ('];
const CONTEXTS: [string, string][] = [
  ['Call ', ' now'],
  ['', ''],
  ['Owner: ', '.'],
  ['संपर्क करें ', ' पर'],
  ['WhatsApp me on ', ', thanks'],
];

/** The digits of `text` in one script picked at random; other characters as they are. */
const digitsIn = (rng: Rng, text: string) => {
  const zero = rng.pick(ZEROS);
  return text.replace(/[0-9]/g, (d) => String.fromCodePoint(zero + Number(d)));
};
const sprinkle = (rng: Rng, text: string, chance: number) =>
  [...text].map((c) => (rng.next() < chance ? c + rng.pick(INVISIBLES) : c)).join('');

/** Ten digits of an Indian mobile (6-9 first) or a landline's STD code and number (after a 0). */
function phoneDigits(rng: Rng): { digits: string; landline: boolean } {
  const landline = rng.next() < 0.25;
  const first = landline ? String(rng.int(1, 9)) : String(rng.int(6, 9));
  let digits = first;
  while (digits.length < 10) digits += String(rng.int(0, 9));
  return { digits, landline };
}

function spellPhone(rng: Rng): string {
  const { digits, landline } = phoneDigits(rng);
  const groups: string[] = [];
  for (let at = 0; at < digits.length; ) {
    const size = Math.min(rng.int(1, 5), digits.length - at);
    groups.push(digitsIn(rng, digits.slice(at, at + size)));
    at += size;
  }
  const prefix = landline ? rng.pick(['0', '0', '0 ', '+91 ', '0091 ']) : rng.pick(PREFIXES);
  const body = groups.reduce((out, group, i) => (i === 0 ? group : out + (rng.next() < 0.3 ? '' : rng.pick(SEPARATORS)) + group), '');
  return sprinkle(rng, digitsIn(rng, prefix) + body, 0.15);
}

const FULLWIDTH = (text: string) =>
  [...text].map((c) => (/[a-z0-9.]/.test(c) ? String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0) : c)).join('');

function spellEmail(rng: Rng): string {
  const word = (min: number, max: number) =>
    Array.from({ length: rng.int(min, max) }, () => rng.pick([...'abcdefghijklmnopqrstuvwxyz0123456789'])).join('');
  const local = [word(2, 8), ...(rng.next() < 0.4 ? [word(1, 5)] : [])].join(rng.pick(['.', '_', '+', '-']));
  const domain = [word(2, 10), ...(rng.next() < 0.3 ? [word(2, 6)] : [])].join('.');
  const tld = rng.pick(['com', 'in', 'co.in', 'org', 'net']);
  const at = rng.pick(['@', '@', '＠', '﹫', ' [at] ', '(at)', ' @ ', '[AT]']);
  const dot = rng.pick(['.', '.', ' [dot] ', '(dot)']);
  let email = `${local}${at}${domain}${dot}${tld}`;
  if (rng.next() < 0.25) email = FULLWIDTH(email);
  return sprinkle(rng, email, 0.1);
}

/** What must survive: prices in the Indian grouping, areas, sectors, floors, years, PIN codes, BHK. */
function spellSurvivor(rng: Rng): string {
  const indian = (n: number) => n.toLocaleString('en-IN');
  const pieces = [
    () => `₹${indian(rng.int(10, 9999) * 100000)}`,
    () => `₹${rng.int(20, 999)} lakh`,
    () => `₹${rng.int(1, 30)}.${rng.int(0, 9)} Cr`,
    () => `${indian(rng.int(300, 9999))} sq ft`,
    () => `${rng.int(50, 999)} sq yd`,
    () => `Sector ${rng.int(1, 168)}`,
    () => `${rng.int(1, 40)}th floor of ${rng.int(2, 45)}`,
    () => `floor ${rng.int(0, 40)}/${rng.int(1, 45)}`,
    () => `built ${rng.int(1985, 2025)}`,
    () => `pin ${rng.int(110001, 203209)}`,
    () => `${rng.int(1, 5)} BHK`,
    () => `₹${indian(rng.int(2000, 30000))}/sq ft`,
    () => `booking ₹${indian(rng.int(1, 50) * 100000)}`,
  ];
  const parts = Array.from({ length: rng.int(1, 4) }, () => rng.pick(pieces)());
  const text = parts.join(rng.pick([', ', '; ', ' · ', ' and ']));
  return rng.next() < 0.3 ? text.replace(/\d/g, (d) => digitsIn(rng, d)) : text;
}

describe('hideContacts: generated spellings', () => {
  const RUNS = 600;

  it('hides every generated phone number, whatever its digits, separators, prefix and invisible characters', () => {
    const rng = prng(0x5eed);
    for (let run = 0; run < RUNS; run += 1) {
      const phone = spellPhone(rng);
      const [before, after] = rng.pick(CONTEXTS);
      const masked = hideContacts(`${before}${phone}${after}`);
      expect(masked, JSON.stringify(phone)).toContain(HIDDEN_PHONE);
      // No digit of it survives (the contexts hold none).
      expect(masked.match(/\p{Nd}/gu) ?? [], JSON.stringify(phone)).toEqual([]);
      expect(findContacts(masked)).toEqual([]);
    }
  });

  it('hides every generated e-mail address, whatever its at-sign, dots, letters and invisible characters', () => {
    const rng = prng(0xe3a11);
    for (let run = 0; run < RUNS; run += 1) {
      const email = spellEmail(rng);
      const [before, after] = rng.pick(CONTEXTS);
      const masked = hideContacts(`${before}${email}${after}`);
      expect(masked, JSON.stringify(email)).toContain(HIDDEN_EMAIL);
      expect(masked, JSON.stringify(email)).not.toMatch(/[@＠﹫]|[[(]at[\])]/i);
      expect(findContacts(masked)).toEqual([]);
    }
  });

  it('leaves every generated price, area, sector, floor, year and PIN code as written', () => {
    const rng = prng(0xa11ce);
    for (let run = 0; run < RUNS; run += 1) {
      const text = spellSurvivor(rng);
      expect(hideContacts(text), text).toBe(text);
      expect(findContacts(text), text).toEqual([]);
    }
  });

  it('hides a number among survivors and keeps the survivors', () => {
    const rng = prng(0xb0b);
    for (let run = 0; run < RUNS; run += 1) {
      const before = spellSurvivor(rng);
      const after = spellSurvivor(rng);
      const masked = hideContacts(`${before}. Call ${spellPhone(rng)} or mail ${spellEmail(rng)}. ${after}`);
      // An invisible character just after a number or address may stay: it shows nothing.
      expect(masked.replace(/\p{Cf}/gu, '')).toBe(`${before}. Call ${HIDDEN_PHONE} or mail ${HIDDEN_EMAIL}. ${after}`);
    }
  });
});

describe('contactKey', () => {
  it('reads every spelling of one number or address as one key', () => {
    expect(new Set(['+91 98110 00001', '९८११०००००१', '98\u200b11 00 00 01', '０９８１１０００００１'].map(contactKey))).toEqual(
      new Set(['9811000001']),
    );
    expect(contactKey('Owner＠Example.com')).toBe('owner@example.com');
  });
});
