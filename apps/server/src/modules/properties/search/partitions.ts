import { LISTING_PURPOSES, type ListingPurpose } from '@ncr/shared/enums';
import type { MarketInsight, Suggestion } from '@ncr/shared/schemas/property';
import type { Rates } from '~/shared/market';
import type { Facets } from './facets/count';
import type { SearchFilters } from './filters';
import { SCALE_OF } from './price-scale';
import { type AskingFigure, type IndexedListing, type MapPin, SearchIndex } from './search-index';

/**
 * One search index per purpose (docs/decisions/0105): sales and rentals never mix in a search, and
 * each has its own price scale (lakhs; rupees a month). A search, its facets and a saved search's
 * match go to the index of the filters' purpose; a listing's own reads (similar, market, has) to
 * the index that holds it. A listing whose purpose changes moves from one to the other. The sales
 * index is the index as it was before rentals: a sale search costs what it cost.
 */
export class PartitionedIndex {
  private readonly indexes: Record<ListingPurpose, SearchIndex>;
  private lastRates: Rates = new Map();

  /** @param wordListingsPerCombination as SearchIndex takes it (tests: 0) */
  constructor(wordListingsPerCombination?: number) {
    this.indexes = {
      sale: new SearchIndex(wordListingsPerCombination, SCALE_OF.sale),
      rent: new SearchIndex(wordListingsPerCombination, SCALE_OF.rent),
    };
  }

  /** The index of a purpose. */
  of(purpose: ListingPurpose): SearchIndex {
    return this.indexes[purpose];
  }

  /** The index holding a listing, if any. */
  private holding(id: string): SearchIndex | undefined {
    if (this.indexes.sale.has(id)) return this.indexes.sale;
    return this.indexes.rent.has(id) ? this.indexes.rent : undefined;
  }

  /** Adds or replaces a listing in its purpose's index, taking it out of the other's. */
  upsert(listing: IndexedListing): void {
    for (const purpose of LISTING_PURPOSES) if (purpose !== listing.purpose) this.indexes[purpose].remove(listing.id);
    this.indexes[listing.purpose].upsert(listing);
  }

  remove(id: string): void {
    for (const purpose of LISTING_PURPOSES) this.indexes[purpose].remove(id);
  }

  beginBulk(): void {
    for (const purpose of LISTING_PURPOSES) this.indexes[purpose].beginBulk();
  }

  endBulk(): void {
    for (const purpose of LISTING_PURPOSES) this.indexes[purpose].endBulk();
  }

  setRates(rates: Rates): void {
    this.lastRates = rates;
    for (const purpose of LISTING_PURPOSES) this.indexes[purpose].setRates(rates);
  }

  search(filters: SearchFilters, offset: number, limit: number): { total: number; ids: string[] } {
    return this.indexes[filters.purpose].search(filters, offset, limit);
  }

  facets(filters: SearchFilters, topLocalities: number): Facets {
    return this.indexes[filters.purpose].facets(filters, topLocalities);
  }

  pins(filters: SearchFilters, limit: number): { total: number; pins: MapPin[] } {
    return this.indexes[filters.purpose].pins(filters, limit);
  }

  asking(filters: SearchFilters): AskingFigure[] {
    return this.indexes[filters.purpose].asking(filters);
  }

  /** The market rates the indexes compare with (setRates). */
  get rates(): Rates {
    return this.lastRates;
  }

  /** Whether a listing matches the filters: only a listing of the filters' purpose can. */
  matches(filters: SearchFilters, id: string): boolean {
    return this.indexes[filters.purpose].matches(filters, id);
  }

  /** Counted for the purpose searched: sales unless the search box is set to rent. */
  suggest(typed: string, limit: number, purpose: ListingPurpose = 'sale'): Suggestion[] {
    return this.indexes[purpose].suggest(typed, limit);
  }

  /** Other listings of the same purpose, city and type at the nearest prices (or rents). */
  similar(id: string, limit: number): string[] | null {
    return this.holding(id)?.similar(id, limit) ?? null;
  }

  has(id: string): boolean {
    return this.holding(id) !== undefined;
  }

  withPriceHistory(ids: readonly string[]): string[] {
    const changed = new Set(LISTING_PURPOSES.flatMap((purpose) => this.indexes[purpose].withPriceHistory(ids)));
    return ids.filter((id) => changed.has(id));
  }

  /** A sale's figure against its locality's rate per sq ft; a rental's against its market rent a month. */
  market(id: string): MarketInsight | null {
    return this.holding(id)?.market(id) ?? null;
  }
}
