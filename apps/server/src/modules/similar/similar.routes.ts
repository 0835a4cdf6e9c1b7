import { errorResponseSchema, idParamsSchema } from '@ncr/shared/schemas/common';
import { publicListingSchema } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { and, asc, desc, eq, gte, lt, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '~/db/client';
import { properties, publicListing } from '~/db/schema';
import { notFound } from '~/lib/http-error';
import { findPublicListing, toListings } from '~/shared/listings';

export const SIMILAR_LIMIT = 6;

type Row = typeof properties.$inferSelect;

/**
 * Available listings before sold ones, then the nearest price, then the newest. Sorting every
 * listing of the city and type by distance reads them all (tens of thousands at a million
 * listings), so each status is read from the price index outwards, SIMILAR_LIMIT on each side of
 * the price, and the few candidates are ranked here.
 */
async function nearestAlike(db: Db, listing: Row): Promise<Row[]> {
  const side = (status: 'Active' | 'Sold', above: boolean) =>
    db
      .select()
      .from(properties)
      .where(
        and(
          publicListing(properties),
          eq(properties.status, status),
          eq(properties.city, listing.city),
          eq(properties.type, listing.type),
          ne(properties.id, listing.id),
          above ? gte(properties.priceLakhs, listing.priceLakhs) : lt(properties.priceLakhs, listing.priceLakhs),
        ),
      )
      .orderBy(above ? asc(properties.priceLakhs) : desc(properties.priceLakhs), desc(properties.createdAt))
      .limit(SIMILAR_LIMIT);
  const candidates = (await Promise.all([side('Active', true), side('Active', false), side('Sold', true), side('Sold', false)])).flat();
  const sold = (row: Row) => (row.status === 'Sold' ? 1 : 0);
  const distance = (row: Row) => Math.abs(row.priceLakhs - listing.priceLakhs);
  return candidates
    .sort((a, b) => sold(a) - sold(b) || distance(a) - distance(b) || b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, SIMILAR_LIMIT);
}

// 'Similar properties' on the detail page: same city and type, nearest in price, never the listing itself.
export const similarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/property/:id/similar',
    {
      schema: {
        tags: ['properties'],
        summary: `Up to ${SIMILAR_LIMIT} public listings of the same city and type with the nearest prices`,
        params: idParamsSchema,
        response: { 200: z.array(publicListingSchema), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const listing = await findPublicListing(app.db, request.params.id);
      if (!listing) throw notFound(TEXTS.propertyNotFound);
      const rows = await nearestAlike(app.db, listing);
      return toListings(app.db, rows, 'public');
    },
  );
};
