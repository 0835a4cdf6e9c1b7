import { BUDGET_RANGES } from '@ncr/shared/constants';
import { AVAILABILITY, CITIES, FURNISHING, PROPERTY_TYPES } from '@ncr/shared/enums';
import type { MarketInsight, Suggestion } from '@ncr/shared/schemas/property';
import { AREA_CHOICES, PRICE_BAND_EDGES, SEARCH_BHK_VALUES, type SearchSort } from '@ncr/shared/search';
import { insightOf, percentBelow, type Rates, rateKey } from '~/shared/market';
import { CHANGE_NUMBERS, type CubeSearch, FacetCube, type PricesByCombination } from './facet-cube';
import { LeaveOneOut, type LeftOut, type Shared } from './leave-one-out';
import { Places } from './places';
import type { Range, SearchFilters } from './search-filters';
import {
  andInto,
  Bands,
  type Bits,
  type Cut,
  clearRuns,
  countBothRuns,
  finerEdges,
  forEachSlot,
  has,
  hintedRuns,
  Ladder,
  type LadderRange,
  matchRuns,
  popcount32,
  RunList,
  resized,
  SlotSet,
  type SlotSpan,
  setBit,
  sizeOf,
  WordValues,
  wordsFor,
  wordsIn,
} from './slot-bits';
import { SlotIds } from './slot-ids';
import { SlotTexts } from './slot-texts';
import { matchesToken, textHasWord, tokensOf, WordIndex } from './word-index';

/** What the index keeps of a public listing: the columns search filters and sorts on. */
export interface IndexedListing {
  id: string;
  city: string;
  type: string;
  bhk: string;
  furnishing: string;
  availability: string;
  locality: string;
  priceLakhs: number;
  areaSqft: number | null;
  pricePerSqft: number | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Title, address and locality in lower case (search_text). */
  searchText: string;
  /** Whether its price ever changed (price_changes has rows for it). */
  hasPriceHistory: boolean;
  /** Sold (shown, but after available listings where that matters: similar listings). */
  sold: boolean;
  /** Its society or complex, when its address names one (places.ts). */
  society: string | null;
}

const DIMENSIONS = ['city', 'type', 'bhk', 'furnishing', 'availability'] as const;
type Dimension = (typeof DIMENSIONS)[number];
/** The dimensions the full load lays slots out by (layOut), whose facets count by word (WordValues). */
const LAID_OUT = ['city', 'type', 'bhk'] as const;
type LaidOut = (typeof LAID_OUT)[number];
const isLaidOut = (d: Dimension): d is LaidOut => (LAID_OUT as readonly string[]).includes(d);
/** The search filter of each dimension. */
const FILTER_OF = { city: 'location', type: 'types', bhk: 'bhks', furnishing: 'furnishing', availability: 'availability' } as const;
/** The search page's price bands (listing_band() in SQL): the index lays listings out and counts budgets by them. */
const PRICE_BANDS = new Bands(PRICE_BAND_EDGES);
const BANDS = PRICE_BANDS.count;
/** "Posted since" sets kept at once: the page's six choices, for this minute and the last. */
const MAX_POSTED_SETS = 12;
/** Words whose listings' prices are kept by combination (about 12 bytes a listing each). */
const KEPT_WORD_PRICES = 64;
/**
 * The facets of a word count its listings by combination (cubeSearch) when it has this many a
 * combination or more: with fewer (most words at 100k listings), passes over its matches took less time.
 */
const WORD_LISTINGS_PER_COMBINATION = 8;
/** Changes a word's kept prices take (or an eighth of its listings, if more) before they are made again. */
const MIN_WORD_CHANGES = 256;

export type FacetCounts = Record<'cities' | 'types' | 'bhk' | 'budgets' | 'furnishing' | 'availability', Record<string, number>>;

/** The distinct tokens of search words: each must begin a token of a listing's text. */
const searchTokens = (words: readonly string[]) => new Set(words.flatMap(tokensOf));

/** Every option of every facet, at 0: options nothing matches are listed too. */
function emptyFacets(): FacetCounts {
  const zero = (options: readonly string[]) => Object.fromEntries(options.map((option) => [option, 0]));
  return {
    cities: zero(CITIES),
    types: zero(PROPERTY_TYPES),
    bhk: zero(SEARCH_BHK_VALUES),
    budgets: zero(BUDGET_RANGES.map((b) => b.value)),
    furnishing: zero(FURNISHING),
    availability: zero(AVAILABILITY),
  };
}

// The ladders' edges: the page's choices, steps of 1% where most listings lie (₹10 L to ₹10 Cr,
// 300 to 5,000 sq ft) and of 3% beyond, so that a budget or area typed by hand leaves few
// listings to test one by one or cut out of its edge band. Steps of 10% left three times as many
// as 3% (0086); 1% where listings are dense took 7% off the facets of typed filter sets at 1M
// listings, and a quarter off those with an area, for about 65 MB more (0090).
const PRICE_LADDER = finerEdges(finerEdges(PRICE_BAND_EDGES, 5, 20_000, 1.03), 10, 1_000, 1.01);
const AREA_LADDER = finerEdges(finerEdges(AREA_CHOICES, 100, 200_000, 1.03), 300, 5_000, 1.01);

// The facet cube's price bands: every whole lakh up to ₹10 Cr, so that a budget typed in whole
// lakhs falls on an edge and needs no listing looked at one by one, then steps of 1%.
const CUBE_PRICE_EDGES = finerEdges(
  Array.from({ length: 1000 }, (_, i) => i + 1),
  1000,
  100_000,
  1.01,
);

// The budget range (its value) each band belongs to: the ranges' ends are band edges.
const BUDGET_OF_BAND = new Map<number, string>();
for (const range of BUDGET_RANGES) {
  const to = range.max === null ? BANDS : PRICE_BANDS.of(range.max);
  for (let band = PRICE_BANDS.of(range.min); band < to; band++) BUDGET_OF_BAND.set(band, range.value);
}

/** Strings numbered in the order first seen, for columns kept as a number per slot. */
class Names {
  private readonly codes = new Map<string, number>();
  readonly list: string[] = [];

  /** The name's number: the next one when it is new. */
  codeOf(name: string): number {
    let code = this.codes.get(name);
    if (code === undefined) {
      code = this.list.length;
      this.codes.set(name, code);
      this.list.push(name);
    }
    return code;
  }

  /** The number of a name seen before. */
  find(name: string): number | undefined {
    return this.codes.get(name);
  }
}

