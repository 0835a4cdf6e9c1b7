import {
  type Column,
  countPerSet,
  DIMENSIONS,
  type Dimension,
  emptyFacets,
  FACET_OF,
  type FacetCounts,
  isLaidOut,
  type Matches,
} from '../columns';
import type { SearchFilters } from '../filters';
import { inRange, type Matcher, searchTokens, valueSpan, wanted } from '../match';
import { type Bits, popcount32, wordsFor } from '../slots/bits';
import type { ListingStore } from '../store';
import type { CubeSearch, PricesByCombination } from './cube';
import { LeaveOneOut, type LeftOut } from './leave-one-out';

/** The facets match what they share first when a search's matches lie in a quarter of the index's words or fewer (inFewWords). */
const FEW_WORDS = 4;

const compareNames = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type Facets = FacetCounts & { localities: { value: string; count: number }[] };

/**
 * Per option of each facet dimension, how many listings match with the other filters applied (the
 * dimension's own filter left out), and the top localities under every filter but locality: from
 * the facet cube when only enumerated values, sold, a budget and a word narrow the search, else
 * from passes over the matches.
 */
export class FacetCounter {
  /** The facets' pass over the matches of the filters none leaves out, and the hints of the words it visits. */
  private readonly leaveOneOut = new LeaveOneOut();

  /**
   * @param wordListingsPerCombination from how many listings a combination a word's facets count
   *   its listings by combination
   */
  constructor(
    private readonly store: ListingStore,
    private readonly matcher: Matcher,
    private readonly wordListingsPerCombination: number,
  ) {}

  facets(filters: SearchFilters, topLocalities: number): Facets {
    const { store, matcher } = this;
    const { scale } = store;
    const counts = emptyFacets(scale.ranges);
    const into = Object.fromEntries(DIMENSIONS.map((d) => [d, counts[FACET_OF[d]]])) as Record<Dimension, Record<string, number>>;
    const countIn = (matches: Matches, d: Dimension) => {
      const column = store.columns[d];
      const perCode = isLaidOut(d)
        ? store.wordValues[d].count(matches.bits, matches.runs, store.columnCodes[d], column.list.length)
        : countPerSet(matches, column);
      addNamed(into[d], column, perCode);
    };
    const countBudgets = ({ bits, runs }: Matches) =>
      store.wordValues.band.count(bits, runs, store.band, scale.bands.count).forEach((n, band) => {
        const range = scale.rangeOfBand.get(band);
        if (range) counts.budgets[range] = (counts.budgets[range] ?? 0) + n;
      });
    const localities: { value: string; count: number }[] = [];
    const topLocalitiesOf = (perCode: readonly number[]) => {
      perCode.forEach((count, code) => {
        const value = store.localityNames.list[code] as string;
        if (count > 0 && value !== '') localities.push({ value, count });
      });
      localities.sort((a, b) => b.count - a.count || compareNames(a.value, b.value));
      localities.splice(topLocalities);
    };
    const countLocalities = ({ bits, runs }: Matches) =>
      topLocalitiesOf(store.wordValues.locality.count(bits, runs, store.locality, store.localityNames.list.length));
    const wantsLocalities = wanted(filters, 'city') !== undefined && topLocalities > 0;
    const cubeSearch = this.cubeSearch(filters, wantsLocalities);
    if (cubeSearch) {
      const found = store.cube.count(
        cubeSearch,
        DIMENSIONS.map((d) => store.columns[d].list.length),
      );
      // A word's listings are counted by their own prices, exactly; the bands' counts are not.
      for (const cut of cubeSearch.among ? [] : (cubeSearch.bands?.cuts ?? [])) {
        const { slots, from, to } = valueSpan(store.orders['price-asc'], store.price, cut);
        store.cube.uncount(found, slots, from, to);
      }
      DIMENSIONS.forEach((d, c) => {
        addNamed(into[d], store.columns[d], found.columns[c] as number[]);
      });
      scale.ranges.forEach((range, r) => {
        counts.budgets[range.value] = (counts.budgets[range.value] ?? 0) + (found.budgets[r] as number);
      });
      // Localities are too many to combine with the rest: counted over the matches, a city's, or
      // over a word's listings in the combinations kept.
      if (found.localities) topLocalitiesOf(found.localities);
      else if (wantsLocalities) countLocalities(matcher.matching(filters));
      return { ...counts, localities };
    }
    const localitiesOfAll = wantsLocalities && filters.locality === undefined;
    if (this.inFewWords(filters)) {
      // Each facet counts the matches of every filter but its own (its dimension's, or the
      // budget). When words or a locality leave the matches in few of the index's words, the
      // filters no facet leaves out are matched once, and each of the others narrows those
      // (LeaveOneOut), where a matching per facet cost more in finding the words to visit than in
      // visiting them.
      const leftOut = this.leftOutFilters(filters);
      const { all, without } = this.leaveOneOut.pass(matcher.matching(withoutLeftOut(filters)), leftOut);
      const leftOutBy = new Map(leftOut.map((f, i) => [f.of, without[i] as Matches]));
      for (const d of DIMENSIONS) countIn(leftOutBy.get(d) ?? all, d);
      countBudgets(leftOutBy.get('price') ?? all);
      if (localitiesOfAll) countLocalities(all);
    } else {
      // Many matches: a matching per facet, each narrowed by all the other filters, visits fewer
      // words than the filters no facet leaves out would. A facet the search does not filter on
      // counts the search's own matches: found once for all of them, and counted before the next
      // matching() reuses their set. So do the top localities, when the search names no locality.
      const unfiltered = DIMENSIONS.filter((d) => !wanted(filters, d));
      if (unfiltered.length > 0 || filters.price === undefined || localitiesOfAll) {
        const all = matcher.matching(filters);
        for (const d of unfiltered) countIn(all, d);
        if (filters.price === undefined) countBudgets(all);
        if (localitiesOfAll) countLocalities(all);
      }
      for (const d of DIMENSIONS) {
        if (wanted(filters, d)) countIn(matcher.matching({ ...filters, values: { ...filters.values, [d]: undefined } }), d);
      }
      if (filters.price !== undefined) countBudgets(matcher.matching({ ...filters, price: undefined }));
    }
    if (wantsLocalities && !localitiesOfAll) countLocalities(matcher.matching({ ...filters, locality: undefined }));
    return { ...counts, localities };
  }

