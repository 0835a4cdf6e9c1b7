import type { MarketInsight, Suggestion } from '@ncr/shared/schemas/property';
import type { Rates } from '~/shared/market';
import { Discounts } from './discounts';
import { FacetCounter, type Facets } from './facets/count';
import type { SearchFilters } from './filters';
import { Matcher } from './match';
import { firstPassing, PageOrders } from './orders';
import { type PriceScale, SALE_SCALE } from './price-scale';
import { forEachSlot } from './slots/bits';
import { type IndexedListing, ListingStore } from './store';

export type { FacetCounts } from './columns';

/** A listing as the map shows it: its public point and its price in its partition's unit (pins()). */
export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  /** A sale's price in lakhs, a rental's rent a month in rupees. */
  price: number;
}

/** One listing's asking figure, as a place page sums them up (asking()). */
export interface AskingFigure {
  /** A sale's price per sq ft in rupees, a rental's rent a month in rupees. */
  figure: number;
  /** When it was posted (ms since the epoch). */
  created: number;
  sold: boolean;
}
export type { IndexedListing } from './store';

/**
 * The facets of a word count its listings by combination (cubeSearch) when it has this many a
 * combination or more: with fewer (most words at 100k listings), passes over its matches took less time.
 */
const WORD_LISTINGS_PER_COMBINATION = 8;

/**
 * Public listings in memory, for search that answers without asking the database
 * (docs/decisions/0044). Each listing has a slot; each value of an enumerated filter is a bit set
 * over slots, and price and area are ladders of cumulative sets (slots/); each sort order is an
 * array of slots kept sorted as listings change (store.ts). A search ANDs the sets, tests what sets
 * cannot answer (locality, words, discount, bounds between edges) on the slots left, counts them
 * exactly (match.ts) and walks the sort order to the page (orders.ts); the facets count from the
 * facet cube or the matches (facets/). The database then reads only the page's rows.
 */
export class SearchIndex {
  private readonly store: ListingStore;
  private readonly discounts: Discounts;
  private readonly matcher: Matcher;
  private readonly pages: PageOrders;
  private readonly facetCounter: FacetCounter;

  /**
   * @param wordListingsPerCombination from how many listings a combination a word's facets count
   *   its listings by combination (tests take every word that way with 0)
   * @param scale how the index holds its price (price-scale.ts)
   */
  constructor(wordListingsPerCombination = WORD_LISTINGS_PER_COMBINATION, scale: PriceScale = SALE_SCALE) {
    this.store = new ListingStore(scale, (one) => this.changed(one));
    this.discounts = new Discounts(this.store);
    this.matcher = new Matcher(this.store, this.discounts);
    this.pages = new PageOrders(this.store, this.discounts);
    this.facetCounter = new FacetCounter(this.store, this.matcher, wordListingsPerCombination);
  }

  /** Adds or replaces a listing (it is public). */
  upsert(listing: IndexedListing): void {
    this.store.upsert(listing);
  }

  /** Drops a listing (deleted, or no longer public); unknown ids are ignored. */
  remove(id: string): void {
    this.store.remove(id);
  }

  /** Starts loading an empty index in bulk: upserts append, endBulk() sorts each order once. */
  beginBulk(): void {
    this.store.beginBulk();
  }

  endBulk(): void {
    this.store.endBulk();
  }

  /** Replaces the market rates (docs/decisions/0103): the discounts are computed again when next needed. */
  setRates(rates: Rates): void {
    this.discounts.setRates(rates);
    this.discounts.clear();
    this.changed();
  }

  /**
   * Forgets what is derived from the orders and the rates, to be rebuilt when next needed; the
   * discounts follow one listing's change in place.
   */
  private changed(one?: { slot: number; attached: boolean }): void {
    if (one) this.discounts.slotChanged(one.slot, one.attached);
    else this.discounts.clear();
    this.pages.clear();
    this.matcher.clear();
  }

  /** The exact number of matches and the ids of one page of them, in the filters' sort order. */
  search(filters: SearchFilters, offset: number, limit: number): { total: number; ids: string[] } {
    const matches = this.matcher.matching(filters);
    if (offset >= matches.count) return { total: matches.count, ids: [] };
    const page = this.pages.page(matches, filters, offset, limit);
    return { total: matches.count, ids: page.map((slot) => this.store.ids.idOf(slot)) };
  }

