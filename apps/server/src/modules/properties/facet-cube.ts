import type { BandRange, Bands } from './slot-bits';

// Listings counted per combination of the facets' enumerated values, sold or not, and price band:
// the facets of a search that only those values and a budget narrow (the search page's own
// filters) then add up a few thousand combinations instead of passing over their matches, which
// at 1M listings and a typed budget alone are hundreds of thousands (docs/decisions/0072).

/** Codes per column a combination's key has room for (the columns are enumerations: a handful each). */
const RADIX = 1024;

interface Combination {
  /** One code per column. */
  codes: Int32Array;
  sold: boolean;
  /** Per price band, the listings of this combination in it. */
  inBand: Int32Array;
  /** Per price band, those in it or below: summed again when first needed after a change. */
  atMost: Int32Array;
  changed: boolean;
}

/** What a search keeps: per column the codes it wants (null: any), sold or not, and price bands from..to. */
export interface CubeSearch {
  /** Per column, 1 at each code the search wants (null: any). */
  wanted: readonly (Uint8Array | null)[];
  withSold: boolean;
  /** The price bands kept (null: none). */
  bands: BandRange | null;
}

/**
 * Per column, per code, how many listings the search keeps with that column's own filter left out;
 * per budget range, how many with the budget left out.
 */
export interface CubeCounts {
  columns: number[][];
  budgets: number[];
}

const NOT_COUNTED = -1;
const OUTSIDE = -2;

/** Per combination during one count: how many of the search's filters it fails, and the one it fails. */
const FAILS_MANY = -2;
const FAILS_NONE = -1;

export class FacetCube {
  private readonly combinations: Combination[] = [];
  private readonly byKey = new Map<number, number>();
  /** Per slot, its combination (NOT_COUNTED, OUTSIDE) and its price band. */
  private combinationOf = new Int32Array(0);
  private bandOf = new Int16Array(0);
  /** Listings whose codes or price the cube cannot hold: while there are any, it answers nothing. */
  private outside = 0;
  /** Per combination, the column its last count found it failing (FAILS_NONE, FAILS_MANY). */
  private failing = new Int32Array(0);

  /** Per budget range, its first and last price band. */
  private readonly budgetBands: { from: number; to: number }[];

  /**
   * @param columns how many enumerated columns a listing has
   * @param prices the price bands; every end of a budget range is an edge
   */
  constructor(
    private readonly columns: number,
    readonly prices: Bands,
    budgets: readonly { min: number; max: number | null }[],
  ) {
    this.budgetBands = budgets.map(({ min, max }) => {
      const range = prices.range(min, max);
      if (!range || range.cuts.length > 0) throw new Error(`a budget range's ends must be price edges: ${min}-${max}`);
      return { from: range.from, to: range.to };
    });
  }

  /** Whether counts can be taken: every listing is held. */
  get complete(): boolean {
    return this.outside === 0;
  }

  grow(capacity: number): void {
    const combinations = new Int32Array(capacity).fill(NOT_COUNTED);
    combinations.set(this.combinationOf.subarray(0, Math.min(capacity, this.combinationOf.length)));
    this.combinationOf = combinations;
    const bands = new Int16Array(capacity);
    bands.set(this.bandOf.subarray(0, Math.min(capacity, this.bandOf.length)));
    this.bandOf = bands;
  }

  clear(): void {
    this.combinations.length = 0;
    this.byKey.clear();
    this.combinationOf.fill(NOT_COUNTED);
    this.outside = 0;
  }

  /** Counts a listing: its codes (one per column), sold or not, its price (NaN: none). */
  add(slot: number, codes: ArrayLike<number>, sold: boolean, price: number): void {
    let key = sold ? 1 : 0;
    let held = !Number.isNaN(price);
    for (let c = 0; c < this.columns; c++) {
      const code = codes[c] as number;
      if (code >= RADIX) held = false;
      key = key * RADIX + code;
    }
    if (!held) {
      this.outside++;
      this.combinationOf[slot] = OUTSIDE;
      return;
    }
    let index = this.byKey.get(key);
    if (index === undefined) {
      index = this.combinations.length;
      this.byKey.set(key, index);
      this.combinations.push({
        codes: Int32Array.from({ length: this.columns }, (_, c) => codes[c] as number),
        sold,
        inBand: new Int32Array(this.prices.count),
        atMost: new Int32Array(this.prices.count),
        changed: false,
      });
    }
    const band = this.prices.of(price);
    this.combinationOf[slot] = index;
    this.bandOf[slot] = band;
    this.tally(this.combinations[index] as Combination, band, 1);
  }