/** One enumerated column: a code per slot and, per value, the set of slots holding it. */
class Column extends Names {
  sets: SlotSet[] = [];
  constructor(private words: number) {
    super();
  }

  override codeOf(value: string): number {
    const code = super.codeOf(value);
    // A new value: its set.
    if (code === this.sets.length) this.sets.push(new SlotSet(this.words));
    return code;
  }

  grow(words: number): void {
    this.words = words;
    for (const set of this.sets) set.grow(words);
  }

  /** Empties every set (the index lays its slots out again). */
  clear(): void {
    this.sets = this.sets.map(() => new SlotSet(this.words));
  }

  /** The sets of those of `values` that are known (none: nothing matches). */
  setsOf(values: readonly string[]): SlotSet[] {
    return values.flatMap((v) => {
      const code = this.find(v);
      return code === undefined ? [] : [this.sets[code] as SlotSet];
    });
  }
}

/** The slots matching a search: a set whose words outside `runs` are all empty, and how many. */
interface Matches {
  bits: Bits;
  runs: Int32Array;
  count: number;
}

/**
 * Per code of a column, how many of the matches hold it: a pass for each code but the last, which
 * holds the matches left (every slot holds one code of each column).
 */
function countPerSet({ bits, runs, count }: Matches, column: Column): number[] {
  const counts = column.sets.map((set, code) => (code < column.sets.length - 1 ? countBothRuns(bits, runs, set.bits) : 0));
  if (counts.length > 0) counts[counts.length - 1] = count - counts.reduce((sum, n) => sum + n, 0);
  return counts;
}

/** The facets match what they share first when a search's matches lie in a quarter of the index's words or fewer (inFewWords). */
const FEW_WORDS = 4;

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

type Compare = (a: number, b: number) => number;
/** Slots kept sorted by `compare`: the first `length` of `slots`. */
type SortOrder = { slots: Int32Array; length: number; compare: Compare };
/** Positions [from, to) of a sort order. */
type Span = { from: number; to: number };

/**
 * The slots of `bits` at positions [offset, end) among the matches, walking the order from `from`
 * to `to`; null when that takes more than `steps` positions.
 */