  /**
   * Up to `limit` other listings of the same city and type with the nearest prices, available
   * before sold, the newer first on a tie; null when `id` is not a public listing. Walks the price
   * order outwards from the listing's price, so it reads a few neighbours, not the city.
   */
  similar(id: string, limit: number): string[] | null {
    const { store } = this;
    const slot = store.ids.slotOf(id);
    if (slot === undefined) return null;
    const { city, type } = store.columnCodes;
    const { price: prices, created, sold: isSold } = store;
    const [ownCity, ownType, price] = [city[slot], type[slot], prices[slot] as number];
    const { slots, length } = store.orders['price-asc'];
    const alike = (s: number) => s !== slot && city[s] === ownCity && type[s] === ownType;
    const available: number[] = [];
    const sold: number[] = [];
    let above = firstPassing(length, (i) => (prices[slots[i] as number] as number) >= price);
    let below = above - 1;
    while (available.length < limit && (below >= 0 || above < length)) {
      const up = above < length ? (slots[above] as number) : -1;
      const down = below >= 0 ? (slots[below] as number) : -1;
      const upBy = up < 0 ? Number.POSITIVE_INFINITY : (prices[up] as number) - price;
      const downBy = down < 0 ? Number.POSITIVE_INFINITY : price - (prices[down] as number);
      const takeUp = upBy < downBy || (upBy === downBy && (created[up] as number) >= (created[down] as number));
      const next = takeUp ? up : down;
      if (takeUp) above++;
      else below--;
      if (alike(next)) (isSold[next] ? sold : available).push(next);
    }
    return [...available, ...sold].slice(0, limit).map((s) => store.ids.idOf(s));
  }

  /** What the search box suggests for typed text: cities, then localities and societies by listings. */
  suggest(typed: string, limit: number): Suggestion[] {
    // Counted as a search finds them: available listings (sold ones are shown on request only).
    // An index searches its own listings: the purpose is the partitions' to route by.
    return this.store.places.suggest(
      typed,
      limit,
      (city) => this.search({ purpose: 'sale', values: { city: [city] }, sort: 'newest' }, 0, 0).total,
    );
  }

  /** Whether a listing is in the index (public). */
  has(id: string): boolean {
    return this.store.ids.slotOf(id) !== undefined;
  }

  /** Those of `ids` whose price ever changed. */
  withPriceHistory(ids: readonly string[]): string[] {
    return ids.filter((id) => this.store.priceHistory[this.store.ids.slotOf(id) ?? -1] === 1);
  }

  /** A listing's market figures, the same as shared/market.ts gives (cards of a search page). */
  market(id: string): MarketInsight | null {
    const slot = this.store.ids.slotOf(id);
    return slot === undefined ? null : this.discounts.market(slot);
  }

  /**
   * The first `limit` matches in the filters' sort order as points on the map (issue 64), and how
   * many match: the map view's pins, read from the index alone (each point is the public one).
   */
  pins(filters: SearchFilters, limit: number): { total: number; pins: MapPin[] } {
    const { store } = this;
    const matches = this.matcher.matching(filters);
    const slots = matches.count === 0 ? [] : this.pages.page(matches, filters, 0, limit);
    const pins: MapPin[] = [];
    for (const slot of slots) {
      const lat = store.lat[slot] as number;
      if (Number.isNaN(lat)) continue;
      pins.push({ id: store.ids.idOf(slot), lat, lng: store.lng[slot] as number, price: store.price[slot] as number });
    }
    return { total: matches.count, pins };
  }

  /**
   * The asking figures of the listings matching the filters, sold ones included: a place page's
   * medians and trend (docs/decisions/0130) over the very listings its counts are of. A listing
   * naming no figure (no area, so no price per sq ft) is left out.
   */
  asking(filters: SearchFilters): AskingFigure[] {
    const { store } = this;
    const matches = this.matcher.matching({ ...filters, withSold: true });
    // A rental's price here is its rent a month in rupees (price-scale.ts).
    const figures = filters.purpose === 'rent' ? store.price : store.perSqft;
    const asking: AskingFigure[] = [];
    forEachSlot(matches.bits, matches.runs, (slot) => {
      const figure = figures[slot] as number;
      // NaN (no figure) is not above 0 either.
      if (figure > 0) asking.push({ figure, created: store.created[slot] as number, sold: store.sold[slot] === 1 });
    });
    return asking;
  }

  /** Whether one listing matches the filters (saved-search alerts). */
  matches(filters: SearchFilters, id: string): boolean {
    const slot = this.store.ids.slotOf(id);
    return slot !== undefined && this.matcher.matchesSlot(filters, slot);
  }

  /**
   * Per option of each facet dimension, how many listings match with the other filters applied
   * (the dimension's own filter left out), and the top localities under every filter but locality.
   */
  facets(filters: SearchFilters, topLocalities: number): Facets {
    return this.facetCounter.facets(filters, topLocalities);
  }
}
