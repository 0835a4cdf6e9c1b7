import type { MarketInsight } from '@ncr/shared/schemas/property';
import { insightOf, marketRentOf, percentBelow, type Rates, rateKey, rentInsightOf } from '~/shared/market';
import { has } from './slots/bits';
import type { ListingStore } from './store';

/**
 * Percent below the locality's market rate per slot, from the same rates and rule as the
 * listings' `market` figure (shared/market.ts), and the best-deals order with it; computed on
 * first use after a change, so only discount searches pay for it.
 */
export class Discounts {
  /** Per slot (NaN: no rate). */
  private discount = new Float64Array(0);
  private discountOrder: Int32Array | null = null;
  /** The market rates kept by staff (docs/decisions/0103). */
  private rates: Rates = new Map();

  constructor(private readonly store: ListingStore) {}

  setRates(rates: Rates): void {
    this.rates = rates;
  }

  /** Forgets the figures, after a change of listings or rates. */
  clear(): void {
    this.discountOrder = null;
  }

  /** Per slot, percent below the market (NaN: no figure). */
  perSlot(): Float64Array {
    if (!this.discountOrder) this.compute();
    return this.discount;
  }

  /** The best-deals order: furthest below first, listings without the figure last, ties highest id first. */
  order(): Int32Array {
    if (!this.discountOrder) this.compute();
    return this.discountOrder as Int32Array;
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
  private bestFirst(low: number, high: number): Int32Array {
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
    const order = new Int32Array(length);
    for (let i = 0; i < length; i++) {
      const bucket = bucketAt[i] as number;
      order[starts[bucket] as number] = slots[i] as number;
      starts[bucket] = (starts[bucket] as number) + 1;
    }
    return order;
  }
}
