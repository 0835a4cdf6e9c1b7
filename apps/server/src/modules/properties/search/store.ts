import type { ListingPurpose } from '@ncr/shared/enums';
import type { SearchSort } from '@ncr/shared/search';
import { ENUMERATED_DIMENSIONS } from '@ncr/shared/search/dimensions';
import { Column, DIMENSIONS, type Dimension, LAID_OUT, Names, PlaceNames } from './columns';
import { FacetCube, radixFor } from './facets/cube';
import { WordPrices } from './facets/word-prices';
import { type Compare, firstPassing, type SortOrder } from './orders';
import { Places } from './places';
import { AREA_LADDER, type PriceScale } from './price-scale';
import { type Bits, resized, SlotSet, setBit, wordsFor } from './slots/bits';
import { SlotIds } from './slots/ids';
import { Ladder } from './slots/ladder';
import { SlotTexts } from './slots/texts';
import { WordValues } from './slots/word-values';
import { WordIndex } from './words';

/** What the index keeps of a public listing: the columns search filters and sorts on. */
export interface IndexedListing extends Record<Dimension, string> {
  id: string;
  /** The partition it is searched in (partitions.ts). */
  purpose: ListingPurpose;
  locality: string;
  /** Its asking figure in its partition's unit: a sale's price in lakhs, a rental's rent a month in rupees. */
  price: number;
  areaSqft: number | null;
  /** The price per sq ft in the partition's unit: rupees for a sale, rupees a month for a rental. */
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
  /** Its point as the public sees it (location.ts), NaN where it has none: what an area of the map finds. */
  lat: number;
  lng: number;
}

/** "Posted since" sets kept at once: the page's six choices, for this minute and the last. */
const MAX_POSTED_SETS = 12;

/** The sort orders kept sorted as listings change (best deals is the id order, sorted by discount when asked for). */
export type KeptSort = Exclude<SearchSort, 'discount-desc'>;

/**
 * The listings of one index, by slot: per slot its values, per value of an enumerated column a
 * set of slots, price and area ladders, the sort orders, the words' sets and the facet cube, kept
 * in step as listings are added, changed and removed (docs/decisions/0044). The index's other
 * parts (match.ts, orders.ts, facets/) read these fields; only the store writes them.
 *
 * A full load lays the slots out by the laid-out dimensions, price band and locality, and every set
 * carries hints of the words it may touch, so a search visits only the runs of words its filters
 * can match (docs/decisions/0046).
 */
export class ListingStore {
  capacity = 0;
  /** Slots handed out so far (free ones included). */
  slotCount = 0;
  private readonly free: number[] = [];
  readonly ids = new SlotIds();
  readonly texts = new SlotTexts();
  /**
   * Per slot, the code of its society's name: numbers, not a million references to strings, which
   * every full garbage collection walked, as it would a list of a million strings.
   */
  society = new Int32Array(0);
  readonly societyNames = new Names();
  readonly places = new Places();
  price = new Float64Array(0);
  area = new Float64Array(0);
  perSqft = new Float64Array(0);
  created = new Float64Array(0);
  /** The public point (rounded, location.ts): never the exact pin, so no box drawn finds the door. */
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  locality = new Int32Array(0);
  priceHistory = new Uint8Array(0);
  sold = new Uint8Array(0);
  /**
   * The listings not sold: a search starts from these unless it asks for sold ones too. Starting
   * from every listing and taking the sold ones out read one set more per word, and at 1M
   * listings a pass over the sets waits on memory more than it computes (docs/decisions/0093).
   */
  unsold = new SlotSet(0);
  readonly words = new WordIndex();
  readonly localityNames = new PlaceNames();
  alive = new SlotSet(0);
  /** Per locality code, the words that may hold one of its slots (hints without a set: locality is tested per slot). */
  localityHints: Bits[] = [];
  readonly columns = Object.fromEntries(DIMENSIONS.map((d) => [d, new Column(0)])) as Record<Dimension, Column>;
  columnCodes = Object.fromEntries(DIMENSIONS.map((d) => [d, new Int32Array(0)])) as Record<Dimension, Int32Array>;
  readonly prices: Ladder;
  readonly areas = new Ladder(AREA_LADDER);
  /** Per slot, its price band (the scale's bands): the budget facet counts by band. */
  band = new Uint8Array(0);
  /**
   * Per word, the one value its slots hold, for the facets that count by word: the dimensions laid
   * out, the price band and the locality.
   */
  readonly wordValues = Object.fromEntries([...LAID_OUT, 'band', 'locality'].map((d) => [d, new WordValues(0)])) as Record<
    Dimension | 'band' | 'locality',
    WordValues
  >;
  /** While loading everything at once, the sort orders are sorted once at the end (endBulk). */
  private bulk = false;
  readonly orders: Record<KeptSort, SortOrder>;
  /** Every listing, highest id first: the best-deals order is this one, sorted by discount without a comparison. */
  readonly idOrder: SortOrder;
  /** Every listing by area, smallest first, no area last: a typed area's edge bands are stretches of it. */
  readonly areaOrder: SortOrder;
  /** The orders kept sorted as listings change. */
  private readonly sortOrders: SortOrder[];
  /**
   * "Posted since" sets by their instant (the filters round it down to the minute, so a few a
   * minute), built from the newest-first order when first asked for and kept in step like the
   * other sets after that.
   */
  private readonly postedSince = new Map<number, SlotSet>();
  /** Listings per combination of the enumerated columns and price band: the facets of filter sets only those and a budget narrow. */
  readonly cube: FacetCube;
  /** Per searched word (one token), its listings' prices by the cube's combinations (facets/word-prices.ts). */
  readonly wordPrices = new WordPrices();
  /** A slot's codes, one per dimension, as the cube takes them. */
  private readonly slotCodes = new Int32Array(DIMENSIONS.length);

