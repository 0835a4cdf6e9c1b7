import { type Bits, has, lowestBit, resized } from '../slots/bits';
import type { BandRange, Bands } from '../slots/ladder';

// Listings counted per combination of the facets' enumerated values, sold or not, and price band:
// the facets of a search that only those values and a budget narrow (the search page's own
// filters) then add up a few thousand combinations instead of passing over their matches, which
// at 1M listings and a typed budget alone are hundreds of thousands (docs/decisions/0072). A
// searched word's listings are counted by combination too, from their own prices (decision 0089).

/**
 * The codes a column's part of a combination's key has room for, given its declared values: four
 * times as many (a stored value outside the list takes a code too), at least 32. A listing with a
 * code beyond it is one the cube cannot hold (then passes over the matches count the facets).
 */
export function radixFor(declaredValues: number): number {
  let radix = 32;
  while (radix < declaredValues * 4) radix *= 2;
  return radix;
}

/** What a search keeps: per column the codes it wants (null: any), sold or not, and price bands from..to. */
export interface CubeSearch {
  /** Per column, 1 at each code the search wants (null: any). */
  wanted: readonly (Uint8Array | null)[];
  withSold: boolean;
  /** The price bands kept (null: none). */
  bands: BandRange | null;
  /**
   * Only these listings (a searched word's), with the budget [min, max) their prices are held to:
   * counted from their sorted prices, exact, where the bands count every listing.
   */
  among?: { listings: PricesByCombination; min: number | null; max: number | null; localities: number | null };
}

/** Some listings' prices grouped by combination, sorted within each (pricesOf), and the changes since. */
export interface PricesByCombination {
  /** Per combination, where its prices start in `prices`; the next one's start is where they end. */
  starts: Int32Array;
  prices: Float64Array;
  /** The locality of the listing of each price. */
  localities: Int32Array;
  /** Per combination, per budget range (a combination's side by side), how many lie in it. */
  inBudgets: Int32Array;
  /** Listings added or taken out since, as (combination, price, locality, 1 or -1), one after another. */
  changes: number[];
}

/** A listing noted in PricesByCombination.changes takes this many numbers. */
export const CHANGE_NUMBERS = 4;

/** Whether a price lies in [min, max) (a min of 0 or null and a max of null are open). */
const inBudget = (price: number, min: number | null, max: number | null) =>
  (min === null || min <= 0 || price >= min) && (max === null || price < max);

