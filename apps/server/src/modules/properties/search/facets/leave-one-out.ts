import { type Band, type Bits, clearRuns, keptSlots, lowestBit, popcount32, RunList } from '../slots/bits';

// A facet counts the matches of every filter but its own. Matching the search again without each
// facet's filter took a full matching per filter (three for a typed budget and a city), each
// redoing the others' work. Here the filters no facet leaves out are matched once; each left-out
// filter narrows those matches in a pass of its own, and the sets the facets count are ANDs of
// those (docs/decisions/0093).

/** A filter a facet leaves out: the slots in any of `sets` and not in `not`. */
export interface LeftOut {
  sets: readonly Bits[];
  not: Bits | null;
  /** The bands of a bound between a ladder's edges: their slots pass only when `keep` says so. */
  edgeBands: readonly Band[];
  keep: ((slot: number) => boolean) | null;
  /** The words its slots may be in: those any of `any` names (a set's hints each), and `and` (null: any). */
  hints: { any: readonly Bits[]; and: Bits | null };
}

/** A set of slots, empty outside its runs, and its size. */
export interface Written {
  bits: Bits;
  runs: Int32Array;
  count: number;
}

/** The shared matches, with the hints of the words they may be in (the rest of their words are empty). */
export type Shared = Written & { hints: Bits };

/**
 * The passes, with their sets kept from call to call: at 1M listings a set is 125 KB, zeroed
 * when new, which cost more than a pass. The sets a call returns are good until the next call.
 */
export class LeaveOneOut {
  private readonly sets: Bits[] = [];
  private readonly runLists: RunList[] = [];

  /**
   * The shared matches narrowed by every filter (`all`) and by every filter but each one in turn
   * (`without[i]` leaves out `filters[i]`).
   */
  pass(shared: Shared, filters: readonly LeftOut[]): { all: Written; without: Written[] } {
    const k = filters.length;
    if (k === 0) return { all: shared, without: [] };
    const masks = filters.map((filter, i) => this.mask(i, shared, filter));
    if (k === 1) return { all: masks[0] as Written, without: [shared] };
    let next = k;
    const and = (of: Written[]) => (of.length === 1 ? (of[0] as Written) : this.and(next++, of));
    return { all: and(masks), without: masks.map((_, i) => and(masks.filter((_, j) => j !== i))) };
  }

  private scratch(i: number, words: number): { bits: Bits; runs: RunList } {
    while (this.sets.length <= i) {
      this.sets.push(new Uint32Array(0));
      this.runLists.push(new RunList());
    }
    const runs = this.runLists[i] as RunList;
    // Zero where the last call wrote: a set is read past its own runs, where it must be empty.
    if ((this.sets[i] as Bits).length < words) this.sets[i] = new Uint32Array(words);
    else clearRuns(this.sets[i] as Bits, runs.runs);
    runs.clear();
    return { bits: this.sets[i] as Bits, runs };
  }

  /**
   * The shared matches a filter keeps: only the words both its hints and the shared matches' allow
   * are visited, found 32 at a time from the hints, so a filter whose slots lie together (a city)
   * costs what it keeps.
   */
  private mask(i: number, shared: Shared, filter: LeftOut): Written {
    const { bits, runs } = this.scratch(i, shared.bits.length);
    const { sets, not, keep, edgeBands } = filter;
    const { any, and } = filter.hints;
    const from = shared.bits;
    const only = sets.length === 1 ? (sets[0] as Bits) : null;
    let count = 0;
    const visit = (w: number) => {
      const s = from[w] as number;
      if (s === 0) return;
      let word = 0;
      if (only) word = only[w] as number;
      else for (const set of sets) word |= set[w] as number;
      if (not) word &= ~(not[w] as number);
      word &= s;
      if (word !== 0 && keep) word = tested(word, w, edgeBands, keep);
      if (word === 0) return;
      bits[w] = word;
      runs.add(w);
      count += popcount32(word);
    };
    const one = any.length === 1 ? (any[0] as Bits) : null;
    // The hint words of the shared matches' runs (their hints name those runs' words alone).
    let last = -1;
    for (let r = 0; r < shared.runs.length; r += 2) {
      const to = ((shared.runs[r + 1] as number) - 1) >>> 5;
      for (let h = Math.max(last + 1, (shared.runs[r] as number) >>> 5); h <= to; h++) {
        let hint = 0;
        if (one) hint = one[h] as number;
        else for (let a = 0; a < any.length; a++) hint |= (any[a] as Bits)[h] as number;
        let words = (shared.hints[h] as number) & hint & (and ? (and[h] as number) : -1);
        // Where the matches are many, every word of the 32 is visited, in order.
        if (words === -1) {
          for (let w = h << 5; w < (h + 1) << 5; w++) visit(w);
          continue;
        }
        while (words !== 0) {
          const bit = lowestBit(words);
          words &= words - 1;
          visit((h << 5) + bit);
        }
      }
      last = to;
    }
    return { bits, runs: runs.runs, count };
  }

  /** The AND of some sets, over the runs of the one with fewest slots. */
  private and(i: number, of: readonly Written[]): Written {
    const base = of.reduce((a, b) => (b.count < a.count ? b : a));
    const others = of.filter((set) => set !== base).map((set) => set.bits);
    const { bits, runs } = this.scratch(i, base.bits.length);
    const [a, b = null] = others;
    let count = 0;
    for (let r = 0; r < base.runs.length; r += 2) {
      const end = base.runs[r + 1] as number;
      for (let w = base.runs[r] as number; w < end; w++) {
        let word = (base.bits[w] as number) & ((a as Bits)[w] as number);
        if (b) word &= b[w] as number;
        for (let o = 2; o < others.length && word !== 0; o++) word &= (others[o] as Bits)[w] as number;
        if (word === 0) continue;
        bits[w] = word;
        runs.add(w);
        count += popcount32(word);
      }
    }
    return { bits, runs: runs.runs, count };
  }
}

/** A word of slots less those of an edge band `keep` rejects (only an edge band's slots can fail a bound). */
function tested(word: number, w: number, edgeBands: readonly Band[], keep: (slot: number) => boolean): number {
  let unsure = 0;
  for (const band of edgeBands) {
    if ((((band.hints[w >>> 5] as number) >>> (w & 31)) & 1) === 0) continue;
    unsure |= (band.upTo[w] as number) & ~(band.below ? (band.below[w] as number) : 0);
  }
  return keptSlots(word, w, unsure & word, keep);
}
