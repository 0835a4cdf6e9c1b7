import { type Band, type Bits, orInto, resized, SlotSet, setBit, wordsFor } from './bits';

/** A bound's values left out of the band it falls inside: [from, to). */
export interface Cut {
  from: number;
  to: number;
}

/** What a range [min, max) keeps of bands: from..to, both included. */
export interface BandRange {
  from: number;
  to: number;
  /** Whether a bound is set (a min of 0 is none). */
  bounded: boolean;
  /** The bands a bound falls inside (not on an edge). */
  inside: number[];
  /** Per bound inside a band, the values of that band it leaves out. */
  cuts: Cut[];
}

/** Values cut at fixed edges: band b holds [edges[b - 1], edges[b]), so a value's band is how many edges are at or below it. */
export class Bands {
  constructor(readonly edges: readonly number[]) {}

  get count(): number {
    return this.edges.length + 1;
  }

  of(value: number): number {
    // Binary search: there are dozens to a thousand edges.
    let low = 0;
    let high = this.edges.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (value >= (this.edges[mid] as number)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * The bands a range [min, max) can touch (a bound of 0 or null is open), or null when there are
   * none (nothing matches).
   */
  range(min: number | null, max: number | null): BandRange | null {
    const low = min !== null && min > 0 ? min : null;
    if (low === null && max === null) return { from: 0, to: this.edges.length, bounded: false, inside: [], cuts: [] };
    const onEdge = (v: number) => this.edges.includes(v);
    const from = low === null ? 0 : this.of(low);
    const to = max === null ? this.edges.length : this.of(max) - (onEdge(max) ? 1 : 0);
    if (from > to) return null;
    const inside: number[] = [];
    const cuts: Cut[] = [];
    const edge = (b: number, beyond: number) => this.edges[b] ?? beyond;
    if (low !== null && !onEdge(low)) {
      inside.push(from);
      cuts.push({ from: edge(from - 1, Number.NEGATIVE_INFINITY), to: low });
    }
    if (max !== null && !onEdge(max)) {
      if (inside[0] !== to) inside.push(to);
      cuts.push({ from: max, to: edge(to, Number.POSITIVE_INFINITY) });
    }
    return { from, to, bounded: true, inside, cuts };
  }
}

/** What a range keeps of a ladder: the slots in `within` and not in `below` (null: no such bound). */
export interface LadderRange {
  within: SlotSet | null;
  below: SlotSet | null;
  /** False when a bound lies between edges: the slots of `edgeBands` must then be tested one by one. */
  exact: boolean;
  /** The bands a bound falls inside: only their slots can lie outside the range. */
  edgeBands: Band[];
  /** The values those bands hold that lie outside the range: [from, to), one interval a bound between edges. */
  cuts: Cut[];
  /**
   * The words that may hold a slot in the range's lowest band or above (null: no lower bound):
   * with `within`'s hints, a search visits the words of the range's bands, not every word below.
   */
  fromHints: Bits | null;
}

/**
 * A numeric column cut at fixed edges, as cumulative sets: `atMost[b]` holds the slots whose value
 * lies in band b or below (band = how many edges are at or below the value). Any range costs two
 * passes however many bands it spans; values without a number are in no set. A bound between
 * edges leaves only its own band's slots to test one by one, so the finer the edges, the fewer.
 */
export class Ladder {
  private atMost: SlotSet[];
  /** Per band, the words that may hold one of its own slots (a bound's band is tested only there). */
  private ownHints: Bits[];
  /** Per band, the words that may hold a slot of that band or above. */
  private fromHints: Bits[];

  private readonly bands: Bands;

  constructor(edges: readonly number[]) {
    this.bands = new Bands(edges);
    this.atMost = Array.from({ length: edges.length + 1 }, () => new SlotSet(0));
    this.ownHints = this.atMost.map(() => new Uint32Array(0));
    this.fromHints = this.atMost.map(() => new Uint32Array(0));
  }

  add(slot: number, value: number): void {
    if (Number.isNaN(value)) return;
    const band = this.bands.of(value);
    setBit(this.ownHints[band] as Bits, slot >>> 5);
    for (let b = 0; b <= band; b++) setBit(this.fromHints[b] as Bits, slot >>> 5);
    for (let b = band; b < this.atMost.length; b++) this.atMost[b]?.add(slot);
  }

  remove(slot: number, value: number): void {
    if (Number.isNaN(value)) return;
    for (let b = this.bands.of(value); b < this.atMost.length; b++) this.atMost[b]?.delete(slot);
  }

  grow(words: number): void {
    for (const set of this.atMost) set.grow(words);
    this.ownHints = this.ownHints.map((hints) => resized(hints, wordsFor(words)));
    this.fromHints = this.fromHints.map((hints) => resized(hints, wordsFor(words)));
  }

  /**
   * Holds exactly `values[0..count)` (slot = index; NaN: in no set), in sets of `words` words:
   * each slot goes into its own band, then every band takes the one below it, which costs a pass
   * per band instead of a bit per band above each slot's.
   */
  fill(values: Float64Array, count: number, words: number): void {
    this.atMost = this.atMost.map(() => new SlotSet(words));
    for (let slot = 0; slot < count; slot++) {
      const value = values[slot] as number;
      if (!Number.isNaN(value)) this.atMost[this.bands.of(value)]?.add(slot);
    }
    this.ownHints = this.atMost.map((set) => set.hints.slice());
    this.fromHints = this.ownHints.map((hints) => hints.slice());
    for (let b = this.fromHints.length - 2; b >= 0; b--) orInto(this.fromHints[b] as Bits, this.fromHints[b + 1] as Bits);
    for (let b = 1; b < this.atMost.length; b++) {
      const below = this.atMost[b - 1] as SlotSet;
      const set = this.atMost[b] as SlotSet;
      orInto(set.bits, below.bits);
      orInto(set.hints, below.hints);
    }
  }

  /**
   * The bands a range [min, max) can touch (a bound of 0 or null is open; with a bound, slots
   * without a value go), or null when there are none (nothing matches).
   */
  range(min: number | null, max: number | null): LadderRange | null {
    const range = this.bands.range(min, max);
    if (!range) return null;
    const { from, to, inside, cuts } = range;
    if (!range.bounded) return { within: null, below: null, exact: true, edgeBands: [], cuts, fromHints: null };
    const edgeBands = inside.map(
      (b): Band => ({
        upTo: (this.atMost[b] as SlotSet).bits,
        below: b > 0 ? (this.atMost[b - 1] as SlotSet).bits : null,
        hints: this.ownHints[b] as Bits,
      }),
    );
    return {
      within: this.atMost[to] as SlotSet,
      below: from > 0 ? (this.atMost[from - 1] as SlotSet) : null,
      exact: edgeBands.length === 0,
      edgeBands,
      cuts,
      fromHints: from > 0 ? (this.fromHints[from] as Bits) : null,
    };
  }
}

/**
 * Edges for a ladder: `edges` (the page's choices, so its ranges stay exact) and steps of `ratio`
 * from `from` to `to` in between, rounded to whole numbers.
 */
export function finerEdges(edges: readonly number[], from: number, to: number, ratio: number): number[] {
  const all = new Set<number>(edges);
  for (let value = from; value <= to; value *= ratio) all.add(Math.round(value));
  return [...all].sort((a, b) => a - b);
}
