// Sets of index slots as bit arrays (32 slots a word): matching a filter is a few AND/OR passes
// over words instead of a test per listing.

export type Bits = Uint32Array;

export const wordsFor = (slots: number) => Math.ceil(slots / 32);

export const has = (bits: Bits, slot: number) => (bits[slot >>> 5] as number) & (1 << (slot & 31));

export function setBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
}

export function clearBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] as number) & ~(1 << (slot & 31));
}

/** target &= other. */
export function andInto(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & (other[i] as number);
}

/** target |= other. */
export function orInto(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) | (other[i] as number);
}

export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many slots a set holds. */
export function sizeOf(bits: Bits): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) n += popcount32(bits[w] as number);
  return n;
}

/** The index's typed arrays: bit sets, slot numbers, codes, prices, flags. */
type Column = Uint32Array | Int32Array | Float64Array | Uint8Array;

/** A copy of the same kind `length` long (cut, or grown with zeros). */
export function resized<T extends Column>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  // Any of these typed arrays takes the numbers of any other; the cast only tells TypeScript so.
  (next as Column as Float64Array).set(array.subarray(0, Math.min(array.length, length)));
  return next;
}

/**
 * A set of slots with hints: one bit per word of the set, on when that word may hold a slot. A
 * search visits only the words the hints of all its filters allow, so when a filter's slots sit
 * together (the index lays listings out by their values) it costs what it matches, not what the
 * index holds. A removal leaves its hint on (a word visited for nothing, never a slot missed).
 */
export class SlotSet {
  bits: Bits;
  hints: Bits;

  constructor(words: number) {
    this.bits = new Uint32Array(words);
    this.hints = new Uint32Array(wordsFor(words));
  }

  add(slot: number): void {
    setBit(this.bits, slot);
    setBit(this.hints, slot >>> 5);
  }

  delete(slot: number): void {
    clearBit(this.bits, slot);
  }

  grow(words: number): void {
    this.bits = resized(this.bits, words);
    this.hints = resized(this.hints, wordsFor(words));
  }
}

// Passes over runs of words: `runs` holds [start, end) pairs of word indices, ascending. Filters
// that cluster leave long runs, which loop like plain arrays.

/** Trailing zero bits of a non-zero word. */
export const lowestBit = (word: number) => 31 - Math.clz32(word & -word);

/**
 * A list of runs kept from one search to the next. At 1M listings a search's runs and hints are
 * kilobytes each; typed arrays made anew for each one are memory outside V8's heap, whose growth
 * started a full garbage collection (a pause of 10-25 ms) every couple of thousand facets.
 */
export class RunList {
  private array = new Int32Array(64);
  private length = 0;

  clear(): void {
    this.length = 0;
  }

  push(start: number, end: number): void {
    if (this.length + 2 > this.array.length) this.array = resized(this.array, this.array.length * 2);
    this.array[this.length++] = start;
    this.array[this.length++] = end;
  }

  /** Adds a word after those added before: next to the last run, it extends that run. */
  add(word: number): void {
    if (this.length > 0 && this.array[this.length - 1] === word) this.array[this.length - 1] = word + 1;
    else this.push(word, word + 1);
  }

  /** The runs pushed since the last clear (a view: good until the list is cleared). */
  get runs(): Int32Array {
    return this.array.subarray(0, this.length);
  }
}

/** The runs of words whose hint is on, below `limit`, written into `into` (cleared first). */
export function hintedRuns(hints: Bits, limit: number, into = new RunList()): Int32Array {
  into.clear();
  let start = -1;
  const close = (end: number) => {
    if (start >= 0 && start < limit) into.push(start, Math.min(end, limit));
    start = -1;
  };
  for (let i = 0; i < hints.length && i << 5 < limit; i++) {
    let hint = hints[i] as number;
    const base = i << 5;
    if (hint === 0xffffffff) {
      if (start < 0) start = base;
      continue;
    }
    // Each stretch of ones in the word: the zeros before it end the open run, its ones extend one.
    let at = 0;
    while (hint !== 0) {
      const zeros = lowestBit(hint);
      if (zeros > 0) close(base + at);
      at += zeros;
      hint >>>= zeros;
      const ones = lowestBit(~hint);
      if (start < 0) start = base + at;
      at += ones;
      hint >>>= ones;
    }
    if (at < 32) close(base + at);
  }
  close(Math.min(limit, hints.length << 5));
  return into.runs;
}

