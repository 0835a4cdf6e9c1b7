import type { MarketInsight } from '@ncr/shared/schemas/property';
import { insightOf, percentBelow, type Rates, rateKey } from '~/shared/market';
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
    return insightOf({ ...row, pricePerSqft: Number.isNaN(perSqft) ? null : perSqft }, this.rates);
  }

  /**
   * At 1M listings this must not stall the process: each city and locality's rate is looked up
   * once, slots are visited in memory order, and the order is the id order put into buckets of
   * whole percents, with no comparison sort.
   */
  private compute(): void {
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
    this.discountOrder = order;
  }
}
