import type { MarketInsight } from '@ncr/shared/schemas/property';
import { insightOf, marketRentOf, percentBelow, type Rates, rateKey, rentInsightOf } from '~/shared/market';
import { firstPassing } from './orders';
import { has } from './slots/bits';
import type { ListingStore } from './store';

/**
 * Percent below the locality's market rate per slot, from the same rates and rule as the
 * listings' `market` figure (shared/market.ts), and the best-deals order with it; computed on
 * first use after a load or a change of rates, so only discount searches pay for it. After that a
 * listing added, changed or removed moves in them alone (slotChanged): staff editing prices all
 * day do not make the next best-deals search compute every listing's figure again.
 */
export class Discounts {
  /** Per slot (NaN: no rate). */
  private discount = new Float64Array(0);
  /** The best-deals order: its first `length` slots (room for the store's capacity). */
  private discountOrder: { slots: Int32Array; length: number } | null = null;
  /** The market rates kept by staff (docs/decisions/0103). */
  private rates: Rates = new Map();

  constructor(private readonly store: ListingStore) {}

  setRates(rates: Rates): void {
    this.rates = rates;
  }

  /** Forgets the figures, after a load, a change of rates or a new capacity. */
  clear(): void {
    this.discountOrder = null;
  }

  /**
   * One listing taken out of the index (`attached` false: its values still in place) or put in
   * (true): its figure and its place in the order follow, if they have been made.
   */
  slotChanged(slot: number, attached: boolean): void {
    const order = this.discountOrder;
    if (!order || slot >= this.discount.length) {
      this.clear();
      return;
    }
    const at = this.position(order, slot);
    if (!attached) {
      if (order.slots[at] !== slot) return;
      order.slots.copyWithin(at, at + 1, order.length);
      order.length--;
      this.discount[slot] = Number.NaN;
      return;
    }
    this.discount[slot] = this.percentOf(slot);
    const to = this.position(order, slot);
    order.slots.copyWithin(to + 1, to, order.length);
    order.slots[to] = slot;
    order.length++;
  }

  /** Per slot, percent below the market (NaN: no figure). */
  perSlot(): Float64Array {
    if (!this.discountOrder) this.compute();
    return this.discount;
  }

  /** The best-deals order: furthest below first, listings without the figure last, ties highest id first. */
  order(): { slots: Int32Array; length: number } {
    if (!this.discountOrder) this.compute();
    return this.discountOrder as { slots: Int32Array; length: number };
  }

  /** The order bestFirst deals the slots into, as a comparison: where slotChanged puts one. */
  private before(a: number, b: number): number {
    const [x, y] = [this.discount[a] as number, this.discount[b] as number];
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
    return (Number.isNaN(x) ? 0 : y - x) || this.store.ids.compare(b, a);
  }

  /** Where `slot` goes in the order, by its figure now (binary search). */
  private position(order: { slots: Int32Array; length: number }, slot: number): number {
    return firstPassing(order.length, (i) => this.before(order.slots[i] as number, slot) >= 0);
  }

  /** One listing's percent below its market figure (NaN: none), as ratePercents and rentPercents compute it. */
  private percentOf(slot: number): number {
    const { store } = this;
    const rate = this.rates.get(rateKey(store.valueOf('city', slot), store.localityName(slot)));
    if (store.scale.market === 'rent') {
      const own = store.price[slot] as number;
      const market = own > 0 ? marketRentOf(rate, store.valueOf('bhk', slot)) : undefined;
      return market === undefined ? Number.NaN : percentBelow(own, market);
    }
    const own = store.perSqft[slot] as number;
    const perSqft = rate?.ratePerSqft;
    return own > 0 && perSqft !== undefined && perSqft > 0 ? percentBelow(own, perSqft) : Number.NaN;
  }

  /** A listing's market figures, the same as shared/market.ts gives (cards of a search page). */
  market(slot: number): MarketInsight | null {
    const { store } = this;
    const perSqft = store.perSqft[slot] as number;
    const row = { city: store.valueOf('city', slot), locality: store.localityName(slot) };
    if (store.scale.market === 'rent') {
      return rentInsightOf({ ...row, bhk: store.valueOf('bhk', slot), monthlyRent: store.price[slot] as number }, this.rates);
    }
    return insightOf({ ...row, pricePerSqft: Number.isNaN(perSqft) ? null : perSqft }, this.rates);
  }

  /**
   * At 1M listings this must not stall the process: each city and locality's rate is looked up
   * once, slots are visited in memory order, and the order is the id order put into buckets of
   * whole percents, with no comparison sort.
   */
  private compute(): void {
    const [low, high] = this.store.scale.market === 'rent' ? this.rentPercents() : this.ratePercents();
    this.discountOrder = this.bestFirst(low, high);
  }

