import { inBox } from '@ncr/shared/search/box';
import { DIMENSIONS, type Dimension } from './columns';
import type { Discounts } from './discounts';
import type { Shared } from './facets/leave-one-out';
import type { Range, SearchFilters } from './filters';
import type { SortOrder } from './orders';
import { firstPassing } from './orders';
import { andInto, type Bits, clearRuns, hintedRuns, matchRuns, RunList, type SlotSet, type SlotSpan, wordsFor } from './slots/bits';
import type { Cut, Ladder, LadderRange } from './slots/ladder';
import type { ListingStore } from './store';
import { textHasWord, tokensOf } from './words';

/** The distinct tokens of search words: each must begin a token of a listing's text. */
export const searchTokens = (words: readonly string[]) => new Set(words.flatMap(tokensOf));

/** The values a search wants of an enumerated dimension (absent: any). */
export const wanted = (filters: SearchFilters, d: Dimension): readonly string[] | undefined => filters.values[d];

/** The same test as the SQL of a range: min included (when above 0), max excluded, no value fails a bound. */
export function inRange(value: number, range: Range | undefined): boolean {
  if (!range) return true;
  if (range.min !== null && range.min > 0 && !(value >= range.min)) return false;
  return range.max === null || value < range.max;
}

/** Keeps in `hints` the words some set of `any` may hold a slot in. */
function restrictHints(hints: Bits, any: readonly SlotSet[]): void {
  if (any.length === 1) {
    andInto(hints, (any[0] as SlotSet).hints);
    return;
  }
  for (let i = 0; i < hints.length; i++) {
    let union = 0;
    for (const set of any) union |= set.hints[i] as number;
    hints[i] = (hints[i] as number) & union;
  }
}

/**
 * Filters to slot sets: a search ANDs the sets of its values, ladders and words, tests what sets
 * cannot answer (locality, words, discount, bounds between edges) on the slots left, and counts
 * them exactly. Only words the filters' hints allow are visited.
 */
export class Matcher {
  /** The word sets of the last search's words: a search's facets ask for the same words seven times. */
  private lastWords: { words: readonly string[]; sets: SlotSet[] | null } | null = null;
  /** The set of the last matches (reuseMatches). */
  private readonly lastMatches: { bits: Bits; runs: Int32Array } = { bits: new Uint32Array(0), runs: new Int32Array(0) };
  /**
   * What a search works in, kept from one to the next (RunList says why): its hints, and two lists
   * of runs in turn, since the last matches' runs are read to clear their set after the new ones are made.
   */
  private hintsScratch = new Uint32Array(0);
  private readonly runLists = [new RunList(), new RunList()];
  private runTurn = 0;

  constructor(
    private readonly store: ListingStore,
    private readonly discounts: Discounts,
  ) {}

  /** Forgets the last words' sets, after a change. */
  clear(): void {
    this.lastWords = null;
  }

  /** Whether one slot matches the filters, tested a listing at a time (saved-search alerts, and the tests' brute force). */
  matchesSlot(filters: SearchFilters, slot: number): boolean {
    if (!filters.withSold && this.store.sold[slot]) return false;
    for (const d of DIMENSIONS) {
      const values = wanted(filters, d);
      if (values && !values.includes(this.store.valueOf(d, slot))) return false;
    }
    const test = this.slotTest(filters, { price: true, area: true, posted: true, words: true });
    return !test || test(slot);
  }

