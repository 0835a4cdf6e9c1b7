// Sets of index slots as bit arrays (32 slots a word): matching a filter is a few AND/OR passes
// over n/32 words instead of a test per listing.

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

/** target &= ~other. */
export function andNotInto(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & ~(other[i] as number);
}

/** target |= other. */
export function orInto(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) | (other[i] as number);
}

function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) n += popcount32(bits[i] as number);
  return n;
}

/** How many slots are in both sets. */
export function countBoth(a: Bits, b: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const word = (a[i] as number) & (b[i] as number);
    if (word !== 0) n += popcount32(word);
  }
  return n;
}

/** Keeps only the slots `keep` accepts; returns how many are left. Costs one test per set bit. */
export function filterBits(bits: Bits, keep: (slot: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i] as number;
    if (word === 0) continue;
    let kept = word;
    while (word !== 0) {
      const low = word & -word;
      const slot = (i << 5) + (31 - Math.clz32(low));
      if (keep(slot)) n++;
      else kept &= ~low;
      word &= word - 1;
    }
    bits[i] = kept;
  }
  return n;
}

/** A copy `words` long (grown with zeros). */
export function resized(bits: Bits, words: number): Bits {
  const next = new Uint32Array(words);
  next.set(bits.subarray(0, Math.min(bits.length, words)));
  return next;
}

/** The band of a value: how many edges are at or below it (listing_band() in SQL for prices). */
export function bandOf(edges: readonly number[], value: number): number {
  let band = 0;
  for (const edge of edges) if (value >= edge) band++;
  return band;
}

/**
 * A numeric column cut at fixed edges, as cumulative sets: `atMost[b]` holds the slots whose value
 * lies in band b or below (band = how many edges are at or below the value). Any range costs two
 * passes however many bands it spans; values without a number are in no set.
 */
export class Ladder {
  private atMost: Bits[];

  constructor(private readonly edges: readonly number[]) {
    this.atMost = Array.from({ length: edges.length + 1 }, () => new Uint32Array(0));
  }

  bandOf(value: number): number {
    return bandOf(this.edges, value);
  }

  add(slot: number, value: number): void {
    if (Number.isNaN(value)) return;
    for (let b = this.bandOf(value); b < this.atMost.length; b++) setBit(this.atMost[b] as Bits, slot);
  }

  remove(slot: number, value: number): void {
    if (Number.isNaN(value)) return;
    for (let b = this.bandOf(value); b < this.atMost.length; b++) clearBit(this.atMost[b] as Bits, slot);
  }

  grow(words: number): void {
    this.atMost = this.atMost.map((bits) => resized(bits, words));
  }

  /** How many of `bits` fall in each band. */
  countPerBand(bits: Bits): number[] {
    const below = this.atMost.map((set) => countBoth(bits, set));
    return below.map((n, b) => n - (b > 0 ? (below[b - 1] as number) : 0));
  }

  /**
   * Narrows `bits` to the bands a range [min, max) can touch (a bound of 0 or null is open; with a
   * bound, slots without a value go). True when that is exact: both bounds are edges or open.
   */
  narrow(bits: Bits, min: number | null, max: number | null): boolean {
    const low = min !== null && min > 0 ? min : null;
    if (low === null && max === null) return true;
    const onEdge = (v: number) => this.edges.includes(v);
    const from = low === null ? 0 : this.bandOf(low);
    const to = max === null ? this.edges.length : this.bandOf(max) - (onEdge(max) ? 1 : 0);
    if (from > to) {
      bits.fill(0);
      return true;
    }
    andInto(bits, this.atMost[to] as Bits);
    if (from > 0) andNotInto(bits, this.atMost[from - 1] as Bits);
    return (low === null || onEdge(low)) && (max === null || onEdge(max));
  }
}