  private tally(combination: Combination, band: number, by: number): void {
    combination.inBand[band] = (combination.inBand[band] as number) + by;
    combination.changed = true;
  }

  /** Takes a counted listing out (before its slot is reused or its values change). */
  remove(slot: number): void {
    const index = this.combinationOf[slot] as number;
    this.combinationOf[slot] = NOT_COUNTED;
    if (index === OUTSIDE) this.outside--;
    if (index < 0) return;
    this.tally(this.combinations[index] as Combination, this.bandOf[slot] as number, -1);
  }

  /**
   * The facets' counts: a combination that passes every filter counts for every column and for
   * the budgets; one that fails a single column's filter counts for that column alone.
   */
  count(search: CubeSearch, codesPerColumn: readonly number[]): CubeCounts {
    const columns = codesPerColumn.map((codes) => new Array<number>(codes).fill(0));
    const budgets = new Array<number>(this.budgetBands.length).fill(0);
    if (this.failing.length < this.combinations.length) this.failing = new Int32Array(this.combinations.length * 2);
    const { wanted, withSold, bands } = search;
    const from = bands ? bands.from : 1;
    const to = bands ? bands.to : 0;
    for (let i = 0; i < this.combinations.length; i++) {
      const combination = this.combinations[i] as Combination;
      const { codes, sold, atMost } = combination;
      let fails = FAILS_NONE;
      if (sold && !withSold) fails = FAILS_MANY;
      for (let c = 0; c < this.columns && fails !== FAILS_MANY; c++) {
        const mask = wanted[c];
        if (mask && mask[codes[c] as number] !== 1) fails = fails === FAILS_NONE ? c : FAILS_MANY;
      }
      this.failing[i] = fails;
      if (fails === FAILS_MANY) continue;
      if (combination.changed) sumBands(combination);
      const kept = from > to ? 0 : (atMost[to] as number) - (from > 0 ? (atMost[from - 1] as number) : 0);
      if (fails >= 0) {
        const counts = columns[fails] as number[];
        counts[codes[fails] as number] = (counts[codes[fails] as number] as number) + kept;
        continue;
      }
      for (let c = 0; c < this.columns; c++) {
        const counts = columns[c] as number[];
        counts[codes[c] as number] = (counts[codes[c] as number] as number) + kept;
      }
      for (let r = 0; r < this.budgetBands.length; r++) {
        const range = this.budgetBands[r] as { from: number; to: number };
        budgets[r] = (budgets[r] as number) + (atMost[range.to] as number) - (range.from > 0 ? (atMost[range.from - 1] as number) : 0);
      }
    }
    return { columns, budgets };
  }

  /**
   * Takes out of counts just taken (count()) the listings at positions [from, to) of `slots`: a
   * budget's edge band holds them, counted whole, but their price lies outside the budget.
   */
  uncount(counts: CubeCounts, slots: Int32Array, from: number, to: number): void {
    for (let i = from; i < to; i++) {
      const index = this.combinationOf[slots[i] as number] as number;
      if (index < 0) continue;
      const fails = this.failing[index] as number;
      if (fails === FAILS_MANY) continue;
      const { codes } = this.combinations[index] as Combination;
      // As count() counted it: for every column, or for the one whose filter it fails.
      const [first, last] = fails === FAILS_NONE ? [0, this.columns - 1] : [fails, fails];
      for (let c = first; c <= last; c++) {
        const column = counts.columns[c] as number[];
        column[codes[c] as number] = (column[codes[c] as number] as number) - 1;
      }
    }
  }
}

function sumBands(combination: Combination): void {
  const { inBand, atMost } = combination;
  let sum = 0;
  for (let b = 0; b < inBand.length; b++) {
    sum += inBand[b] as number;
    atMost[b] = sum;
  }
  combination.changed = false;
}
