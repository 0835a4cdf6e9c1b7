import { errorResponseSchema, idParamsSchema } from '@ncr/shared/schemas/common';
import { listingSchema } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { properties, publicListing } from '~/db/schema';
import { notFound } from '~/lib/http-error';
import { findPublicListing, toListings } from '~/shared/listings';

export const SIMILAR_LIMIT = 6;

// 'Similar properties' on the detail page: same city and type, nearest in price, never the listing itself.
export const similarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/property/:id/similar',
    {
      schema: {
        tags: ['properties'],
        summary: `Up to ${SIMILAR_LIMIT} public listings of the same city and type with the nearest prices`,
        params: idParamsSchema,
        response: { 200: z.array(listingSchema), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const listing = await findPublicListing(app.db, request.params.id);
      if (!listing) throw notFound(TEXTS.propertyNotFound);
      const rows = await app.db
        .select()
        .from(properties)
        .where(
          and(
            publicListing(properties),
            eq(properties.city, listing.city),
            eq(properties.type, listing.type),
            ne(properties.id, listing.id),
          ),
        )
        // Available listings before sold ones, then the nearest price, then the newest.
        .orderBy(
          sql`${properties.status} = 'Sold'`,
          sql`abs(${properties.priceLakhs} - ${listing.priceLakhs})`,
          sql`${properties.createdAt} desc`,
        )
        .limit(SIMILAR_LIMIT);
      return toListings(app.db, rows);
    },
  );
};