/** How many words the runs cover. */
export function wordsIn(runs: Int32Array): number {
  let n = 0;
  for (let r = 0; r < runs.length; r += 2) n += (runs[r + 1] as number) - (runs[r] as number);
  return n;
}

/** target[w] = 0. */
export function clearRuns(target: Bits, runs: Int32Array): void {
  for (let r = 0; r < runs.length; r += 2) target.fill(0, runs[r] as number, runs[r + 1] as number);
}

/** Slots at positions [from, to) of `slots` (a stretch of a sort order). */
export interface SlotSpan {
  slots: Int32Array;
  from: number;
  to: number;
}

/** Which slots of the words left a search must still test one by one (matchRuns). */
export interface SlotCheck {
  keep: (slot: number) => boolean;
  /** The bands whose slots alone can fail `keep` (a bound between a ladder's edges); null: any slot can. */
  unsure: readonly Band[] | null;
  /** The hints the runs were found from: an unsure band's slots are looked for in those words alone. */
  hints: Bits;
}

/**
 * target[w] = from[w], AND each union of `any` at w, AND NOT each of `none`, less the slots
 * `check` rejects; returns how many slots that leaves. Sets of one (nearly every filter) and up
 * to two of `none` go in one pass that counts as it goes (fusedRuns); a union of sets, and sets
 * beyond those, take a pass each. The slots of `drop` are taken out without a test; then only
 * the slots `check` is unsure of are tested, in the words its bands' hints touch.
 */
export function matchRuns(
  target: Bits,
  runs: Int32Array,
  from: Bits,
  any: readonly (readonly Bits[])[],
  none: readonly Bits[],
  check: SlotCheck | null,
  drop: readonly SlotSpan[] = [],
): number {
  const singles: Bits[] = [];
  const unions: (readonly Bits[])[] = [];
  for (const sets of any) {
    if (sets.length === 1) singles.push(sets[0] as Bits);
    else unions.push(sets);
  }
  let count = fusedRuns(target, runs, from, singles.slice(0, FUSED_ANDS), none.slice(0, FUSED_NOTS));
  const more = singles.length > FUSED_ANDS || unions.length > 0 || none.length > FUSED_NOTS;
  for (const set of singles.slice(FUSED_ANDS)) andRuns(target, runs, set);
  for (const sets of unions) andUnionRuns(target, runs, sets);
  for (const set of none.slice(FUSED_NOTS)) andNotRuns(target, runs, set);
  if (more) count = countRuns(target, runs);
  // Words outside the runs are empty (the caller's set is cleared there): clearing a slot there changes nothing.
  for (const { slots, from: start, to } of drop) {
    for (let i = start; i < to; i++) {
      const slot = slots[i] as number;
      const word = target[slot >>> 5] as number;
      count -= (word >>> (slot & 31)) & 1;
      target[slot >>> 5] = word & ~(1 << (slot & 31));
    }
  }
  if (check) count -= testRuns(target, runs, check);
  return count;
}

/** Sets ANDed, and ANDed NOT, in the one pass of fusedRuns. */
const FUSED_ANDS = 4;
const FUSED_NOTS = 2;
/** Words all ones and all zeros, standing in for the sets a search has fewer of than fusedRuns takes. */
let ones: Bits = new Uint32Array(0);
let zeros: Bits = new Uint32Array(0);

/**
 * target[w] = from[w] AND each of `and` AND NOT each of `not` over the runs, and how many slots
 * that leaves: one loop over up to six arrays. A pass per set cost a loop over the words for each
 * (seven of them for a typed budget with a word and a city), and a loop over the sets at each
 * word cost more than those (docs/decisions/0071).
 */
function fusedRuns(target: Bits, runs: Int32Array, from: Bits, and: readonly Bits[], not: readonly Bits[]): number {
  if (ones.length < target.length) {
    ones = new Uint32Array(target.length).fill(0xffffffff);
    zeros = new Uint32Array(target.length);
  }
  const [a = ones, b = ones, c = ones, d = ones] = and;
  const [e = zeros, f = zeros] = not;
  let n = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1] as number;
    for (let w = runs[r] as number; w < end; w++) {
      const word =
        (from[w] as number) &
        (a[w] as number) &
        (b[w] as number) &
        (c[w] as number) &
        (d[w] as number) &
        ~((e[w] as number) | (f[w] as number));
      target[w] = word;
      if (word !== 0) n += popcount32(word);
    }
  }
  return n;
}

