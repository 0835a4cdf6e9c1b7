import type { Range } from './search';

// Budgets as people type them in Delhi NCR: "80 lakh", "1.2 cr", "under 80L", "50 lakh to 1 crore",
// "₹75,00,000", "above 2 Cr"; for rent "under 25k", "₹18,000", "15-20 thousand". A sale's budget
// is read in lakhs, a rent in rupees a month. Text that holds no amount is not a budget (null);
// an amount that cannot be one (a max below its min, a unit that does not fit) is an error with a
// message, never a guessed filter.

export type TypedBudget = { ok: true; range: Range } | { ok: false; message: string };

const UNITS: Record<string, number> = {
  // In rupees.
  k: 1_000,
  thousand: 1_000,
  l: 1_00_000,
  lac: 1_00_000,
  lacs: 1_00_000,
  lakh: 1_00_000,
  lakhs: 1_00_000,
  lk: 1_00_000,
  cr: 1_00_00_000,
  crore: 1_00_00_000,
  crores: 1_00_00_000,
};

const AMOUNT = String.raw`(?:₹|rs\.?|inr)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|lakhs?|lacs?|lk|l|crores?|cr)?\b`;
const UPPER = `(?:under|below|upto|up to|within|less than|max(?:imum)?|<)`;
const LOWER = `(?:above|over|more than|from|min(?:imum)?|at least|>|starting)`;
const BETWEEN = new RegExp(String.raw`(?:between\s+)?${AMOUNT}\s*(?:-|–|to|and)\s*${AMOUNT}`, 'i');
const AT_MOST = new RegExp(String.raw`${UPPER}\s*${AMOUNT}`, 'i');
const AT_LEAST = new RegExp(String.raw`${LOWER}\s*${AMOUNT}(?:\s*\+)?|${AMOUNT}\s*\+`, 'i');
const ALONE = new RegExp(String.raw`^\s*${AMOUNT}\s*$`, 'i');
/** An amount with its unit anywhere in the text ("gurgaon 1.2 cr"); a bare number there is a sector or a house number. */
const WITH_UNIT =
  /(?:₹|rs\.?|inr)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|lakhs?|lacs?|lk|l|crores?|cr)\b|(?:₹|rs\.?|inr)\s*(\d[\d,]*(?:\.\d+)?)/i;

/**
 * An amount in rupees from digits and an optional unit; without a unit a sale reads lakhs when the
 * number is small ("80" is ₹80 L) and rupees when it is written out (7500000), and a rent rupees.
 */
function rupeesOf(digits: string, unit: string | undefined, purpose: 'sale' | 'rent', fallbackUnit?: string): number | null {
  const value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value) || value <= 0) return null;
  const chosen = unit?.toLowerCase() ?? fallbackUnit?.toLowerCase();
  if (chosen) return value * (UNITS[chosen] as number);
  if (purpose === 'rent') return value;
  return value >= 10_000 ? value : value * 1_00_000;
}

/**
 * Reads a budget from typed text for a purpose: a sale's range in lakhs, a rental's in rupees a
 * month; null when the text states no amount.
 */
export function readTypedBudget(text: string, purpose: 'sale' | 'rent'): { match: string; budget: TypedBudget } | null {
  const scale = purpose === 'sale' ? 1_00_000 : 1;
  const done = (match: string, min: number | null, max: number | null) => {
    const range = { min: min === null ? null : min / scale, max: max === null ? null : max / scale };
    return { match, budget: checked(range, purpose) };
  };
  const between = BETWEEN.exec(text);
  if (between) {
    const [, lowDigits = '', lowUnit, highDigits = '', highUnit] = between;
    // "Sector 62-63" is two sectors: a range is a budget only when a unit or ₹ says so.
    const stated = lowUnit !== undefined || highUnit !== undefined || /₹|rs|inr/i.test(between[0]);
    // "50 to 80 lakh": the unit said once covers both ends.
    const low = rupeesOf(lowDigits, lowUnit, purpose, lowUnit ? undefined : highUnit);
    const high = rupeesOf(highDigits, highUnit, purpose);
    if (stated && low !== null && high !== null) return done(between[0], low, high);
  }
  const upper = AT_MOST.exec(text);
  if (upper) {
    const high = rupeesOf(upper[1] ?? '', upper[2], purpose);
    if (high !== null) return done(upper[0], null, high);
  }
  const lower = AT_LEAST.exec(text);
  if (lower) {
    const low = rupeesOf(lower[1] ?? lower[3] ?? '', lower[2] ?? lower[4], purpose);
    if (low !== null) return done(lower[0], low, null);
  }
  const alone = ALONE.exec(text) ?? WITH_UNIT.exec(text);
  if (alone) {
    const amount = rupeesOf(alone[1] ?? alone[3] ?? '', alone[2], purpose);
    // A single amount is the most a person will pay.
    if (amount !== null) return done(alone[0], null, amount);
  }
  return null;
}