function walkPage(slots: Int32Array, { from, to }: Span, bits: Bits, offset: number, end: number, steps: number): number[] | null {
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

/** The first position in [0, length) that passes, for a test that fails and then passes along it (binary search). */
function firstPassing(length: number, passes: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (passes(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** A bucket of ranks when gathering a page (gatherPage) holds 2^10 = 1,024 of them. */
const RANK_BUCKET_BITS = 10;

const compareNames = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Public listings in memory, for search that answers without asking the database
 * (docs/decisions/0044). Each listing has a slot; each value of an enumerated filter is a bit set
 * over slots, and price and area are ladders of cumulative sets (slot-bits.ts); each sort order is
 * an array of slots kept sorted as listings change. A search ANDs the sets, tests what sets cannot
 * answer (locality, words, discount, bounds between edges) on the slots left, counts them exactly
 * and walks the sort order to the page. The database then reads only the page's rows.
 *
 * A full load lays the slots out by city, type, BHK, budget band and locality, and every set
 * carries hints of the words it may touch, so a search visits only the runs of words its filters
 * can match (docs/decisions/0046): its cost follows what it matches, not how many listings there are.
 */
export class SearchIndex {
  private capacity = 0;
  /** Slots handed out so far (free ones included). */
  private slotCount = 0;
  private readonly free: number[] = [];
  private readonly ids = new SlotIds();
  private readonly texts = new SlotTexts();
  /**
   * Per slot, the code of its society's name: numbers, not a million references to strings, which
   * every full garbage collection walked, as it would a list of a million strings.
   */
  private society = new Int32Array(0);
  private readonly societyNames = new Names();
  private readonly places = new Places();
  private price = new Float64Array(0);
  private area = new Float64Array(0);
  private perSqft = new Float64Array(0);
  private created = new Float64Array(0);
  private locality = new Int32Array(0);
  private priceHistory = new Uint8Array(0);
  private sold = new Uint8Array(0);
  /**
   * The listings not sold: a search starts from these unless it asks for sold ones too. Starting
   * from every listing and taking the sold ones out read one set more per word, and at 1M
   * listings a pass over the sets waits on memory more than it computes (docs/decisions/0093).
   */
  private unsold = new SlotSet(0);
  private readonly words = new WordIndex();
  /** The word sets of the last search's words: a search's facets ask for the same words seven times. */
  private lastWords: { words: readonly string[]; sets: SlotSet[] | null } | null = null;
  private readonly localityNames = new Names();
  private alive = new SlotSet(0);
  /** Per locality code, the words that may hold one of its slots (hints without a set: locality is tested per slot). */
  private localityHints: Bits[] = [];
  private readonly columns = Object.fromEntries(DIMENSIONS.map((d) => [d, new Column(0)])) as Record<Dimension, Column>;
  private columnCodes = Object.fromEntries(DIMENSIONS.map((d) => [d, new Int32Array(0)])) as Record<Dimension, Int32Array>;
  private readonly prices = new Ladder(PRICE_LADDER);
  private readonly areas = new Ladder(AREA_LADDER);
  /** Per slot, its price band (PRICE_BAND_EDGES): the budget facet counts by band. */
  private band = new Uint8Array(0);
  /**
   * Per word, the one value its slots hold, for the facets that count by word: the dimensions laid
   * out, the price band and the locality.
   */
  private readonly wordValues = Object.fromEntries([...LAID_OUT, 'band', 'locality'].map((d) => [d, new WordValues(0)])) as Record<
    LaidOut | 'band' | 'locality',
    WordValues
  >;
  /** While loading everything at once, the sort orders are sorted once at the end (endBulk). */
  private bulk = false;
  private readonly orders: Record<Exclude<SearchSort, 'discount-desc'>, SortOrder>;
  /** Every listing, highest id first: the best-deals order is this one, sorted by discount without a comparison. */
  private readonly idOrder: SortOrder;
  /** Every listing by area, smallest first, no area last: a typed area's edge bands are stretches of it. */
  private readonly areaOrder: SortOrder;
  /** The orders kept sorted as listings change. */
  private readonly sortOrders: SortOrder[];
  /** Percent below the locality's market rate per slot (NaN: no rate), computed when first needed after a change. */
  private discount = new Float64Array(0);
  /** The market rates kept by staff (setRates), for the discounts and a listing's market figures (market()). */
  private rates: Rates = new Map();
  private discountOrder: Int32Array | null = null;
  /**
   * "Posted since" sets by their instant (the filters round it down to the minute, so a few a
   * minute), built from the newest-first order when first asked for and kept in step like the
   * other sets after that.
   */
  private readonly postedSince = new Map<number, SlotSet>();
  /** Listings per combination of the enumerated columns and price band: the facets of filter sets only those and a budget narrow (cubeSearch). */
  private readonly cube = new FacetCube(DIMENSIONS.length, new Bands(CUBE_PRICE_EDGES), BUDGET_RANGES);
  /**
   * Per searched word (one token), its listings' prices by the cube's combinations (cubeSearch),
   * least recent first, with the listings added and taken out since (noteWordListing).
   */
  private readonly wordPrices = new Map<string, PricesByCombination | null>();
  /** A slot's codes, one per dimension, as the cube takes them. */
  private readonly slotCodes = new Int32Array(DIMENSIONS.length);
  /** The set of the last matches (reuseMatches). */
  private readonly lastMatches: { bits: Bits; runs: Int32Array } = { bits: new Uint32Array(0), runs: new Int32Array(0) };
  /**
   * What a search works in, kept from one to the next (RunList says why): its hints, and two lists
   * of runs in turn, since the last matches' runs are read to clear their set after the new ones are made.
   */
  private hintsScratch = new Uint32Array(0);
  private readonly runLists = [new RunList(), new RunList()];
  /** The facets' pass over the matches of the filters none leaves out, and the hints of the words it visits. */
  private readonly leaveOneOut = new LeaveOneOut();
  private runTurn = 0;
  /** gatherPage's count per bucket of ranks. */
  private bucketScratch = new Int32Array(0);
  /** Per sort order, each slot's position in it; built when first needed after a change. */
  private readonly ranks = new Map<SearchSort, Int32Array>();

  /**
   * @param wordListingsPerCombination from how many listings a combination a word's facets count
   *   its listings by combination (tests take every word that way with 0)
   */
  constructor(private readonly wordListingsPerCombination = WORD_LISTINGS_PER_COMBINATION) {
    // PostgreSQL's uuid order, which is also the ids' order as text.
    const byId: Compare = (a, b) => this.ids.compare(a, b);
    const nullsLast = (x: number, y: number) => (Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : Number.isNaN(y) ? -1 : x - y);
    const order = (compare: Compare) => ({ slots: new Int32Array(0), length: 0, compare });
    this.orders = {
      newest: order((a, b) => (this.created[b] as number) - (this.created[a] as number) || byId(b, a)),
      'price-asc': order((a, b) => (this.price[a] as number) - (this.price[b] as number) || byId(a, b)),
      'price-desc': order((a, b) => (this.price[b] as number) - (this.price[a] as number) || byId(b, a)),
      'price-per-sqft-asc': order((a, b) => nullsLast(this.perSqft[a] as number, this.perSqft[b] as number) || byId(a, b)),
    };
    this.idOrder = order((a, b) => byId(b, a));
    this.areaOrder = order((a, b) => nullsLast(this.area[a] as number, this.area[b] as number) || byId(a, b));
    this.sortOrders = [...Object.values(this.orders), this.idOrder, this.areaOrder];
  }

  /** Adds or replaces a listing (it is public). */
  upsert(listing: IndexedListing): void {
    const existing = this.ids.slotOf(listing.id);
    if (existing !== undefined) this.detach(existing);
    const slot = existing ?? this.free.pop() ?? this.newSlot();
    if (existing === undefined) this.ids.set(slot, listing.id);
    this.texts.set(slot, listing.searchText);
    this.society[slot] = this.societyNames.codeOf(listing.society ?? '');
    this.price[slot] = listing.priceLakhs;
    this.area[slot] = listing.areaSqft ?? Number.NaN;
    this.perSqft[slot] = listing.pricePerSqft ?? Number.NaN;
    this.created[slot] = listing.createdAt;
    this.locality[slot] = this.localityCode(listing.locality);
    this.priceHistory[slot] = listing.hasPriceHistory ? 1 : 0;
    this.sold[slot] = listing.sold ? 1 : 0;
    this.band[slot] = PRICE_BANDS.of(listing.priceLakhs);
    for (const d of DIMENSIONS) this.columnCodes[d][slot] = this.columns[d].codeOf(listing[d]);
    // A bulk load fills the sets and indexes the words once, after laying the slots out.
    if (!this.bulk) {
      this.addToSets(slot);
      this.words.add(slot, listing.searchText);
    }
    if (this.bulk) for (const order of this.sortOrders) order.slots[order.length++] = slot;
    else for (const order of this.sortOrders) this.insertInto(order, slot);
    this.changed();
  }

  /** Drops a listing (deleted, or no longer public); unknown ids are ignored. */
  remove(id: string): void {
    const slot = this.ids.slotOf(id);
    if (slot === undefined) return;
    this.detach(slot);
    this.ids.delete(slot);
    this.free.push(slot);
  }

  /** Starts loading an empty index in bulk: upserts append, endBulk() sorts each order once. */
  beginBulk(): void {
    if (this.ids.size > 0) throw new Error('bulk loading needs an empty index');
    this.bulk = true;
  }

  endBulk(): void {
    this.bulk = false;
    this.layOut();
    for (const order of this.sortOrders) order.slots.subarray(0, order.length).sort(order.compare);
    this.changed();
  }

  /** Replaces the market rates (docs/decisions/0103): the discounts are computed again when next needed. */
  setRates(rates: Rates): void {
    this.rates = rates;
    this.changed();
  }

  /** Forgets what is derived from the orders and the rates, to be rebuilt when next needed. */
  private changed(): void {
    this.discountOrder = null;
    this.ranks.clear();
    this.lastWords = null;
  }

  /** The exact number of matches and the ids of one page of them, in the filters' sort order. */
  search(filters: SearchFilters, offset: number, limit: number): { total: number; ids: string[] } {
    const matches = this.matching(filters);
    const { bits, runs, count } = matches;
    if (offset >= count) return { total: count, ids: [] };
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
    const page = walked ?? this.gatherPage(matches, filters.sort, slots, offset, end);
    return { total: count, ids: page.map((slot) => this.ids.idOf(slot)) };
  }

  /**
   * Where in a sort order the matches can lie. Sorted by price, every match of a price range sits
   * between the first and the last price in it: the walk starts there instead of passing every
   * listing priced outside the range (all the dear ones, for a budget sorted dearest first).
   */
  private span(filters: SearchFilters, slots: Int32Array, length: number): Span {
    const { price, sort } = filters;
    if (!price || (sort !== 'price-asc' && sort !== 'price-desc')) return { from: 0, to: length };
    const first = (passes: (price: number) => boolean) => firstPassing(length, (i) => passes(this.price[slots[i] as number] as number));
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
      rank = new Int32Array(this.capacity);
      for (let i = 0; i < length; i++) rank[slots[i] as number] = i;
      this.ranks.set(sort, rank);
    }
    return rank;
  }

  /**
   * Up to `limit` other listings of the same city and type with the nearest prices, available
   * before sold, the newer first on a tie; null when `id` is not a public listing. Walks the price
   * order outwards from the listing's price, so it reads a few neighbours, not the city.
   */
  similar(id: string, limit: number): string[] | null {
    const slot = this.ids.slotOf(id);
    if (slot === undefined) return null;
    const { city, type } = this.columnCodes;
    const [ownCity, ownType, price] = [city[slot], type[slot], this.price[slot] as number];
    const { slots, length } = this.orders['price-asc'];
    const alike = (s: number) => s !== slot && city[s] === ownCity && type[s] === ownType;
    const available: number[] = [];
    const sold: number[] = [];
    let above = firstPassing(length, (i) => (this.price[slots[i] as number] as number) >= price);
    let below = above - 1;
    while (available.length < limit && (below >= 0 || above < length)) {
      const up = above < length ? (slots[above] as number) : -1;
      const down = below >= 0 ? (slots[below] as number) : -1;
      const upBy = up < 0 ? Number.POSITIVE_INFINITY : (this.price[up] as number) - price;
      const downBy = down < 0 ? Number.POSITIVE_INFINITY : price - (this.price[down] as number);
      const takeUp = upBy < downBy || (upBy === downBy && (this.created[up] as number) >= (this.created[down] as number));
      const next = takeUp ? up : down;
      if (takeUp) above++;
      else below--;
      if (alike(next)) (this.sold[next] ? sold : available).push(next);
    }
    return [...available, ...sold].slice(0, limit).map((s) => this.ids.idOf(s));
  }

  /** What the search box suggests for typed text: cities, then localities and societies by listings. */
  suggest(typed: string, limit: number): Suggestion[] {
    // Counted as a search finds them: available listings (sold ones are shown on request only).
    return this.places.suggest(typed, limit, (city) => this.search({ location: city, sort: 'newest' }, 0, 0).total);
  }

  private countPlaces(slot: number, by: 1 | -1): void {
    if (this.sold[slot]) return;
    const city = this.valueOf('city', slot);
    this.places.change('locality', this.localityName(slot), city, by);
    this.places.change('society', this.societyNames.list[this.society[slot] as number] as string, city, by);
  }

  /** Whether a listing is in the index (public). */
  has(id: string): boolean {
    return this.ids.slotOf(id) !== undefined;
  }

  /** Those of `ids` whose price ever changed. */
  withPriceHistory(ids: readonly string[]): string[] {
    return ids.filter((id) => this.priceHistory[this.ids.slotOf(id) ?? -1] === 1);
  }

  /** A listing's market figures, the same as shared/market.ts gives (cards of a search page). */
  market(id: string): MarketInsight | null {
    const slot = this.ids.slotOf(id);
    if (slot === undefined) return null;
    this.discounts();
    const perSqft = this.perSqft[slot] as number;
    const row = { city: this.valueOf('city', slot), locality: this.localityName(slot) };
    return insightOf({ ...row, pricePerSqft: Number.isNaN(perSqft) ? null : perSqft }, this.rates);
  }

  /** Whether one listing matches the filters (saved-search alerts). */
  matches(filters: SearchFilters, id: string): boolean {
    const slot = this.ids.slotOf(id);
    if (slot === undefined || (!filters.withSold && this.sold[slot])) return false;
    for (const d of DIMENSIONS) {
      const wanted = this.wanted(filters, d);
      if (wanted && !wanted.includes(this.valueOf(d, slot))) return false;
    }
    const test = this.slotTest(filters, { price: true, area: true, posted: true, words: true });
    return !test || test(slot);
  }

  /**
   * Per option of each facet dimension, how many listings match with the other filters applied
   * (the dimension's own filter left out), and the top localities under every filter but locality.
   */
  facets(filters: SearchFilters, topLocalities: number): FacetCounts & { localities: { value: string; count: number }[] } {
    const counts = emptyFacets();
    const countIn = (matches: Matches, d: Dimension, into: Record<string, number>) => {
      const column = this.columns[d];
      const perCode = isLaidOut(d)
        ? this.wordValues[d].count(matches.bits, matches.runs, this.columnCodes[d], column.list.length)
        : countPerSet(matches, column);
      perCode.forEach((n, code) => {
        const name = column.list[code] as string;
        if (name !== '') into[name] = (into[name] ?? 0) + n;
      });
    };
    const into: Record<Dimension, Record<string, number>> = {
      city: counts.cities,
      type: counts.types,
      bhk: counts.bhk,
      furnishing: counts.furnishing,
      availability: counts.availability,
    };
    const countBudgets = ({ bits, runs }: Matches) =>
      this.wordValues.band.count(bits, runs, this.band, BANDS).forEach((n, band) => {
        const range = BUDGET_OF_BAND.get(band);
        if (range) counts.budgets[range] = (counts.budgets[range] ?? 0) + n;
      });
    const localities: { value: string; count: number }[] = [];
    const topLocalitiesOf = (perCode: readonly number[]) => {
      perCode.forEach((count, code) => {
        const value = this.localityNames.list[code] as string;
        if (count > 0 && value !== '') localities.push({ value, count });
      });
      localities.sort((a, b) => b.count - a.count || compareNames(a.value, b.value));
      localities.splice(topLocalities);
    };
    const countLocalities = ({ bits, runs }: Matches) =>
      topLocalitiesOf(this.wordValues.locality.count(bits, runs, this.locality, this.localityNames.list.length));
    const wantsLocalities = filters.location !== undefined && topLocalities > 0;
    const cubeSearch = this.cubeSearch(filters, wantsLocalities);
    if (cubeSearch) {
      const found = this.cube.count(
        cubeSearch,
        DIMENSIONS.map((d) => this.columns[d].list.length),
      );
      // A word's listings are counted by their own prices, exactly; the bands' counts are not.
      for (const cut of cubeSearch.among ? [] : (cubeSearch.bands?.cuts ?? [])) {
        const { slots, from, to } = this.valueSpan(this.orders['price-asc'], this.price, cut);
        this.cube.uncount(found, slots, from, to);
      }
      DIMENSIONS.forEach((d, c) => {
        (found.columns[c] as number[]).forEach((n, code) => {
          const name = this.columns[d].list[code] as string;
          if (name !== '') into[d][name] = (into[d][name] ?? 0) + n;
        });
      });
      BUDGET_RANGES.forEach((range, r) => {
        counts.budgets[range.value] = (counts.budgets[range.value] ?? 0) + (found.budgets[r] as number);
      });
      // Localities are too many to combine with the rest: counted over the matches, a city's, or
      // over a word's listings in the combinations kept.
      if (found.localities) topLocalitiesOf(found.localities);
      else if (wantsLocalities) countLocalities(this.matching(filters));
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
      const { all, without } = this.leaveOneOut.pass(this.matching(this.withoutLeftOut(filters)), leftOut);
      const leftOutBy = new Map(leftOut.map((f, i) => [f.of, without[i] as Matches]));
      for (const d of DIMENSIONS) countIn(leftOutBy.get(d) ?? all, d, into[d]);
      countBudgets(leftOutBy.get('price') ?? all);
      if (localitiesOfAll) countLocalities(all);
    } else {
      // Many matches: a matching per facet, each narrowed by all the other filters, visits fewer
      // words than the filters no facet leaves out would. A facet the search does not filter on
      // counts the search's own matches: found once for all of them, and counted before the next
      // matching() reuses their set. So do the top localities, when the search names no locality.
      const unfiltered = DIMENSIONS.filter((d) => !this.wanted(filters, d));
      if (unfiltered.length > 0 || filters.price === undefined || localitiesOfAll) {
        const all = this.matching(filters);
        for (const d of unfiltered) countIn(all, d, into[d]);
        if (filters.price === undefined) countBudgets(all);
        if (localitiesOfAll) countLocalities(all);
      }
      for (const d of DIMENSIONS) {
        if (this.wanted(filters, d)) countIn(this.matching({ ...filters, [FILTER_OF[d]]: undefined }), d, into[d]);
      }
      if (filters.price !== undefined) countBudgets(this.matching({ ...filters, price: undefined }));
    }
    if (wantsLocalities && !localitiesOfAll) countLocalities(this.matching({ ...filters, locality: undefined }));
    return { ...counts, localities };
  }

  /**
   * Whether the search's words and locality leave its matches in at most a quarter of the
   * index's words, by their sets' hints. Then the facets visit fewer words matching what they
   * share first; a common word leaves most of the words, and a matching per facet visits fewer.
   */
  private inFewWords(filters: SearchFilters): boolean {
    const hints: Bits[] = [];
    if (filters.words) {
      const sets = this.wordSets(filters.words);
      if (!sets) return true;
      for (const set of sets) hints.push(set.hints);
    }
    if (filters.locality !== undefined) {
      const code = this.localityNames.find(filters.locality);
      if (code === undefined) return true;
      hints.push(this.localityHints[code] as Bits);
    }
    if (hints.length === 0) return false;
    const used = wordsFor(this.slotCount);
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
    const leftOut: (LeftOut & { of: Dimension | 'price' })[] = [];
    for (const d of DIMENSIONS) {
      const wanted = this.wanted(filters, d);
      if (!wanted) continue;
      const sets = this.columns[d].setsOf(wanted);
      const hints = { any: sets.map((set) => set.hints), and: null };
      leftOut.push({ of: d, sets: sets.map((set) => set.bits), not: null, edgeBands: [], keep: null, hints });
    }
    const { price } = filters;
    if (price === undefined) return leftOut;
    const range = this.prices.range(price.min, price.max);
    // A budget nothing lies in keeps no slot; one without bounds keeps every slot.
    if (!range) leftOut.push({ of: 'price', sets: [], not: null, edgeBands: [], keep: null, hints: { any: [], and: null } });
    else if (range.within) {
      leftOut.push({
        of: 'price',
        sets: [range.within.bits],
        not: range.below?.bits ?? null,
        edgeBands: range.edgeBands,
        keep: range.exact ? null : (slot) => this.inRange(this.price[slot] as number, price),
        hints: { any: [range.within.hints], and: range.fromHints },
      });
    }
    return leftOut;
  }

  /** The filters no facet leaves out. */
  private withoutLeftOut(filters: SearchFilters): SearchFilters {
    return { ...filters, ...Object.fromEntries(DIMENSIONS.map((d) => [FILTER_OF[d], undefined])), price: undefined };
  }

  /**
   * The cube's search for filters it can answer (only the enumerated columns, sold, a budget and a
   * word of one token with many listings narrow them; its bands' cuts are the prices a typed budget
   * leaves out of its edge bands), or null for any other filters.
   */
  private cubeSearch(filters: SearchFilters, withLocalities: boolean): CubeSearch | null {
    const { area, price } = filters;
    const areaBounds = area !== undefined && ((area.min !== null && area.min > 0) || area.max !== null);
    if (!this.cube.complete || areaBounds || filters.postedAfter !== undefined) return null;
    if (filters.locality !== undefined || filters.minDiscount !== undefined) return null;
    const listings = filters.words === undefined ? undefined : this.pricesOfWord(filters.words);
    if (listings === null) return null;
    const localities = withLocalities ? this.localityNames.list.length : null;
    const among = listings && { listings, min: price?.min ?? null, max: price?.max ?? null, localities };
    const bands = this.cube.prices.range(price?.min ?? null, price?.max ?? null);
    const wanted = DIMENSIONS.map((d) => {
      const values = this.wanted(filters, d);
      if (!values) return null;
      const codes = new Uint8Array(this.columns[d].list.length);
      for (const value of values) {
        const code = this.columns[d].find(value);
        if (code !== undefined) codes[code] = 1;
      }
      return codes;
    });
    return { wanted, withSold: filters.withSold === true, bands, ...(among ? { among } : {}) };
  }

  /**
   * The listings of search words that are one token, by combination (FacetCube.pricesOf); null for
   * other words, and for a token with fewer listings a combination than the index takes so. Such a
   * word's facets add up a thousand-odd combinations, where passes over its matches took time in
   * proportion to the listings: at 1M, a typed budget and one word took four times as long as at 100k.
   */
  private pricesOfWord(words: readonly string[]): PricesByCombination | null {
    const tokens = searchTokens(words);
    if (tokens.size !== 1) return null;
    const [token] = tokens as Set<string> & [string];
    let listings = this.wordPrices.get(token);
    if (listings !== undefined) {
      this.wordPrices.delete(token);
    } else {
      const set = this.words.slotsWith(token, wordsFor(this.capacity));
      const many = set !== null && sizeOf(set.bits) >= this.wordListingsPerCombination * this.cube.combinations;
      listings = many ? this.cube.pricesOf(set.bits, this.orders['price-asc'], this.price, this.locality) : null;
      if (this.wordPrices.size >= KEPT_WORD_PRICES) this.wordPrices.delete(this.wordPrices.keys().next().value as string);
    }
    this.wordPrices.set(token, listings);
    return listings;
  }

  /**
   * The slots matching every filter, and how many there are. Only words the filters' hints allow
   * are visited: the AND of the sets happens there, and every other word is left empty.
   */
  private matching(filters: SearchFilters): Shared {
    const used = wordsFor(this.slotCount);
    const hintWords = wordsFor(used);
    if (this.hintsScratch.length < hintWords) this.hintsScratch = new Uint32Array(this.alive.hints.length);
    const hints = this.hintsScratch.subarray(0, hintWords);
    const from = filters.withSold ? this.alive : this.unsold;
    hints.set(from.hints.subarray(0, hintWords));
    const none: Shared = { bits: new Uint32Array(0), runs: new Int32Array(0), count: 0, hints: new Uint32Array(0) };
    // Each term is a union of sets that every match is in; its hints narrow the words visited.
    const terms: Bits[][] = [];
    const inAnyOf = (sets: SlotSet[]) => {
      restrictHints(hints, sets);
      terms.push(sets.map((set) => set.bits));
    };
    for (const d of DIMENSIONS) {
      const wanted = this.wanted(filters, d);
      if (!wanted) continue;
      const sets = this.columns[d].setsOf(wanted);
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
    const priceRange = kept(this.prices, price);
    const areaRange = kept(this.areas, area);
    if (!priceRange || !areaRange) return none;
    if (postedAfter) inAnyOf([this.postedSet(postedAfter.getTime())]);
    if (filters.words) {
      const sets = this.wordSets(filters.words);
      if (!sets) return none;
      for (const set of sets) inAnyOf([set]);
    }
    if (filters.locality !== undefined) {
      const code = this.localityNames.find(filters.locality);
      if (code === undefined) return none;
      andInto(hints, this.localityHints[code] as Bits);
    }

    this.runTurn ^= 1;
    const runs = hintedRuns(hints, used, this.runLists[this.runTurn]);
    const bits = this.reuseMatches(used, runs);
    // A budget or area between edges leaves out the values of its edge bands beyond it. When only
    // sets and bounds narrow a search, its matches are many (a typed budget alone: tens of thousands
    // in an edge band at 1M listings): those values are stretches of the price or area order,
    // taken out without a test. Words, a locality or a discount leave fewer to test than that.
    const narrow = filters.words !== undefined || filters.locality !== undefined || filters.minDiscount !== undefined;
    const drop = narrow
      ? []
      : [
          ...priceRange.cuts.map((cut) => this.valueSpan(this.orders['price-asc'], this.price, cut)),
          ...areaRange.cuts.map((cut) => this.valueSpan(this.areaOrder, this.area, cut)),
        ];
    const keep = this.slotTest(filters, {
      price: narrow && !priceRange.exact,
      area: narrow && !areaRange.exact,
      posted: false,
      words: false,
    });
    // With no locality or discount to test, only the slots in a bound's own band can fail.
    const unsure =
      filters.locality === undefined && filters.minDiscount === undefined ? [...priceRange.edgeBands, ...areaRange.edgeBands] : null;
    const count = matchRuns(bits, runs, from.bits, terms, below, keep && { keep, unsure, hints }, drop);
    return { bits, runs, count, hints };
  }

  /**
   * The set matching() fills, emptied of the last matches: one set for every search, since a new
   * one a search (125 KB at 1M listings, zeroed) cost more than the search's own work. So matches
   * are good until the next call, which every caller honours by using them at once.
   */
  private reuseMatches(used: number, runs: Int32Array): Bits {
    const last = this.lastMatches;
    if (last.bits.length < used) last.bits = new Uint32Array(wordsFor(this.capacity));
    else clearRuns(last.bits, last.runs);
    last.runs = runs;
    return last.bits;
  }

  /** The positions of an order by `values`, lowest first and no value last, whose values lie in [from, to). */
  private valueSpan({ slots, length }: SortOrder, values: Float64Array, { from, to }: Cut): SlotSpan {
    // "Not below" rather than "at or above": a slot with no value (NaN, last) passes, so the test stays ordered.
    const at = (value: number) => firstPassing(length, (i) => !((values[slots[i] as number] as number) < value));
    return { slots, from: at(from), to: at(to) };
  }

  /** The slots created at or after `after`: a prefix of the newest-first order. */
  private postedSet(after: number): SlotSet {
    let set = this.postedSince.get(after);
    if (set) return set;
    const { slots, length } = this.orders.newest;
    const older = firstPassing(length, (i) => (this.created[slots[i] as number] as number) < after);
    set = new SlotSet(wordsFor(this.capacity));
    for (let i = 0; i < older; i++) set.add(slots[i] as number);
    // The oldest instants go first: each "posted within" choice moves on to a new one every minute.
    if (this.postedSince.size >= MAX_POSTED_SETS) this.postedSince.delete(this.postedSince.keys().next().value as number);
    this.postedSince.set(after, set);
    return set;
  }

  /** One set per token of the search words (each token must begin a token of the text); null when one matches nothing. */
  private wordSets(words: readonly string[]): SlotSet[] | null {
    if (this.lastWords?.words === words) return this.lastWords.sets;
    const sets: SlotSet[] = [];
    let found = true;
    for (const query of searchTokens(words)) {
      const set = this.words.slotsWith(query, wordsFor(this.capacity));
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
  private slotTest(
    filters: SearchFilters,
    ranges: { price: boolean; area: boolean; posted: boolean; words: boolean },
  ): ((slot: number) => boolean) | null {
    const { minDiscount } = filters;
    const words = ranges.words ? filters.words : undefined;
    const price = ranges.price ? filters.price : undefined;
    const area = ranges.area ? filters.area : undefined;
    const after = ranges.posted && filters.postedAfter ? filters.postedAfter.getTime() : null;
    const locality = filters.locality === undefined ? null : (this.localityNames.find(filters.locality) ?? -1);
    const discount = minDiscount === undefined ? null : this.discounts();
    if (!price && !area && after === null && locality === null && !words && discount === null) return null;
    return (slot) =>
      (!price || this.inRange(this.price[slot] as number, price)) &&
      (!area || this.inRange(this.area[slot] as number, area)) &&
      (after === null || (this.created[slot] as number) >= after) &&
      (locality === null || this.locality[slot] === locality) &&
      (discount === null || (discount[slot] as number) >= (minDiscount as number)) &&
      (!words || words.every((word) => textHasWord(this.texts.get(slot), word)));
  }

  /** The same test as the SQL of a range: min included (when above 0), max excluded, no value fails a bound. */
  private inRange(value: number, range: Range | undefined): boolean {
    if (!range) return true;
    if (range.min !== null && range.min > 0 && !(value >= range.min)) return false;
    return range.max === null || value < range.max;
  }

  private wanted(filters: SearchFilters, d: Dimension): readonly string[] | undefined {
    switch (d) {
      case 'city':
        return filters.location === undefined ? undefined : [filters.location];
      case 'type':
        return filters.types;
      case 'bhk':
        return filters.bhks;
      case 'furnishing':
        return filters.furnishing === undefined ? undefined : [filters.furnishing];
      default:
        return filters.availability === undefined ? undefined : [filters.availability];
    }
  }

  private valueOf(d: Dimension, slot: number): string {
    return this.columns[d].list[this.columnCodes[d][slot] as number] as string;
  }

  private order(sort: SearchSort): { slots: Int32Array; length: number } {
    if (sort !== 'discount-desc') return this.orders[sort];
    this.discounts();
    return { slots: this.discountOrder as Int32Array, length: this.ids.size };
  }

  /**
   * Percent below the locality's market rate per slot, from the same rates and rule as the
   * listings' `market` figure (shared/market.ts), and the best-deals order with it; recomputed on
   * first use after a change, so only discount searches pay for it. At 1M listings this must not
   * stall the process: each city and locality's rate is looked up once, slots are visited in
   * memory order, and the order is the id order put into buckets of whole percents, with no
   * comparison sort.
   */
  private discounts(): Float64Array {
    if (this.discountOrder) return this.discount;
    const slotCount = this.slotCount;
    const alive = this.alive.bits;
    const isAlive = (slot: number) => (((alive[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1;
    // Each city and locality's rate, looked up once (NaN: none).
    const localities = this.localityNames.list.length;
    const rateAt = new Float64Array(this.columns.city.list.length * localities);
    const looked = new Uint8Array(rateAt.length);
    this.discount = new Float64Array(this.capacity).fill(Number.NaN);
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (let slot = 0; slot < slotCount; slot++) {
      const own = this.perSqft[slot] as number;
      if (!(own > 0) || !isAlive(slot)) continue;
      const key = (this.columnCodes.city[slot] as number) * localities + (this.locality[slot] as number);
      if (!looked[key]) {
        const rate = this.rates.get(rateKey(this.valueOf('city', slot), this.localityName(slot)))?.ratePerSqft;
        rateAt[key] = rate !== undefined && rate > 0 ? rate : Number.NaN;
        looked[key] = 1;
      }
      const rate = rateAt[key] as number;
      if (Number.isNaN(rate)) continue;
      const percent = percentBelow(own, rate);
      this.discount[slot] = percent;
      low = Math.min(low, percent);
      high = Math.max(high, percent);
    }
    // Furthest below first, listings without the figure last, ties highest id first: the id
    // order, highest first, dealt into one bucket per whole percent.
    const { slots, length } = this.idOrder;
    const buckets = high >= low ? high - low + 1 : 0;
    const bucketAt = new Int32Array(length);
    const starts = new Int32Array(buckets + 1);
    for (let i = 0; i < length; i++) {
      const percent = this.discount[slots[i] as number] as number;
      const bucket = Number.isNaN(percent) ? buckets : high - percent;
      bucketAt[i] = bucket;
      starts[bucket] = (starts[bucket] as number) + 1;
    }
    for (let b = 0, at = 0; b <= buckets; b++) {
      const count = starts[b] as number;
      starts[b] = at;
      at += count;
    }
    const order = new Int32Array(length);
    for (let i = 0; i < length; i++) {
      const bucket = bucketAt[i] as number;
      order[starts[bucket] as number] = slots[i] as number;
      starts[bucket] = (starts[bucket] as number) + 1;
    }
    this.discountOrder = order;
    return this.discount;
  }

  private localityName(slot: number): string {
    return this.localityNames.list[this.locality[slot] as number] as string;
  }

  private localityCode(name: string): number {
    const code = this.localityNames.codeOf(name);
    // A new locality: its hints.
    if (code === this.localityHints.length) this.localityHints.push(new Uint32Array(wordsFor(wordsFor(this.capacity))));
    return code;
  }

  /** Puts a slot in every set its values belong to. */
  /** Puts a slot in every set; `ladders: false` leaves the ladders to a fill of all slots at once. */
  private addToSets(slot: number, ladders = true): void {
    for (const d of DIMENSIONS) this.columns[d].sets[this.columnCodes[d][slot] as number]?.add(slot);
    for (const d of LAID_OUT) this.wordValues[d].add(slot, this.columnCodes[d][slot] as number);
    this.wordValues.band.add(slot, this.band[slot] as number);
    this.wordValues.locality.add(slot, this.locality[slot] as number);
    if (ladders) {
      this.prices.add(slot, this.price[slot] as number);
      this.areas.add(slot, this.area[slot] as number);
    }
    setBit(this.localityHints[this.locality[slot] as number] as Bits, slot >>> 5);
    this.alive.add(slot);
    if (!this.sold[slot]) this.unsold.add(slot);
    this.countPlaces(slot, 1);
    for (const [after, set] of this.postedSince) if ((this.created[slot] as number) >= after) set.add(slot);
    DIMENSIONS.forEach((d, c) => {
      this.slotCodes[c] = this.columnCodes[d][slot] as number;
    });
    this.cube.add(slot, this.slotCodes, this.sold[slot] === 1, this.price[slot] as number);
    this.noteWordListing(slot, 1);
  }

  /**
   * Notes a listing added (1) or taken out (-1) in the kept prices of the words its text has. Many
   * changes, or a listing the cube cannot count, drop a word's prices: they are made again when
   * next asked for (about 5 ms for 50,000 listings at 1M).
   */
  private noteWordListing(slot: number, by: 1 | -1): void {
    if (this.wordPrices.size === 0) return;
    const tokens = tokensOf(this.texts.get(slot));
    const combination = this.cube.combinationAt(slot);
    for (const [query, listings] of this.wordPrices) {
      if (!listings || !tokens.some((token) => matchesToken(query, token))) continue;
      listings.changes.push(combination, this.price[slot] as number, this.locality[slot] as number, by);
      if (combination < 0 || listings.changes.length > CHANGE_NUMBERS * Math.max(MIN_WORD_CHANGES, listings.prices.length / 8)) {
        this.wordPrices.delete(query);
      }
    }
  }

  /**
   * Numbers the slots again so that alike listings sit together: by city, then type, BHK, budget
   * band and locality (the filters the search page sends most, broadest first). The slots of a filter's value then fill few words, and a search visits only those
   * (hints). Listings added later take free or new slots, wherever those are: still found, at the
   * cost of a few more words visited, until the next full load lays everything out again.
   */
  private layOut(): void {
    const n = this.slotCount;
    const { city, type, bhk } = this.columnCodes;
    const [types, bhks, localities] = [this.columns.type.list.length, this.columns.bhk.list.length, this.localityNames.list.length];
    const key = new Float64Array(n);
    for (let s = 0; s < n; s++) {
      const group = (((city[s] as number) * types + (type[s] as number)) * bhks + (bhk[s] as number)) * BANDS;
      key[s] = (group + (this.band[s] as number)) * localities + (this.locality[s] as number);
    }
    const order = new Int32Array(n);
    for (let s = 0; s < n; s++) order[s] = s;
    order.sort((a, b) => (key[a] as number) - (key[b] as number));
    const moved = <T extends Float64Array | Int32Array | Uint8Array>(array: T): T => {
      const next = array.slice() as T;
      for (let i = 0; i < n; i++) next[i] = array[order[i] as number] as number;
      return next;
    };
    this.ids.reorder(order, n);
    this.texts.reorder(order, n);
    this.price = moved(this.price);
    this.area = moved(this.area);
    this.perSqft = moved(this.perSqft);
    this.created = moved(this.created);
    this.locality = moved(this.locality);
    this.society = moved(this.society);
    this.priceHistory = moved(this.priceHistory);
    this.sold = moved(this.sold);
    this.band = moved(this.band);
    for (const d of DIMENSIONS) {
      this.columnCodes[d] = moved(this.columnCodes[d]);
      this.columns[d].clear();
    }
    for (const values of Object.values(this.wordValues)) values.clear();
    const words = wordsFor(this.capacity);
    this.prices.fill(this.price, n, words);
    this.areas.fill(this.area, n, words);
    this.alive = new SlotSet(words);
    this.unsold = new SlotSet(words);
    this.postedSince.clear();
    this.localityHints = this.localityHints.map(() => new Uint32Array(wordsFor(words)));
    this.words.clear();
    this.places.clear();
    this.cube.clear();
    this.wordPrices.clear();
    for (let slot = 0; slot < n; slot++) {
      this.addToSets(slot, false);
      this.words.add(slot, this.texts.get(slot));
    }
    for (const sortOrder of this.sortOrders) {
      for (let i = 0; i < n; i++) sortOrder.slots[i] = i;
      sortOrder.length = n;
    }
  }

  /** Takes a slot out of every set and order (its values are still in place to find it). */
  private detach(slot: number): void {
    for (const order of this.sortOrders) this.removeFrom(order, slot);
    this.words.remove(slot, this.texts.get(slot));
    for (const d of DIMENSIONS) this.columns[d].sets[this.columnCodes[d][slot] as number]?.delete(slot);
    this.prices.remove(slot, this.price[slot] as number);
    this.areas.remove(slot, this.area[slot] as number);
    this.alive.delete(slot);
    this.unsold.delete(slot);
    this.countPlaces(slot, -1);
    for (const set of this.postedSince.values()) set.delete(slot);
    this.noteWordListing(slot, -1);
    this.cube.remove(slot);
    this.changed();
  }

  /** Where `slot` goes in the order (binary search; every order is total thanks to the id). */
  private position(order: { slots: Int32Array; length: number; compare: Compare }, slot: number): number {
    return firstPassing(order.length, (i) => order.compare(order.slots[i] as number, slot) >= 0);
  }

  private insertInto(order: SortOrder, slot: number): void {
    const at = this.position(order, slot);
    order.slots.copyWithin(at + 1, at, order.length);
    order.slots[at] = slot;
    order.length++;
  }

  private removeFrom(order: SortOrder, slot: number): void {
    const at = this.position(order, slot);
    if (order.slots[at] !== slot) return;
    order.slots.copyWithin(at, at + 1, order.length);
    order.length--;
  }

  private newSlot(): number {
    const slot = this.slotCount++;
    if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    return slot;
  }

  private grow(capacity: number): void {
    const words = wordsFor(capacity);
    this.price = resized(this.price, capacity);
    this.area = resized(this.area, capacity);
    this.perSqft = resized(this.perSqft, capacity);
    this.created = resized(this.created, capacity);
    this.ids.grow(capacity);
    this.texts.grow(capacity);
    this.locality = resized(this.locality, capacity);
    this.society = resized(this.society, capacity);
    this.priceHistory = resized(this.priceHistory, capacity);
    this.sold = resized(this.sold, capacity);
    this.band = resized(this.band, capacity);
    for (const values of Object.values(this.wordValues)) values.grow(words);
    for (const d of DIMENSIONS) {
      this.columnCodes[d] = resized(this.columnCodes[d], capacity);
      this.columns[d].grow(words);
    }
    this.prices.grow(words);
    this.areas.grow(words);
    this.alive.grow(words);
    this.unsold.grow(words);
    for (const set of this.postedSince.values()) set.grow(words);
    this.words.grow(words);
    this.localityHints = this.localityHints.map((hints) => resized(hints, wordsFor(words)));
    for (const order of this.sortOrders) order.slots = resized(order.slots, capacity);
    this.cube.grow(capacity);
    this.capacity = capacity;
    this.changed();
  }
}