function andRuns(target: Bits, runs: Int32Array, other: Bits): void {
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1] as number;
    for (let w = runs[r] as number; w < end; w++) target[w] = (target[w] as number) & (other[w] as number);
  }
}

function andNotRuns(target: Bits, runs: Int32Array, other: Bits): void {
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1] as number;
    for (let w = runs[r] as number; w < end; w++) target[w] = (target[w] as number) & ~(other[w] as number);
  }
}

function andUnionRuns(target: Bits, runs: Int32Array, sets: readonly Bits[]): void {
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1] as number;
    for (let w = runs[r] as number; w < end; w++) {
      let union = 0;
      for (const set of sets) union |= set[w] as number;
      target[w] = (target[w] as number) & union;
    }
  }
}

/** Takes out of `target` the slots `check` rejects, testing only those it is unsure of; returns how many it took out. */
function testRuns(target: Bits, runs: Int32Array, { keep, unsure, hints }: SlotCheck): number {
  if (unsure) return testBands(target, hints, unsure, keep);
  let removed = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1] as number;
    for (let w = runs[r] as number; w < end; w++) {
      const word = target[w] as number;
      if (word !== 0) removed += testWord(target, w, word, word, keep);
    }
  }
  return removed;
}

/**
 * testRuns when only some bands' slots can fail: the words that both the search's hints and a
 * band's hints name, found 32 words at a time, not every word of the runs. Facets of the
 * benchmark's typed filter sets at 1M listings, the index alone: 3–4% less time (about 6% for
 * those with one word). The bands' words alone, without the search's hints, took 20% more.
 */
function testBands(target: Bits, hints: Bits, bands: readonly Band[], keep: (slot: number) => boolean): number {
  let removed = 0;
  for (let i = 0; i < hints.length; i++) {
    const searched = hints[i] as number;
    if (searched === 0) continue;
    let inBands = 0;
    for (const band of bands) inBands |= band.hints[i] as number;
    let visit = searched & inBands;
    while (visit !== 0) {
      const bit = lowestBit(visit);
      visit &= visit - 1;
      const w = (i << 5) + bit;
      const word = (target[w] as number | undefined) ?? 0;
      if (word === 0) continue;
      let test = 0;
      for (const band of bands) {
        if (((band.hints[i] as number) >>> bit) & 1) test |= (band.upTo[w] as number) & ~(band.below ? (band.below[w] as number) : 0);
      }
      test &= word;
      if (test !== 0) removed += testWord(target, w, word, test, keep);
    }
  }
  return removed;
}

/** Clears from word `w` of `target` (holding `word`) the slots of `test` that `keep` rejects; returns how many. */
function testWord(target: Bits, w: number, word: number, test: number, keep: (slot: number) => boolean): number {
  const kept = keptSlots(word, w, test, keep);
  target[w] = kept;
  return popcount32(word ^ kept);
}

/** Word `w` of slots (`word`) less the slots of `test` that `keep` rejects. */
export function keptSlots(word: number, w: number, test: number, keep: (slot: number) => boolean): number {
  let kept = word;
  while (test !== 0) {
    const low = test & -test;
    if (!keep((w << 5) + lowestBit(low))) kept &= ~low;
    test &= test - 1;
  }
  return kept;
}

function countRuns(bits: Bits, runs: Int32Array): number {
  let n = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1] as number;
    for (let w = runs[r] as number; w < end; w++) {
      const word = bits[w] as number;
      if (word !== 0) n += popcount32(word);
    }
  }
  return n;
}

/** How many slots are in both sets. */
export function countBothRuns(a: Bits, runs: Int32Array, b: Bits): number {
  let n = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1] as number;
    for (let w = runs[r] as number; w < end; w++) {
      const word = (a[w] as number) & (b[w] as number);
      if (word !== 0) n += popcount32(word);
    }
  }
  return n;
}

/** One band of a ladder: the slots in `upTo` and not in `below`, and the words that may hold one. */
export interface Band {
  upTo: Bits;
  below: Bits | null;
  hints: Bits;
}

/** Calls `visit` with each slot of the set, in slot order. */
export function forEachSlot(bits: Bits, runs: Int32Array, visit: (slot: number) => void): void {
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1] as number;
    for (let w = runs[r] as number; w < end; w++) {
      let word = bits[w] as number;
      while (word !== 0) {
        visit((w << 5) + lowestBit(word));
        word &= word - 1;
      }
    }
  }
}