  /**
   * Whether the search's words and locality leave its matches in at most a quarter of the
   * index's words, by their sets' hints. Then the facets visit fewer words matching what they
   * share first; a common word leaves most of the words, and a matching per facet visits fewer.
   */
  private inFewWords(filters: SearchFilters): boolean {
    const { store } = this;
    const hints: Bits[] = [];
    if (filters.words) {
      const sets = this.matcher.wordSets(filters.words);
      if (!sets) return true;
      for (const set of sets) hints.push(set.hints);
    }
    if (filters.locality !== undefined) {
      const code = store.localityNames.find(filters.locality);
      if (code === undefined) return true;
      hints.push(store.localityHints[code] as Bits);
    }
    if (hints.length === 0) return false;
    const used = wordsFor(store.slotCount);
    let words = 0;
    for (let i = 0; i < wordsFor(used); i++) {
      let hint = -1;
      for (const h of hints) hint &= h[i] as number;
      if (hint !== 0) words += popcount32(hint);
    }
    return words * FEW_WORDS <= used;
  }

  /** The filters the facets leave out one at a time: each dimension the search filters on, and a bounded budget. */
  private leftOutFilters(filters: SearchFilters): (LeftOut & { of: Dimension | 'price' })[] {
    const { store } = this;
    const leftOut: (LeftOut & { of: Dimension | 'price' })[] = [];
    for (const d of DIMENSIONS) {
      const values = wanted(filters, d);
      if (!values) continue;
      const sets = store.columns[d].setsOf(values);
      const hints = { any: sets.map((set) => set.hints), and: null };
      leftOut.push({ of: d, sets: sets.map((set) => set.bits), not: null, edgeBands: [], keep: null, hints });
    }
    const { price } = filters;
    if (price === undefined) return leftOut;
    const range = store.prices.range(price.min, price.max);
    // A budget nothing lies in keeps no slot; one without bounds keeps every slot.
    if (!range) leftOut.push({ of: 'price', sets: [], not: null, edgeBands: [], keep: null, hints: { any: [], and: null } });
    else if (range.within) {
      const prices = store.price;
      leftOut.push({
        of: 'price',
        sets: [range.within.bits],
        not: range.below?.bits ?? null,
        edgeBands: range.edgeBands,
        keep: range.exact ? null : (slot) => inRange(prices[slot] as number, price),
        hints: { any: [range.within.hints], and: range.fromHints },
      });
    }
    return leftOut;
  }

  /**
   * The cube's search for filters it can answer (only the enumerated columns, sold, a budget and a
   * word of one token with many listings narrow them; its bands' cuts are the prices a typed budget
   * leaves out of its edge bands), or null for any other filters.
   */
  private cubeSearch(filters: SearchFilters, withLocalities: boolean): CubeSearch | null {
    const { store } = this;
    const { area, price } = filters;
    const areaBounds = area !== undefined && ((area.min !== null && area.min > 0) || area.max !== null);
    if (!store.cube.complete || areaBounds || filters.postedAfter !== undefined) return null;
    if (filters.locality !== undefined || filters.minDiscount !== undefined || filters.box !== undefined) return null;
    const listings = filters.words === undefined ? undefined : this.pricesOfWord(filters.words);
    if (listings === null) return null;
    const localities = withLocalities ? store.localityNames.list.length : null;
    const among = listings && { listings, min: price?.min ?? null, max: price?.max ?? null, localities };
    const bands = store.cube.prices.range(price?.min ?? null, price?.max ?? null);
    const wantedCodes = DIMENSIONS.map((d) => {
      const values = wanted(filters, d);
      if (!values) return null;
      const codes = new Uint8Array(store.columns[d].list.length);
      for (const value of values) {
        const code = store.columns[d].find(value);
        if (code !== undefined) codes[code] = 1;
      }
      return codes;
    });
    return { wanted: wantedCodes, withSold: filters.withSold === true, bands, ...(among ? { among } : {}) };
  }

  /** The listings of search words that are one token, by combination (word-prices.ts); null for other words. */
  private pricesOfWord(words: readonly string[]): PricesByCombination | null {
    const tokens = searchTokens(words);
    if (tokens.size !== 1) return null;
    const [token] = tokens as Set<string> & [string];
    return this.store.wordPrices.of(this.store, token, this.wordListingsPerCombination);
  }
}

/** Adds counts per code of a column to a facet's counts by value name (the blank value is no option). */
function addNamed(into: Record<string, number>, column: Column, perCode: readonly number[]): void {
  perCode.forEach((n, code) => {
    const name = column.list[code] as string;
    if (name !== '') into[name] = (into[name] ?? 0) + n;
  });
}

/** The filters no facet leaves out. */
function withoutLeftOut(filters: SearchFilters): SearchFilters {
  return { ...filters, values: {}, price: undefined };
}
