import type { SearchSort } from '@ncr/shared/search';
import type { Matches } from './columns';
import type { Discounts } from './discounts';
import type { SearchFilters } from './filters';
import { forEachSlot, has, wordsIn } from './slots/bits';
import type { ListingStore } from './store';

export type Compare = (a: number, b: number) => number;
/** Slots kept sorted by `compare`: the first `length` of `slots`. */
export type SortOrder = { slots: Int32Array; length: number; compare: Compare };
/** Positions [from, to) of a sort order. */
type Span = { from: number; to: number };

/** The first position in [0, length) that passes, for a test that fails and then passes along it (binary search). */
export function firstPassing(length: number, passes: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (passes(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The slots of `bits` at positions [offset, end) among the matches, walking the order from `from`
 * to `to`; null when that takes more than `steps` positions.
 */
function walkPage(slots: Int32Array, { from, to }: Span, bits: Uint32Array, offset: number, end: number, steps: number): number[] | null {
  const page: number[] = [];
  const stop = Math.min(to, from + steps);
  let seen = 0;
  let i = from;
  for (; i < stop && seen < end; i++) {
    const slot = slots[i] as number;
    if (!has(bits, slot)) continue;
    if (seen >= offset) page.push(slot);
    seen++;
  }
  return seen < end && i < to ? null : page;
}

/** A bucket of ranks when gathering a page (gatherPage) holds 2^10 = 1,024 of them. */
const RANK_BUCKET_BITS = 10;

/** One page of matches in a sort order: walked along the order, or gathered by rank. */
export class PageOrders {
  /** gatherPage's count per bucket of ranks. */
  private bucketScratch = new Int32Array(0);
  /** Per sort order, each slot's position in it; built when first needed after a change. */
  private readonly ranks = new Map<SearchSort, Int32Array>();

  constructor(
    private readonly store: ListingStore,
    private readonly discounts: Discounts,
  ) {}

  /** Forgets the ranks, after a change. */
  clear(): void {
    this.ranks.clear();
  }

  order(sort: SearchSort): { slots: Int32Array; length: number } {
    if (sort !== 'discount-desc') return this.store.orders[sort];
    return this.discounts.order();
  }

  /** The slots of matches at positions [offset, offset + limit) of the filters' sort order. */
  page(matches: Matches, filters: SearchFilters, offset: number, limit: number): number[] {
    const { bits, runs, count } = matches;
    const { slots, length } = this.order(filters.sort);
    const end = Math.min(offset + limit, count);
    const span = this.span(filters, slots, length);
    // Walking the order visits about end × span / count slots, if the matches are spread evenly
    // along it; few matches far apart (a narrow filter, a deep page) are cheaper to gather from the
    // set and sort by their place in the order. Matches bunched at the far end of the order (dear
    // listings by price per sq ft) make the walk long: it gives up where gathering would have been
    // cheaper, so a search costs at most a few times the cheaper way.
    const walk = (end * (span.to - span.from)) / count;
    const gather = 2 * (wordsIn(runs) + count);
    const walked = walk > gather ? null : walkPage(slots, span, bits, offset, end, gather);
    return walked ?? this.gatherPage(matches, filters.sort, slots, offset, end);
  }

  /**
   * Where in a sort order the matches can lie. Sorted by price, every match of a price range sits
   * between the first and the last price in it: the walk starts there instead of passing every
   * listing priced outside the range (all the dear ones, for a budget sorted dearest first).
   */
  private span(filters: SearchFilters, slots: Int32Array, length: number): Span {
    const { price, sort } = filters;
    if (!price || (sort !== 'price-asc' && sort !== 'price-desc')) return { from: 0, to: length };
    const prices = this.store.price;
    const first = (passes: (price: number) => boolean) => firstPassing(length, (i) => passes(prices[slots[i] as number] as number));
    const min = price.min !== null && price.min > 0 ? price.min : null;
    const { max } = price;
    if (sort === 'price-asc') {
      return { from: min === null ? 0 : first((p) => p >= min), to: max === null ? length : first((p) => p >= max) };
    }
    return { from: max === null ? 0 : first((p) => p < max), to: min === null ? length : first((p) => p < min) };
  }

  /**
   * The slots of `bits` at positions [offset, end) of the sort order, from their ranks in it: one
   * pass counts the matches per bucket of ranks, a second keeps the ranks of the buckets the page
   * falls in, and only those are sorted.
   */
  private gatherPage({ bits, runs }: Matches, sort: SearchSort, slots: Int32Array, offset: number, end: number): number[] {
    const rank = this.rankIn(sort);
    const buckets = (rank.length >>> RANK_BUCKET_BITS) + 1;
    if (this.bucketScratch.length < buckets) this.bucketScratch = new Int32Array(buckets);
    const perBucket = this.bucketScratch.subarray(0, buckets).fill(0);
    forEachSlot(bits, runs, (slot) => {
      const bucket = (rank[slot] as number) >>> RANK_BUCKET_BITS;
      perBucket[bucket] = (perBucket[bucket] as number) + 1;
    });
    let bucket = 0;
    let before = 0;
    while (before + (perBucket[bucket] as number) <= offset) before += perBucket[bucket++] as number;
    const low = bucket << RANK_BUCKET_BITS;
    let upTo = before;
    while (upTo < end) upTo += perBucket[bucket++] as number;
    const high = bucket << RANK_BUCKET_BITS;
    const kept = new Int32Array(upTo - before);
    let n = 0;
    forEachSlot(bits, runs, (slot) => {
      const r = rank[slot] as number;
      if (r >= low && r < high) kept[n++] = r;
    });
    kept.sort();
    return Array.from(kept.subarray(offset - before, end - before), (r) => slots[r] as number);
  }

  private rankIn(sort: SearchSort): Int32Array {
    let rank = this.ranks.get(sort);
    if (!rank) {
      const { slots, length } = this.order(sort);
      rank = new Int32Array(this.store.capacity);
      for (let i = 0; i < length; i++) rank[slots[i] as number] = i;
      this.ranks.set(sort, rank);
    }
    return rank;
  }
}
