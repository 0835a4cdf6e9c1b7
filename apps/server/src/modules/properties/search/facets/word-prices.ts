import { sizeOf, wordsFor } from '../slots/bits';
import type { ListingStore } from '../store';
import { matchesToken, tokensOf } from '../words';
import { CHANGE_NUMBERS, type PricesByCombination } from './cube';

/** Words whose listings' prices are kept by combination (about 12 bytes a listing each). */
const KEPT_WORD_PRICES = 64;
/** Changes a word's kept prices take (or an eighth of its listings, if more) before they are made again. */
const MIN_WORD_CHANGES = 256;

/**
 * Per searched word (one token), its listings' prices by the cube's combinations, least recent
 * first, with the listings added and taken out since (note). Such a word's facets add up a
 * thousand-odd combinations, where passes over its matches took time in proportion to the
 * listings: at 1M, a typed budget and one word took four times as long as at 100k (decision 0089).
 */
export class WordPrices {
  private readonly kept = new Map<string, PricesByCombination | null>();

  clear(): void {
    this.kept.clear();
  }

  /**
   * Notes a listing added (1) or taken out (-1) in the kept prices of the words its text has. Many
   * changes, or a listing the cube cannot count, drop a word's prices: they are made again when
   * next asked for (about 5 ms for 50,000 listings at 1M).
   */
  note(store: ListingStore, slot: number, by: 1 | -1): void {
    if (this.kept.size === 0) return;
    const tokens = tokensOf(store.texts.get(slot));
    const combination = store.cube.combinationAt(slot);
    for (const [query, listings] of this.kept) {
      if (!listings || !tokens.some((token) => matchesToken(query, token))) continue;
      listings.changes.push(combination, store.price[slot] as number, store.locality[slot] as number, by);
      if (combination < 0 || listings.changes.length > CHANGE_NUMBERS * Math.max(MIN_WORD_CHANGES, listings.prices.length / 8)) {
        this.kept.delete(query);
      }
    }
  }

  /**
   * The listings of a token by combination (FacetCube.pricesOf); null for a token with fewer
   * listings a combination than `perCombination`.
   */
  of(store: ListingStore, token: string, perCombination: number): PricesByCombination | null {
    let listings = this.kept.get(token);
    if (listings !== undefined) {
      this.kept.delete(token);
    } else {
      const set = store.words.slotsWith(token, wordsFor(store.capacity));
      const many = set !== null && sizeOf(set.bits) >= perCombination * store.cube.combinations;
      listings = many ? store.cube.pricesOf(set.bits, store.orders['price-asc'], store.price, store.locality) : null;
      if (this.kept.size >= KEPT_WORD_PRICES) this.kept.delete(this.kept.keys().next().value as string);
    }
    this.kept.set(token, listings);
    return listings;
  }
}
