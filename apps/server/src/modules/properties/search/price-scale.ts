import { BUDGET_RANGES } from '@ncr/shared/constants';
import type { ListingPurpose } from '@ncr/shared/enums';
import { AREA_CHOICES, PRICE_BAND_EDGES, RENT_CHOICES, RENT_RANGES } from '@ncr/shared/search';
import { Bands, finerEdges } from './slots/ladder';

/** A price range a budget facet counts (min included, max excluded; null: no end). */
export interface PriceRange {
  value: string;
  min: number;
  max: number | null;
}

/**
 * How one partition's index holds its price (docs/decisions/0105): the bands it lays listings out
 * and counts its budget facet by, the ladder's edges, the facet cube's bands and the ranges of its
 * budget facet. Each range's ends must be edges of the bands and of the cube's bands.
 */
export class PriceScale {
  readonly bands: Bands;
  readonly cubeBands: Bands;
  /** The budget range (its value) each band belongs to. */
  readonly rangeOfBand = new Map<number, string>();

  /**
   * @param market what a listing's market figure compares (discounts.ts): 'rate', its price per sq
   *   ft with the locality's rate per sq ft; 'rent', its rent a month with the locality's market
   *   rent a month for its BHK
   */
  constructor(
    readonly market: 'rate' | 'rent',
    bandEdges: readonly number[],
    readonly ladderEdges: readonly number[],
    cubeEdges: readonly number[],
    readonly ranges: readonly PriceRange[],
  ) {
    this.bands = new Bands(bandEdges);
    this.cubeBands = new Bands(cubeEdges);
    // A band's number is kept in a byte per slot.
    if (this.bands.count > 255) throw new Error(`a price scale has at most 255 bands, not ${this.bands.count}`);
    for (const range of ranges) {
      const to = range.max === null ? this.bands.count : this.bands.of(range.max);
      for (let band = this.bands.of(range.min); band < to; band++) this.rangeOfBand.set(band, range.value);
    }
  }
}

// The ladders' edges: the page's choices, steps of 1% where most listings lie (₹10 L to ₹10 Cr,
// 300 to 5,000 sq ft) and of 3% beyond, so that a budget or area typed by hand leaves few
// listings to test one by one or cut out of its edge band. Steps of 10% left three times as many
// as 3% (0086); 1% where listings are dense took 7% off the facets of typed filter sets at 1M
// listings, and a quarter off those with an area, for about 65 MB more (0090).
export const AREA_LADDER = finerEdges(finerEdges(AREA_CHOICES, 100, 200_000, 1.03), 300, 5_000, 1.01);

/**
 * Sales, in lakhs: the search page's price bands (listing_band() in SQL), and the facet cube's
 * bands at every whole lakh up to ₹10 Cr, so that a budget typed in whole lakhs falls on an edge
 * and needs no listing looked at one by one, then steps of 1%.
 */
export const SALE_SCALE = new PriceScale(
  'rate',
  PRICE_BAND_EDGES,
  finerEdges(finerEdges(PRICE_BAND_EDGES, 5, 20_000, 1.03), 10, 1_000, 1.01),
  finerEdges(
    Array.from({ length: 1000 }, (_, i) => i + 1),
    1000,
    100_000,
    1.01,
  ),
  BUDGET_RANGES,
);

const RENT_BAND_EDGES = [...new Set([...RENT_CHOICES, ...RENT_RANGES.flatMap((r) => (r.max === null ? [r.min] : [r.min, r.max]))])]
  .filter((edge) => edge > 0)
  .sort((a, b) => a - b);

/**
 * Rentals, in rupees a month (docs/decisions/0105): bands at the page's rent choices and the rent
 * ranges' ends; ladder steps of 1% between ₹5,000 and ₹3,00,000, where rents lie, and 3% from
 * ₹1,000 to ₹1 Cr; the cube's bands at every ₹1,000 up to ₹2,00,000, then steps of 1%.
 */
export const RENT_SCALE = new PriceScale(
  'rent',
  RENT_BAND_EDGES,
  finerEdges(finerEdges(RENT_BAND_EDGES, 1_000, 10_000_000, 1.03), 5_000, 300_000, 1.01),
  finerEdges(
    Array.from({ length: 200 }, (_, i) => (i + 1) * 1_000),
    200_000,
    100_000_000,
    1.01,
  ),
  RENT_RANGES,
);

/** Each partition's price scale: a search never mixes sales and rentals. */
export const SCALE_OF: Record<ListingPurpose, PriceScale> = { sale: SALE_SCALE, rent: RENT_SCALE };
