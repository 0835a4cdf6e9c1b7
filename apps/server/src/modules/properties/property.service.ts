import { BUDGET_RANGES, SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@ncr/shared/constants';
import { holdsContact } from '@ncr/shared/contact-privacy';
import type { ListingPurpose } from '@ncr/shared/enums';
import { CITIES, PROPERTY_TYPES } from '@ncr/shared/enums';
import { isVideoUrl } from '@ncr/shared/media';
import { cityOfSlug, placeSlug } from '@ncr/shared/places';
import { type PlaceQuery, placeSummarySchema } from '@ncr/shared/schemas/places';
import {
  countsResponseSchema,
  facetsResponseSchema,
  MAP_PINS,
  optionsResponseSchema,
  pinsResponseSchema,
  publicListingSchema,
  similarListingSchema,
  suggestResponseSchema,
  widenResponseSchema,
} from '@ncr/shared/schemas/property';
import { z } from 'zod';
import type { Db } from '~/db/client';
import { type Encoding, JsonBody } from '~/lib/json-body';
import { VersionCache } from '~/lib/version-cache';
import { publicMarket, toListings, toPublicListing } from '~/shared/listings';
import { marketFiguresOn } from '~/shared/market';
import type { VersionSource } from '~/shared/version-source';
import type { PageRowsReader } from './page-rows';
import { cityLocalities, type MissingPlace, placeSummary } from './place-summary';
import { propertyRepository } from './property.repository';
import { filterKey, parseFilters } from './search/filters';
import type { PartitionedIndex } from './search/partitions';
import type { SearchIndexSource } from './search/source';
import { widenings } from './search/widen';
import { type IndexedCards, publicCards } from './search-answer';
import type { SearchAnswers } from './search-answer-threads';

export const FEATURED_LIMIT = 12;
export const SIMILAR_LIMIT = 6;
const SUGGESTIONS = 8;
const TOP_LOCALITIES = 20;
/** The wider searches an empty result offers. */
const WIDENINGS = 4;

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
  private readonly bodies = new VersionCache(2000, { admitRepeats: true });
  private readonly counted = new VersionCache(1);
  /** Per purpose and city, its localities and their counts (place pages). */
  private readonly cityPlaces = new VersionCache(CITIES.length * 2);

  constructor(
    private readonly db: Db,
    private readonly version: VersionSource,
    private readonly index: SearchIndexSource,
    private readonly pageRows: PageRowsReader,
    private readonly answers: SearchAnswers,
  ) {}

  /** Lookups of the cache of whole answers (search pages, featured, details, counts, options). */
  answerCacheStats(): { hits: number; misses: number } {
    return { ...this.bodies.stats };
  }

  /** `encoding`: the one the asking client takes, made with the answer when it is new. */
  async search(given: Record<string, string>, page: number, limit: number, encoding: Encoding | null): Promise<JsonBody> {
    const filters = parseFilters(given);
    const version = await this.version();
    return this.bodies.get(version, `search|${JSON.stringify(filters)}|${page}|${limit}`, async () => {
      // The index answers which listings and how many (exactly); the database reads just the page.
      const index = await this.index.at(version);
      const { total, ids } = index.search(filters, (page - 1) * limit, limit);
      return this.answers({ ...this.indexed(index, ids), total, limit }, encoding);
    });
  }

  /** What the index knows of the listings `ids` for their cards. */
  private indexed(index: PartitionedIndex, ids: string[]): IndexedCards {
    return {
      ids,
      withPriceHistory: index.withPriceHistory(ids),
      market: marketFiguresOn(this.db) ? ids.map((id) => index.market(id)) : null,
    };
  }

  /** What the search box suggests for typed text (cities, localities, societies). */
  async suggest(typed: string, purpose: ListingPurpose = 'sale'): Promise<JsonBody> {
    const version = await this.version();
    return this.bodies.get(version, `suggest|${purpose}|${typed.toLowerCase()}`, async () => {
      const index = await this.index.at(version);
      return new JsonBody(suggestResponseSchema, { suggestions: index.suggest(typed, SUGGESTIONS, purpose) });
    });
  }

  /** The search's listings as points on the map, the first MAP_PINS in its order (GET /api/property/pins). */
  async pins(given: Record<string, string>): Promise<JsonBody> {
    const filters = parseFilters(given);
    const version = await this.version();
    return this.bodies.get(version, `pins|${JSON.stringify(filters)}`, async () => {
      const index = await this.index.at(version);
      const { total, pins } = index.pins(filters, MAP_PINS);
      return new JsonBody(pinsResponseSchema, { total, pins: pins.map(({ id, ...pin }) => ({ _id: id, ...pin })) });
    });
  }

  /** Counts per option of each filter, the other filters applied (GET /api/property/facets). */
  async facets(given: Record<string, string>): Promise<JsonBody> {
    const filters = parseFilters(given);
    const version = await this.version();
    return this.bodies.get(version, `facets|${filterKey(filters)}`, async () => {
      const index = await this.index.at(version);
      // Suggestions for the chosen city only: over every city it would be a count of all listings.
      const facets = index.facets(filters, TOP_LOCALITIES);
      // A locality is public text: one a seller spelt as a phone number or an e-mail is not offered.
      return new JsonBody(facetsResponseSchema, { ...facets, localities: facets.localities.filter((l) => !holdsContact(l.value)) });
    });
  }

  /**
   * For a search that finds nothing, the searches one filter wider that find something, nearest
   * first, each with its count (GET /api/property/widen, docs/decisions/0123).
   */
  async widen(given: Record<string, string>): Promise<JsonBody> {
    const filters = parseFilters(given);
    const version = await this.version();
    return this.bodies.get(version, `widen|${JSON.stringify(filters)}`, async () => {
      const index = await this.index.at(version);
      // An offset past every match: the total alone, no page gathered.
      const total = (wider: Record<string, string>) => index.search(parseFilters(wider), Number.MAX_SAFE_INTEGER, 0).total;
      const found = widenings(given)
        .map((widening) => ({ ...widening, count: total(widening.filters) }))
        .filter((widening) => widening.count > 0)
        .slice(0, WIDENINGS);
      return new JsonBody(widenResponseSchema, { widenings: found });
    });
  }

  async featured(): Promise<JsonBody> {
    const version = await this.version();
    return this.bodies.get(version, 'featured', async () => {
      const listings = await toListings(this.db, await propertyRepository.featured(this.db, FEATURED_LIMIT), 'public');
      return new JsonBody(z.array(publicListingSchema), listings);
    });
  }

  /** A public listing as anyone sees it; null when it is missing, deleted or not public (not in the index). */
  async publicDetail(id: string): Promise<JsonBody | null> {
    const version = await this.version();
    return this.bodies.get(version, `detail|${id}`, async () => {
      const index = await this.index.at(version);
      if (!index.has(id)) return null;
      const [listing] = await publicCards(this.db, this.pageRows, this.indexed(index, [id]));
      return listing ? new JsonBody(publicListingSchema, listing) : null;
    });
  }

  /**
   * A city's or a locality's page (GET /api/property/place): the summary, or the status of a place
   * with no listing (404 unknown, 410 gone). The slugs are read as the page's address writes
   * them: any spelling of the city, "Sec-62" as "sector-62"; the answer names the one address.
   */
  async place(query: PlaceQuery): Promise<JsonBody | MissingPlace> {
    const city = cityOfSlug(query.city);
    const slug = query.locality === undefined ? null : placeSlug(query.locality);
    if (!city || slug === '') return { missing: 404 };
    const version = await this.version();
    return this.bodies.get(version, `place|${query.purpose}|${city}|${slug}`, async () => {
      const index = await this.index.at(version);
      // A city's localities are counted once per version, not once per locality page.
      const localities = await this.cityPlaces.get(version, `${query.purpose}|${city}`, async () =>
        cityLocalities(index, query.purpose, city),
      );
      const summary = await placeSummary(this.db, index, localities, { purpose: query.purpose, city, slug });
      return 'missing' in summary ? summary : new JsonBody(placeSummarySchema, summary);
    });
  }

  /** 'Similar properties' of a public listing (same city and type, nearest prices); null when it is not public. */
  async similar(id: string): Promise<JsonBody | null> {
    const version = await this.version();
    return this.bodies.get(version, `similar|${id}`, async () => {
      const index = await this.index.at(version);
      const ids = index.similar(id, SIMILAR_LIMIT);
      if (!ids) return null;
      // A card needs no price history: the rows and the index's market figures are enough.
      const market = marketFiguresOn(this.db);
      const cards = (await this.pageRows(ids)).map(({ property, owner }) => {
        const listing = toPublicListing(property, owner);
        return {
          ...listing,
          media: listing.media.filter((url) => !isVideoUrl(url)).slice(0, 1),
          market: publicMarket(market ? index.market(listing._id) : null),
        };
      });
      return new JsonBody(z.array(similarListingSchema), cards);
    });
  }

  /**
   * Per city and per type, the total the home page's link to it finds (/property?location={city},
   * /property?propertyType={type}): the same filters through the same index as that search, so a
   * card never promises listings its search hides (sold ones, for a start). Every city and type
   * appears, with 0 when nothing is found.
   */
  private async liveCounts(): Promise<Counts> {
    const version = await this.version();
    return this.counted.get(version, 'counts', async () => {
      const index = await this.index.at(version);
      // An offset past every match: the total alone, no page gathered.
      const total = (given: Record<string, string>) => index.search(parseFilters(given), Number.MAX_SAFE_INTEGER, 0).total;
      return {
        cities: Object.fromEntries(CITIES.map((city) => [city, total({ location: city })])),
        types: Object.fromEntries(PROPERTY_TYPES.map((type) => [type, total({ propertyType: type })])),
      };
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