  /**
   * The slots matching every filter, and how many there are. Only words the filters' hints allow
   * are visited: the AND of the sets happens there, and every other word is left empty. The
   * matches are good until the next call (reuseMatches).
   */
  matching(filters: SearchFilters): Shared {
    const { store } = this;
    const used = wordsFor(store.slotCount);
    const hintWords = wordsFor(used);
    if (this.hintsScratch.length < hintWords) this.hintsScratch = new Uint32Array(store.alive.hints.length);
    const hints = this.hintsScratch.subarray(0, hintWords);
    const from = filters.withSold ? store.alive : store.unsold;
    hints.set(from.hints.subarray(0, hintWords));
    const none: Shared = { bits: new Uint32Array(0), runs: new Int32Array(0), count: 0, hints: new Uint32Array(0) };
    // Each term is a union of sets that every match is in; its hints narrow the words visited.
    const terms: Bits[][] = [];
    const inAnyOf = (sets: SlotSet[]) => {
      restrictHints(hints, sets);
      terms.push(sets.map((set) => set.bits));
    };
    for (const d of DIMENSIONS) {
      const values = wanted(filters, d);
      if (!values) continue;
      const sets = store.columns[d].setsOf(values);
      if (sets.length === 0) return none;
      inAnyOf(sets);
    }
    // Ranges on the ladders' edges (every choice the search page offers) are exact set operations;
    // other bounds narrow to their bands and are tested per slot below.
    const { price, area, postedAfter } = filters;
    const below: Bits[] = [];
    const kept = (ladder: Ladder, range: Range | undefined): LadderRange | null => {
      const within = ladder.range(range?.min ?? null, range?.max ?? null);
      if (within?.within) inAnyOf([within.within]);
      if (within?.below) below.push(within.below.bits);
      if (within?.fromHints) andInto(hints, within.fromHints);
      return within;
    };
    const priceRange = kept(store.prices, price);
    const areaRange = kept(store.areas, area);
    if (!priceRange || !areaRange) return none;
    if (postedAfter) inAnyOf([store.postedSet(postedAfter.getTime())]);
    if (filters.words) {
      const sets = this.wordSets(filters.words);
      if (!sets) return none;
      for (const set of sets) inAnyOf([set]);
    }
    if (filters.locality !== undefined) {
      const code = store.localityNames.find(filters.locality);
      if (code === undefined) return none;
      andInto(hints, store.localityHints[code] as Bits);
    }

    this.runTurn ^= 1;
    const runs = hintedRuns(hints, used, this.runLists[this.runTurn]);
    const bits = this.reuseMatches(used, runs);
    // A budget or area between edges leaves out the values of its edge bands beyond it. When only
    // sets and bounds narrow a search, its matches are many (a typed budget alone: tens of thousands
    // in an edge band at 1M listings): those values are stretches of the price or area order,
    // taken out without a test. Words, a locality or a discount leave fewer to test than that.
    const narrow =
      filters.words !== undefined || filters.locality !== undefined || filters.minDiscount !== undefined || filters.box !== undefined;
    const drop = narrow
      ? []
      : [
          ...priceRange.cuts.map((cut) => valueSpan(store.orders['price-asc'], store.price, cut)),
          ...areaRange.cuts.map((cut) => valueSpan(store.areaOrder, store.area, cut)),
        ];
    const keep = this.slotTest(filters, {
      price: narrow && !priceRange.exact,
      area: narrow && !areaRange.exact,
      posted: false,
      words: false,
    });
    // With no locality, discount or area of the map to test, only the slots in a bound's own band can fail.
    const unsure =
      filters.locality === undefined && filters.minDiscount === undefined && filters.box === undefined
        ? [...priceRange.edgeBands, ...areaRange.edgeBands]
        : null;
    const count = matchRuns(bits, runs, from.bits, terms, below, keep && { keep, unsure, hints }, drop);
    return { bits, runs, count, hints };
  }

  /** One set per token of the search words (each token must begin a token of the text); null when one matches nothing. */
  wordSets(words: readonly string[]): SlotSet[] | null {
    if (this.lastWords?.words === words) return this.lastWords.sets;
    const sets: SlotSet[] = [];
    let found = true;
    for (const query of searchTokens(words)) {
      const set = this.store.words.slotsWith(query, wordsFor(this.store.capacity));
      if (!set) {
        found = false;
        break;
      }
      sets.push(set);
    }
    this.lastWords = { words, sets: found ? sets : null };
    return this.lastWords.sets;
  }

  /** The per-slot test of the filters sets cannot answer, or null when there is none. */
  slotTest(
    filters: SearchFilters,
    ranges: { price: boolean; area: boolean; posted: boolean; words: boolean },
  ): ((slot: number) => boolean) | null {
    const { store } = this;
    const { minDiscount } = filters;
    const words = ranges.words ? filters.words : undefined;
    const price = ranges.price ? filters.price : undefined;
    const area = ranges.area ? filters.area : undefined;
    const after = ranges.posted && filters.postedAfter ? filters.postedAfter.getTime() : null;
    const locality = filters.locality === undefined ? null : (store.localityNames.find(filters.locality) ?? -1);
    const discount = minDiscount === undefined ? null : this.discounts.perSlot();
    const { box } = filters;
    if (!price && !area && after === null && locality === null && !words && discount === null && !box) return null;
    // The store's arrays, read once: no change happens during a search.
    const { price: prices, area: areas, created, locality: localities, texts, lat, lng } = store;
    return (slot) =>
      // A listing with no point (NaN) is in no box.
      (!box || inBox(box, lat[slot] as number, lng[slot] as number)) &&
      (!price || inRange(prices[slot] as number, price)) &&
      (!area || inRange(areas[slot] as number, area)) &&
      (after === null || (created[slot] as number) >= after) &&
      (locality === null || localities[slot] === locality) &&
      (discount === null || (discount[slot] as number) >= (minDiscount as number)) &&
      (!words || words.every((word) => textHasWord(texts.get(slot), word)));
  }

  /**
   * The set matching() fills, emptied of the last matches: one set for every search, since a new
   * one a search (125 KB at 1M listings, zeroed) cost more than the search's own work. So matches
   * are good until the next call, which every caller honours by using them at once.
   */
  private reuseMatches(used: number, runs: Int32Array): Bits {
    const last = this.lastMatches;
    if (last.bits.length < used) last.bits = new Uint32Array(wordsFor(this.store.capacity));
    else clearRuns(last.bits, last.runs);
    last.runs = runs;
    return last.bits;
  }
}

/** The positions of an order by `values`, lowest first and no value last, whose values lie in [from, to). */
export function valueSpan({ slots, length }: SortOrder, values: Float64Array, { from, to }: Cut): SlotSpan {
  // "Not below" rather than "at or above": a slot with no value (NaN, last) passes, so the test stays ordered.
  const at = (value: number) => firstPassing(length, (i) => !((values[slots[i] as number] as number) < value));
  return { slots, from: at(from), to: at(to) };
}