/** A sale's budget between ₹1 L and ₹10,000 Cr; a rent between ₹1,000 and ₹1 Cr a month. */
function checked(range: Range, purpose: 'sale' | 'rent'): TypedBudget {
  const [least, most] = purpose === 'sale' ? [1, 1_000_000] : [1_000, 1_00_00_000];
  const unit = purpose === 'sale' ? 'a sale budget in lakh or crore, e.g. "80 lakh" or "1.2 cr"' : 'a rent a month, e.g. "25,000" or "25k"';
  for (const bound of [range.min, range.max]) {
    if (bound !== null && (bound < least || bound > most)) return { ok: false, message: `That amount does not read as ${unit}` };
  }
  if (range.min !== null && range.max !== null && range.min >= range.max) {
    return { ok: false, message: 'The lower amount of a budget must be less than the higher one' };
  }
  return { ok: true, range: { min: range.min === null ? null : round(range.min), max: range.max === null ? null : round(range.max) } };
}

const round = (value: number) => Math.round(value * 100) / 100;

const BHK_WORDS = /\b([1-9])\s*(?:\+\s*)?(?:bhk|bed(?:room)?s?|rk)\b/gi;
const RENT_WORDS = /\b(?:for|on)\s+rent\b|\brent(?:al)?\b/i;

const TYPE_WORDS: [string, RegExp][] = [
  ['flat', /\b(?:flats?|apartments?)\b/gi],
  ['house', /\b(?:houses?|villas?|independent house|kothi)\b/gi],
  ['plot', /\b(?:plots?|land)\b/gi],
  ['commercial', /\b(?:shops?|offices?|commercial)\b/gi],
];

/** What a search box's text says beyond words: BHK, a budget, whether it is a rental. */
export interface TypedSearch {
  purpose?: 'rent';
  bhks: string[];
  /** Property types the text names ("flat", "villa", "plot", "shop"). */
  types: string[];
  budget: TypedBudget | null;
  /** The text left to search by words. */
  words: string;
}

/**
 * "2 bhk in noida under 80 lakh" -> BHK 2, budget up to ₹80 L, words "noida". `within` is the
 * search the text is typed into: on a rental search "under 25k" is a rent a month.
 */
export function readTypedSearch(text: string, within: 'sale' | 'rent' = 'sale'): TypedSearch {
  let rest = ` ${text} `;
  const saysRent = RENT_WORDS.test(rest);
  if (saysRent) rest = rest.replace(RENT_WORDS, ' ');
  const purpose = saysRent || within === 'rent' ? 'rent' : undefined;
  const bhks = new Set<string>();
  rest = rest.replace(BHK_WORDS, (_, count: string) => {
    bhks.add(Number(count) >= 5 ? '5+' : count);
    return ' ';
  });
  const types = new Set<string>();
  for (const [type, pattern] of TYPE_WORDS) {
    rest = rest.replace(pattern, () => {
      types.add(type);
      return ' ';
    });
  }
  const found = readTypedBudget(rest, purpose ?? 'sale');
  if (found) rest = rest.replace(found.match, ' ');
  const words = rest
    .replace(/\b(?:in|at|near|homes?|property|properties|for sale|sale)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { ...(purpose ? { purpose } : {}), bhks: [...bhks].sort(), types: [...types].sort(), budget: found?.budget ?? null, words };
}
