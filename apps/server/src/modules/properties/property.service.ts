import { ALL_FILTER, BUDGET_RANGES, parseBudget, SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@ncr/shared/constants';
import { CITIES, PROPERTY_TYPES } from '@ncr/shared/enums';
import {
  countsResponseSchema,
  listingSchema,
  optionsResponseSchema,
  type SearchQuery,
  searchResponseSchema,
} from '@ncr/shared/schemas/property';
import { z } from 'zod';
import type { Db } from '~/db/client';
import { badRequest } from '~/lib/http-error';
import { toListings, toListingWithInsights } from '~/shared/listings';
import { JsonBody } from './json-body';
import { propertyRepository, type SearchFilters } from './property.repository';
import { VersionCache } from './version-cache';
import type { VersionSource } from './version-source';

export const FEATURED_LIMIT = 12;
const MAX_WORDS = 8;

/** The filters a search names, as sent (empty and 'All' dropped): what the buyer's history keeps. */
export const FILTER_KEYS = ['location', 'propertyType', 'budget', 'title', 'bhk', 'furnishing', 'availability'] as const;

export function givenFilters(query: SearchQuery): Record<string, string> {
  const given: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = query[key]?.trim();
    if (value && value !== ALL_FILTER) given[key] = value;
  }
  return given;
}

export function parseFilters(given: Record<string, string>): SearchFilters {
  const filters: SearchFilters = {
    location: given.location,
    propertyType: given.propertyType,
    bhk: given.bhk,
    furnishing: given.furnishing,
    availability: given.availability,
  };
  if (given.budget) {
    const budget = parseBudget(given.budget);
    if (!budget) throw badRequest('budget: use one of the listed budget ranges');
    filters.budget = budget;
  }
  if (given.title) {
    const words = given.title.toLowerCase().split(/\s+/).filter(Boolean);
    filters.words = [...new Set(words)].slice(0, MAX_WORDS);
  }
  return filters;
}

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

  constructor(
    private readonly db: Db,
    private readonly version: VersionSource,
  ) {}

  async search(given: Record<string, string>, page: number, limit: number): Promise<JsonBody> {
    const filters = parseFilters(given);
    const version = await this.version();
    const filterKey = JSON.stringify(filters);
    return this.bodies.get(version, `search|${filterKey}|${page}|${limit}`, async () => {
      const rows = await propertyRepository.searchPage(this.db, filters, limit, (page - 1) * limit);
      const total = await this.totals.get(version, filterKey, () => propertyRepository.searchCount(this.db, filters));
      const properties = await toListings(this.db, rows);
      return new JsonBody(searchResponseSchema, { properties, totalPages: Math.ceil(total / limit), total });
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