/** The first position of sorted `prices[from, to)` whose price is not below `value`. */
function notBelow(prices: Float64Array, from: number, to: number, value: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((prices[mid] as number) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The positions [low, high) of sorted `prices[from, to)` whose prices lie in [min, max) (a min of
 * 0 or null and a max of null are open); low ≥ high when none do.
 */
function priceSpan(prices: Float64Array, from: number, to: number, min: number | null, max: number | null): [number, number] {
  return [min === null || min <= 0 ? from : notBelow(prices, from, to, min), max === null ? to : notBelow(prices, from, to, max)];
}

/** How many of sorted `prices[from, to)` lie in [min, max). */
function inPrices(prices: Float64Array, from: number, to: number, min: number | null, max: number | null): number {
  const [low, high] = priceSpan(prices, from, to, min, max);
  // A budget whose min is above its max keeps nothing.
  return Math.max(0, high - low);
}

/**
 * Per column, per code, how many listings the search keeps with that column's own filter left out;
 * per budget range, how many with the budget left out.
 */
export interface CubeCounts {
  columns: number[][];
  budgets: number[];
  /** Per locality, how many listings the search keeps (counted only among a word's listings). */
  localities: number[] | null;
}

const NOT_COUNTED = -1;
const OUTSIDE = -2;

/** Per combination during one count: how many of the search's filters it fails, and the one it fails. */
const FAILS_MANY = -2;
const FAILS_NONE = -1;

export class FacetCube {
  private readonly byKey = new Map<number, number>();
  private combinationCount = 0;
  /** Room for combinations in the arrays below. */
  private room = 0;
  /** Per combination, one code per column. */
  private codes = new Int32Array(0);
  private sold = new Uint8Array(0);
  /** Per combination, per price band (a combination's bands side by side), its listings in that band. */
  private inBand = new Int32Array(0);
  /**
   * Per price band, per combination (a band's combinations side by side), those in the band or
   * below. A count reads a few bands of every combination: laid out band by band, it reads each
   * band's figures in a row, where a combination at a time read a few scattered words of each
   * (twice as long at 1M listings, with the rest of a search's data in the caches).
   */
  private atMost = new Int32Array(0);
  /** Combinations whose atMost is out of date: summed again when next counted. */
  private stale: number[] = [];
  private isStale = new Uint8Array(0);
  /** Per slot, its combination (NOT_COUNTED, OUTSIDE) and its price band. */
  private combinationOf = new Int32Array(0);
  private bandOf = new Int16Array(0);
  /** Listings whose codes or price the cube cannot hold: while there are any, it answers nothing. */
  private outside = 0;
  /** Per combination, the column its last count found it failing (FAILS_NONE, FAILS_MANY). */
  private failing = new Int32Array(0);

  /** Per budget range, its first and last price band. */
  private readonly budgetBands: { from: number; to: number }[];
  private readonly budgets: readonly { min: number; max: number | null }[];
  /** How many enumerated columns a listing has. */
  private readonly columns: number;

  /**
   * @param radices per enumerated column, the codes its part of a combination's key has room for
   *   (radixFor): the key, sold or not then each code in mixed radix, is an exact integer, which
   *   the constructor checks, so a new column can never make keys collide
   * @param prices the price bands; every end of a budget range is an edge
   */
  constructor(
    private readonly radices: readonly number[],
    readonly prices: Bands,
    budgets: readonly { min: number; max: number | null }[],
  ) {
    this.columns = radices.length;
    const keys = radices.reduce((product, radix) => product * radix, 2);
    if (!(keys <= Number.MAX_SAFE_INTEGER + 1)) {
      throw new Error(
        `a facet cube's combination key holds at most 2^53 values: ${radices.length} columns with room for ${radices.join(' × ')} codes (and sold) need ${Math.ceil(Math.log2(keys))} bits`,
      );
    }
    this.budgets = budgets;
    this.budgetBands = budgets.map(({ min, max }) => {
      const range = prices.range(min, max);
      if (!range || range.cuts.length > 0) throw new Error(`a budget range's ends must be price edges: ${min}-${max}`);
      return { from: range.from, to: range.to };
    });
  }

  /** How many combinations of values the listings hold. */
  get combinations(): number {
    return this.combinationCount;
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
    this.byKey.clear();
    this.combinationCount = 0;
    this.inBand.fill(0);
    this.stale = [];
    this.isStale.fill(0);
    this.combinationOf.fill(NOT_COUNTED);
    this.outside = 0;
  }

  /** Counts a listing: its codes (one per column), sold or not, its price (NaN: none). */
  add(slot: number, codes: ArrayLike<number>, sold: boolean, price: number): void {
    let key = sold ? 1 : 0;
    let held = !Number.isNaN(price);
    for (let c = 0; c < this.columns; c++) {
      const code = codes[c] as number;
      const radix = this.radices[c] as number;
      if (code >= radix) held = false;
      key = key * radix + code;
    }
    if (!held) {
      this.outside++;
      this.combinationOf[slot] = OUTSIDE;
      return;
    }
    let index = this.byKey.get(key);
    if (index === undefined) {
      index = this.combinationCount++;
      if (index >= this.room) this.makeRoom(Math.max(64, this.room * 2));
      this.byKey.set(key, index);
      for (let c = 0; c < this.columns; c++) this.codes[index * this.columns + c] = codes[c] as number;
      this.sold[index] = sold ? 1 : 0;
    }
    const band = this.prices.of(price);
    this.combinationOf[slot] = index;
    this.bandOf[slot] = band;
    this.tally(index, band, 1);
  }

  private makeRoom(room: number): void {
    const bands = this.prices.count;
    this.codes = resized(this.codes, room * this.columns);
    this.sold = resized(this.sold, room);
    this.inBand = resized(this.inBand, room * bands);
    // Laid out by band, every figure moves: all are summed again.
    this.atMost = new Int32Array(room * bands);
    this.isStale = new Uint8Array(room);
    this.stale = [];
    for (let i = 0; i < this.combinationCount; i++) this.markStale(i);
    this.room = room;
  }

  private markStale(index: number): void {
    if (this.isStale[index]) return;
    this.isStale[index] = 1;
    this.stale.push(index);
  }

  private tally(index: number, band: number, by: number): void {
    const at = index * this.prices.count + band;
    this.inBand[at] = (this.inBand[at] as number) + by;
    this.markStale(index);
  }

  /** Takes a counted listing out (before its slot is reused or its values change). */
  remove(slot: number): void {
    const index = this.combinationOf[slot] as number;
    this.combinationOf[slot] = NOT_COUNTED;
    if (index === OUTSIDE) this.outside--;
    if (index < 0) return;
    this.tally(index, this.bandOf[slot] as number, -1);
  }

  /** Sums again the bands of the combinations that changed. */
  private refresh(): void {
    const bands = this.prices.count;
    for (const index of this.stale) {
      let sum = 0;
      for (let b = 0; b < bands; b++) {
        sum += this.inBand[index * bands + b] as number;
        this.atMost[b * this.room + index] = sum;
      }
      this.isStale[index] = 0;
    }
    this.stale = [];
  }

  /** Per combination, those in bands [from, to] (from > to: none). */
  private inBands(index: number, from: number, to: number): number {
    if (from > to) return 0;
    const { atMost, room } = this;
    return (atMost[to * room + index] as number) - (from > 0 ? (atMost[(from - 1) * room + index] as number) : 0);
  }

  /**
   * The facets' counts: a combination that passes every filter counts for every column and for
   * the budgets; one that fails a single column's filter counts for that column alone.
   */
  count(search: CubeSearch, codesPerColumn: readonly number[]): CubeCounts {
    const columns = codesPerColumn.map((codes) => new Array<number>(codes).fill(0));
    const budgets = new Array<number>(this.budgetBands.length).fill(0);
    if (this.failing.length < this.combinationCount) this.failing = new Int32Array(this.room);
    if (this.stale.length > 0) this.refresh();
    const { wanted, withSold, bands, among } = search;
    const from = bands ? bands.from : 1;
    const to = bands ? bands.to : 0;
    const starts = among?.listings.starts;
    const localities = among?.localities ? new Array<number>(among.localities).fill(0) : null;
    for (let i = 0; i < this.combinationCount; i++) {
      // None of the listings counted has this combination.
      if (starts && !((starts[i + 1] as number) > (starts[i] as number))) continue;
      const fails = this.fails(i, wanted, withSold);
      this.failing[i] = fails;
      if (fails === FAILS_MANY) continue;
      let kept: number;
      if (among) {
        const { prices, starts: at } = among.listings;
        const [low, high] = priceSpan(prices, at[i] as number, at[i + 1] as number, among.min, among.max);
        kept = Math.max(0, high - low);
        if (localities && fails === FAILS_NONE) {
          for (let k = low; k < high; k++) {
            const code = among.listings.localities[k] as number;
            localities[code] = (localities[code] as number) + 1;
          }
        }
      } else kept = this.inBands(i, from, to);
      this.addTo(columns, i, fails, kept);
      if (fails >= 0) continue;
      for (let r = 0; r < this.budgetBands.length; r++) {
        if (among) {
          budgets[r] = (budgets[r] as number) + (among.listings.inBudgets[i * this.budgets.length + r] as number);
          continue;
        }
        const range = this.budgetBands[r] as { from: number; to: number };
        budgets[r] = (budgets[r] as number) + this.inBands(i, range.from, range.to);
      }
    }
    if (among) this.countChanges(among, search, { columns, budgets, localities });
    return { columns, budgets, localities };
  }

  /** The column whose filter a combination fails (FAILS_NONE, or FAILS_MANY for more, or sold when unwanted). */
  private fails(index: number, wanted: CubeSearch['wanted'], withSold: boolean): number {
    if (this.sold[index] && !withSold) return FAILS_MANY;
    let fails = FAILS_NONE;
    for (let c = 0; c < this.columns; c++) {
      const mask = wanted[c];
      if (mask && mask[this.codes[index * this.columns + c] as number] !== 1) {
        if (fails !== FAILS_NONE) return FAILS_MANY;
        fails = c;
      }
    }
    return fails;
  }

  /** Adds to counts count() took from listings' prices the listings added or taken out since. */
  private countChanges(among: NonNullable<CubeSearch['among']>, search: CubeSearch, { columns, budgets, localities }: CubeCounts): void {
    const { changes } = among.listings;
    for (let k = 0; k < changes.length; k += CHANGE_NUMBERS) {
      const index = changes[k] as number;
      const price = changes[k + 1] as number;
      const locality = changes[k + 2] as number;
      const by = changes[k + 3] as number;
      const fails = this.fails(index, search.wanted, search.withSold);
      if (fails === FAILS_MANY) continue;
      const kept = inBudget(price, among.min, among.max);
      if (localities && kept && fails === FAILS_NONE) localities[locality] = (localities[locality] ?? 0) + by;
      if (kept) this.addTo(columns, index, fails, by);
      if (fails !== FAILS_NONE) continue;
      const r = this.budgets.findIndex(({ min, max }) => inBudget(price, min, max));
      if (r >= 0) budgets[r] = (budgets[r] as number) + by;
    }
  }

  /** The combination a slot is counted in (negative: none). */
  combinationAt(slot: number): number {
    return this.combinationOf[slot] as number;
  }

  /**
   * The prices (and localities) of a set's slots grouped by combination and sorted by price within
   * each: what count() takes to count those listings alone, exactly, for any budget. `byPrice`
   * holds every slot, cheapest first: walking it places each group's prices in order, where
   * sorting each group took two and a half times as long at 1M listings. Slots the cube does not
   * count are left out.
   */
  pricesOf(bits: Bits, byPrice: { slots: Int32Array; length: number }, price: Float64Array, locality: Int32Array): PricesByCombination {
    const starts = new Int32Array(this.combinationCount + 1);
    const combinationOf = this.combinationOf;
    for (let w = 0; w < bits.length; w++) {
      for (let word = bits[w] as number; word !== 0; word &= word - 1) {
        const index = combinationOf[(w << 5) + lowestBit(word)] as number;
        if (index >= 0) starts[index + 1] = (starts[index + 1] as number) + 1;
      }
    }
    for (let i = 1; i < starts.length; i++) starts[i] = (starts[i] as number) + (starts[i - 1] as number);
    const prices = new Float64Array(starts[this.combinationCount] as number);
    const localities = new Int32Array(prices.length);
    const next = starts.slice(0, this.combinationCount);
    for (let i = 0; i < byPrice.length; i++) {
      const slot = byPrice.slots[i] as number;
      if (!has(bits, slot)) continue;
      const index = combinationOf[slot] as number;
      if (index < 0) continue;
      const at = next[index] as number;
      prices[at] = price[slot] as number;
      localities[at] = locality[slot] as number;
      next[index] = at + 1;
    }
    const inBudgets = new Int32Array(this.combinationCount * this.budgets.length);
    for (let i = 0; i < this.combinationCount; i++) {
      this.budgets.forEach(({ min, max }, r) => {
        inBudgets[i * this.budgets.length + r] = inPrices(prices, starts[i] as number, starts[i + 1] as number, min, max);
      });
    }
    return { starts, prices, localities, inBudgets, changes: [] };
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
      // As count() counted it.
      if (fails !== FAILS_MANY) this.addTo(counts.columns, index, fails, -1);
    }
  }

  /**
   * Adds `by` listings of a combination to the columns' counts: to every column when it passes
   * every filter, to the one whose filter it fails when that is its only one.
   */
  private addTo(columns: number[][], index: number, fails: number, by: number): void {
    const first = fails === FAILS_NONE ? 0 : fails;
    const last = fails === FAILS_NONE ? this.columns - 1 : fails;
    for (let c = first; c <= last; c++) {
      const counts = columns[c] as number[];
      const code = this.codes[index * this.columns + c] as number;
      counts[code] = (counts[code] as number) + by;
    }
  }
}
