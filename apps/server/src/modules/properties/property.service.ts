import { BUDGET_RANGES, SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@ncr/shared/constants';
import { CITIES, PROPERTY_TYPES } from '@ncr/shared/enums';
import {
  countsResponseSchema,
  facetsResponseSchema,
  listingSchema,
  optionsResponseSchema,
  propertySearchResponseSchema,
} from '@ncr/shared/schemas/property';
import { EXACT_COUNT_CAP } from '@ncr/shared/search';
import { z } from 'zod';
import type { Db } from '~/db/client';
import { toListing, toListings, toListingWithInsights, withInsights } from '~/shared/listings';
import { JsonBody } from './json-body';
import { type CountCell, facetCells, startOfPage, sumCells } from './listing-counts';
import { propertyRepository } from './property.repository';
import { countable, filterKey, intersect, parseFilters, type SearchFilters } from './search-filters';
import { VersionCache } from './version-cache';
import type { VersionSource } from './version-source';

export const FEATURED_LIMIT = 12;
const TOP_LOCALITIES = 20;

export const pageSize = (limit: number | undefined) => Math.min(limit ?? SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE);

/** Orders known values the way the enumerations list them, then anything else alphabetically. */
function ordered(keys: string[], known: readonly string[]): string[] {
  const rank = (k: string) => (known.includes(k) ? known.indexOf(k) : known.length);
  return keys.filter(Boolean).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

type Counts = { cities: Record<string, number>; types: Record<string, number> };

/**
 * Public reads (search, featured, counts, options, the public detail). Answers are cached per
 * listing version (docs/decisions/0011-search-at-scale.md): the same read at the same version is
 * the same answer, already serialised; any listing change starts afresh.
 */
export class PropertyService {
  private readonly bodies = new VersionCache(2000);
  private readonly totals = new VersionCache(2000);
  private readonly counted = new VersionCache(1);
  private readonly kept = new VersionCache(1);

  constructor(
    private readonly db: Db,
    private readonly version: VersionSource,
  ) {}

  /** Lookups of the cache of whole answers (search pages, featured, details, counts, options). */
  answerCacheStats(): { hits: number; misses: number } {
    return { ...this.bodies.stats };
  }

  async search(given: Record<string, string>, page: number, limit: number): Promise<JsonBody> {
    const filters = parseFilters(given);
    const version = await this.version();
    return this.bodies.get(version, `search|${JSON.stringify(filters)}|${page}|${limit}`, async () => {
      const offset = (page - 1) * limit;
      const { total, exact } = await this.total(version, filters);
      // A page past the end is known to be empty: walking the sort index to find out would read
      // it all (random deep pages of narrow searches are common in real traffic).
      const rows = exact && offset >= total ? [] : await this.page(version, filters, limit, offset);
      // Price drops and market figures travel with the cards (shared/listings.ts).
      const properties = await withInsights(
        this.db,
        rows.map((row) => row.property),
        rows.map((row) => toListing(row.property, row.owner)),
      );
      return new JsonBody(propertySearchResponseSchema, { properties, totalPages: Math.ceil(total / limit), total, totalExact: exact });
    });
  }

  private async page(version: number, filters: SearchFilters, limit: number, offset: number) {
    if (countable(filters)) {
      const start = startOfPage(await this.keptCells(version), filters, offset);
      if (start) {
        const price = intersect(filters.price, start.price);
        return propertyRepository.searchPage(this.db, { ...filters, price }, limit, start.offset);
      }
    }
    return propertyRepository.searchPage(this.db, filters, limit, offset);
  }

  /**
   * Enumerated filters and band-edge prices: the sum of the kept counts, exact and free of any
   * query. Anything else: counted in the database up to EXACT_COUNT_CAP (docs/decisions/0026).
   */
  private async total(version: number, filters: SearchFilters): Promise<{ total: number; exact: boolean }> {
    if (countable(filters)) return { total: sumCells(await this.keptCells(version), filters), exact: true };
    return this.totals.get(version, `total|${filterKey(filters)}`, async () => {
      const counted = await propertyRepository.cappedCount(this.db, filters, EXACT_COUNT_CAP);
      return counted > EXACT_COUNT_CAP ? { total: EXACT_COUNT_CAP, exact: false } : { total: counted, exact: true };
    });
  }

  private keptCells(version: number): Promise<CountCell[]> {
    return this.kept.get(version, 'cells', () => propertyRepository.keptCounts(this.db));
  }

  /** Counts per option of each filter, the other filters applied (GET /api/property/facets). */
  async facets(given: Record<string, string>): Promise<JsonBody> {
    const filters = parseFilters(given);
    const version = await this.version();
    return this.bodies.get(version, `facets|${filterKey(filters)}`, async () => {
      const cells = countable(filters) ? await this.keptCells(version) : await propertyRepository.liveCounts(this.db, filters);
      const counts = facetCells(cells, filters);
      // Suggestions for the chosen city only: over every city it would be a count of all listings.
      const localities = filters.location ? await propertyRepository.topLocalities(this.db, filters, TOP_LOCALITIES) : [];
      return new JsonBody(facetsResponseSchema, { ...counts, localities });
    });
  }

  async featured(): Promise<JsonBody> {
    const version = await this.version();
    return this.bodies.get(version, 'featured', async () => {
      const listings = await toListings(this.db, await propertyRepository.featured(this.db, FEATURED_LIMIT));
      return new JsonBody(z.array(listingSchema), listings);
    });
  }

  /** A public listing as anyone sees it; null when it is missing, deleted or not public. */
  async publicDetail(id: string): Promise<JsonBody | null> {
    const version = await this.version();
    return this.bodies.get(version, `detail|${id}`, async () => {
      const found = await propertyRepository.detail(this.db, id);
      if (!found || found.property.status === 'Pending') return null;
      return new JsonBody(listingSchema, await toListingWithInsights(this.db, found.property, found.owner));
    });
  }

  private async liveCounts(): Promise<Counts> {
    const version = await this.version();
    return this.counted.get(version, 'counts', async () => {
      const live = await propertyRepository.counts(this.db);
      // Every city and type appears, with 0 when nothing is listed there.
      const cities = Object.fromEntries(CITIES.map((c) => [c, 0]));
      const types = Object.fromEntries(PROPERTY_TYPES.map((t) => [t, 0]));
      return { cities: { ...cities, ...live.cities }, types: { ...types, ...live.types } };
    });
  }

  async counts(): Promise<JsonBody> {
    const version = await this.version();
    return this.bodies.get(version, 'counts', async () => new JsonBody(countsResponseSchema, await this.liveCounts()));
  }

  async options(): Promise<JsonBody> {
    const version = await this.version();
    return this.bodies.get(version, 'options', async () => {
      const { cities, types } = await this.liveCounts();
      return new JsonBody(optionsResponseSchema, {
        locations: ordered(
          Object.keys(cities).filter((c) => (cities[c] ?? 0) > 0),
          CITIES,
        ),
        propertyTypes: ordered(
          Object.keys(types).filter((t) => (types[t] ?? 0) > 0),
          PROPERTY_TYPES,
        ),
        budgets: BUDGET_RANGES.map((b) => b.value),
        budgetLabels: Object.fromEntries(BUDGET_RANGES.map((b) => [b.value, b.label])),
      });
    });
  }
}