  /** Each slot's percent below its locality's rate per sq ft; the lowest and highest. */
  private ratePercents(): [number, number] {
    const { store } = this;
    const slotCount = store.slotCount;
    const alive = store.alive.bits;
    const perSqft = store.perSqft;
    const cityCodes = store.columnCodes.city;
    const localityCodes = store.locality;
    const isAlive = (slot: number) => (((alive[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1;
    // Each city and locality's rate, looked up once (NaN: none).
    const localities = store.localityNames.list.length;
    const rateAt = new Float64Array(store.columns.city.list.length * localities);
    const looked = new Uint8Array(rateAt.length);
    const discount = new Float64Array(store.capacity).fill(Number.NaN);
    this.discount = discount;
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (let slot = 0; slot < slotCount; slot++) {
      const own = perSqft[slot] as number;
      if (!(own > 0) || !isAlive(slot)) continue;
      const key = (cityCodes[slot] as number) * localities + (localityCodes[slot] as number);
      if (!looked[key]) {
        const rate = this.rates.get(rateKey(store.valueOf('city', slot), store.localityName(slot)))?.ratePerSqft;
        rateAt[key] = rate !== undefined && rate > 0 ? rate : Number.NaN;
        looked[key] = 1;
      }
      const rate = rateAt[key] as number;
      if (Number.isNaN(rate)) continue;
      const percent = percentBelow(own, rate);
      discount[slot] = percent;
      low = Math.min(low, percent);
      high = Math.max(high, percent);
    }
    return [low, high];
  }

  /**
   * A rental's percent below its locality's market rent a month for its BHK (shared/market.ts
   * rentInsightOf), each city, locality and BHK's rent looked up once; the lowest and highest.
   */
  private rentPercents(): [number, number] {
    const { store } = this;
    const rent = store.price;
    const [cityCodes, bhkCodes, localityCodes] = [store.columnCodes.city, store.columnCodes.bhk, store.locality];
    const [localities, bhks] = [store.localityNames.list.length, store.columns.bhk.list.length];
    const rentAt = new Float64Array(store.columns.city.list.length * localities * bhks);
    const looked = new Uint8Array(rentAt.length);
    const discount = new Float64Array(store.capacity).fill(Number.NaN);
    this.discount = discount;
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (let slot = 0; slot < store.slotCount; slot++) {
      const own = rent[slot] as number;
      if (!(own > 0) || !has(store.alive.bits, slot)) continue;
      const key = ((cityCodes[slot] as number) * localities + (localityCodes[slot] as number)) * bhks + (bhkCodes[slot] as number);
      if (!looked[key]) {
        const rate = this.rates.get(rateKey(store.valueOf('city', slot), store.localityName(slot)));
        rentAt[key] = marketRentOf(rate, store.valueOf('bhk', slot)) ?? Number.NaN;
        looked[key] = 1;
      }
      const market = rentAt[key] as number;
      if (Number.isNaN(market)) continue;
      const percent = percentBelow(own, market);
      discount[slot] = percent;
      low = Math.min(low, percent);
      high = Math.max(high, percent);
    }
    return [low, high];
  }

  /** The id order, highest first, dealt into one bucket per whole percent below the market. */
  private bestFirst(low: number, high: number): { slots: Int32Array; length: number } {
    const { store, discount } = this;
    // Furthest below first, listings without the figure last, ties highest id first: the id
    // order, highest first, dealt into one bucket per whole percent.
    const { slots, length } = store.idOrder;
    const buckets = high >= low ? high - low + 1 : 0;
    const bucketAt = new Int32Array(length);
    const starts = new Int32Array(buckets + 1);
    for (let i = 0; i < length; i++) {
      const percent = discount[slots[i] as number] as number;
      const bucket = Number.isNaN(percent) ? buckets : high - percent;
      bucketAt[i] = bucket;
      starts[bucket] = (starts[bucket] as number) + 1;
    }
    for (let b = 0, at = 0; b <= buckets; b++) {
      const count = starts[b] as number;
      starts[b] = at;
      at += count;
    }
    // Room for every slot the store has, for slotChanged to insert into.
    const order = new Int32Array(store.capacity);
    for (let i = 0; i < length; i++) {
      const bucket = bucketAt[i] as number;
      order[starts[bucket] as number] = slots[i] as number;
      starts[bucket] = (starts[bucket] as number) + 1;
    }
    return { slots: order, length };
  }
}
