import { type Bits, lowestBit, popcount32 } from './bits';

/** A word's value before it holds a slot, and once its slots hold different values. */
const NO_VALUE = -2;
const MIXED = -1;

/**
 * Per word of slots, the one value all of its slots hold (a column's code, a price band), or MIXED.
 * The index lays alike listings out together, so nearly every word holds one city, one type, one
 * BHK and one band. A facet then counts such a word whole, by its popcount, and goes slot by slot
 * only through the words on a border: one pass over the matches, not one per option.
 */
export class WordValues {
  private values: Int32Array;

  constructor(words: number) {
    this.values = new Int32Array(words).fill(NO_VALUE);
  }

  /** Notes that `slot` holds `value`. A slot taken out leaves its word as it was: at worst counted slot by slot. */
  add(slot: number, value: number): void {
    const word = slot >>> 5;
    const held = this.values[word];
    if (held === NO_VALUE) this.values[word] = value;
    else if (held !== value) this.values[word] = MIXED;
  }

  grow(words: number): void {
    const next = new Int32Array(words).fill(NO_VALUE);
    next.set(this.values.subarray(0, Math.min(words, this.values.length)));
    this.values = next;
  }

  clear(): void {
    this.values.fill(NO_VALUE);
  }

  /** How many slots of the set hold each value from 0 to `values` - 1; `held[slot]` is the value a slot holds. */
  count(bits: Bits, runs: Int32Array, held: ArrayLike<number>, values: number): number[] {
    const counts = new Array<number>(values).fill(0);
    for (let r = 0; r < runs.length; r += 2) {
      const end = runs[r + 1] as number;
      for (let w = runs[r] as number; w < end; w++) {
        let word = bits[w] as number;
        if (word === 0) continue;
        const value = this.values[w] as number;
        if (value >= 0) {
          counts[value] = (counts[value] as number) + popcount32(word);
          continue;
        }
        while (word !== 0) {
          const slotValue = held[(w << 5) + lowestBit(word)] as number;
          counts[slotValue] = (counts[slotValue] as number) + 1;
          word &= word - 1;
        }
      }
    }
    return counts;
  }
}
