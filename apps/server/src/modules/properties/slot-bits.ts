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
