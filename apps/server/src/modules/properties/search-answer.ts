import { type MarketInsight, type PublicListing, propertySearchResponseSchema } from '@ncr/shared/schemas/property';
import type { Db } from '~/db/client';
import { JsonBody } from '~/lib/json-body';
import { toPublicListing, withInsights } from '~/shared/listings';
import { priceInsights } from '~/shared/price-history';
import type { PageRowsReader } from './page-rows';

/**
 * What the search index knows of the listings a page shows: their ids in order, which of them
 * ever changed price, and their market figures (null when figures are off). Plain data, so that
 * another thread can build the page from it (search-answer-threads.ts).
 */
export interface IndexedCards {
  ids: string[];
  withPriceHistory: string[];
  market: (MarketInsight | null)[] | null;
}

/** A search page as the index chose it: its cards and the count of all matches. */
export interface IndexedPage extends IndexedCards {
  total: number;
  limit: number;
}

/**
 * Public listings the index chose, in its order: their rows in one prepared read, the price
 * drops and market figures (shared/listings.ts) from what the index knows. Few listings ever
 * change price: their histories are read only when the index says there is one.
 */
export async function publicCards(db: Db, pageRows: PageRowsReader, cards: IndexedCards): Promise<PublicListing[]> {
  const rows = await pageRows(cards.ids);
  const figures = new Map(cards.ids.map((id, i) => [id, cards.market?.[i] ?? null]));
  return withInsights(
    db,
    rows.map((row) => row.property),
    rows.map((row) => toPublicListing(row.property, row.owner)),
    { prices: await priceInsights(db, cards.withPriceHistory), market: (id) => figures.get(id) ?? null },
  );
}

/** The JSON answer of a search page (GET /api/property/search), checked against its schema. */
export async function searchAnswer(db: Db, pageRows: PageRowsReader, page: IndexedPage): Promise<JsonBody> {
  const properties = await publicCards(db, pageRows, page);
  return new JsonBody(propertySearchResponseSchema, {
    properties,
    totalPages: Math.ceil(page.total / page.limit),
    total: page.total,
    totalExact: true,
  });
}