  /**
   * @param scale how this index holds its price (price-scale.ts)
   * @param changed called after any change, for what is derived from the store to be made again;
   *   with the slot when one listing was taken out (`attached` false, its values still in place)
   *   or put in, for what can follow one listing in place
   */
  constructor(
    readonly scale: PriceScale,
    private readonly changed: (one?: { slot: number; attached: boolean }) => void,
  ) {
    this.prices = new Ladder(scale.ladderEdges);
    this.cube = new FacetCube(
      ENUMERATED_DIMENSIONS.map((d) => radixFor(d.values.length)),
      scale.cubeBands,
      scale.ranges,
    );
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
    this.price[slot] = listing.price;
    this.area[slot] = listing.areaSqft ?? Number.NaN;
    this.perSqft[slot] = listing.pricePerSqft ?? Number.NaN;
    this.created[slot] = listing.createdAt;
    this.lat[slot] = listing.lat;
    this.lng[slot] = listing.lng;
    this.locality[slot] = this.localityCode(listing.locality);
    this.priceHistory[slot] = listing.hasPriceHistory ? 1 : 0;
    this.sold[slot] = listing.sold ? 1 : 0;
    this.band[slot] = this.scale.bands.of(listing.price);
    for (const d of DIMENSIONS) this.columnCodes[d][slot] = this.columns[d].codeOf(listing[d]);
    // A bulk load fills the sets and indexes the words once, after laying the slots out.
    if (!this.bulk) {
      this.addToSets(slot);
      this.words.add(slot, listing.searchText);
    }
    if (this.bulk) for (const order of this.sortOrders) order.slots[order.length++] = slot;
    else for (const order of this.sortOrders) this.insertInto(order, slot);
    this.changed(this.bulk ? undefined : { slot, attached: true });
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

  /** The value of an enumerated column at a slot. */
  valueOf(d: Dimension, slot: number): string {
    return this.columns[d].list[this.columnCodes[d][slot] as number] as string;
  }

  localityName(slot: number): string {
    return this.localityNames.list[this.locality[slot] as number] as string;
  }

  /** The slots created at or after `after`: a prefix of the newest-first order, kept in step once made. */
  postedSet(after: number): SlotSet {
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

  private localityCode(name: string): number {
    const code = this.localityNames.codeOf(name);
    // A new locality: its hints.
    if (code === this.localityHints.length) this.localityHints.push(new Uint32Array(wordsFor(wordsFor(this.capacity))));
    return code;
  }

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
    this.wordPrices.note(this, slot, 1);
  }

  private countPlaces(slot: number, by: 1 | -1): void {
    if (this.sold[slot]) return;
    const city = this.valueOf('city', slot);
    this.places.change('locality', this.localityName(slot), city, by);
    this.places.change('society', this.societyNames.list[this.society[slot] as number] as string, city, by);
  }

  /**
   * Numbers the slots again so that alike listings sit together: by the laid-out dimensions in
   * their declared order (city, type, BHK), then price band and locality (the filters the search
   * page sends most, broadest first). The slots of a filter's value then fill few words, and a
   * search visits only those (hints). Listings added later take free or new slots, wherever those
   * are: still found, at the cost of a few more words visited, until the next full load lays
   * everything out again.
   */
  private layOut(): void {
    const n = this.slotCount;
    const laidOut = LAID_OUT.map((d) => ({ codes: this.columnCodes[d], values: this.columns[d].list.length }));
    const [bands, localities] = [this.scale.bands.count, this.localityNames.list.length];
    const key = new Float64Array(n);
    for (let s = 0; s < n; s++) {
      let group = 0;
      for (const { codes, values } of laidOut) group = group * values + (codes[s] as number);
      key[s] = (group * bands + (this.band[s] as number)) * localities + (this.locality[s] as number);
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
    this.lat = moved(this.lat);
    this.lng = moved(this.lng);
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
    this.wordPrices.note(this, slot, -1);
    this.cube.remove(slot);
    this.changed({ slot, attached: false });
  }

  /** Where `slot` goes in the order (binary search; every order is total thanks to the id). */
  private position(order: SortOrder, slot: number): number {
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
    this.lat = resized(this.lat, capacity);
    this.lng = resized(this.lng, capacity);
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
