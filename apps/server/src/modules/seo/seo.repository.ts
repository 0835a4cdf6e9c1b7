import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { properties } from '~/db/schema';
import { isPublic } from '~/modules/properties/property.repository';

export const seoRepository = {
  publicCount: async (db: Db): Promise<number> => {
    const [row] = await db.select({ total: count() }).from(properties).where(isPublic);
    return row?.total ?? 0;
  },
  /** One sitemap chunk of public listings, in a stable order so chunks never overlap. */
  publicPage: (db: Db, offset: number, limit: number) =>
    db
      .select({ id: properties.id, updatedAt: properties.updatedAt })
      .from(properties)
      .where(isPublic)
      .orderBy(asc(properties.createdAt), asc(properties.id))
      .offset(offset)
      .limit(limit),
  /** Each purpose, city and locality spelling with an available listing: the places that have a page. */
  placesWithListings: (db: Db) =>
    db
      .selectDistinct({ purpose: properties.purpose, city: properties.city, locality: properties.locality })
      .from(properties)
      .where(and(eq(properties.status, 'Active'), isNull(properties.deletedAt))),
};
