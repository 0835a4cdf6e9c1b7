import { and, count, desc, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { listingVersion, properties, publicListing, users } from '~/db/schema';
import type { InsightRow, ListingRow, OwnerRow, PropertyRow } from '~/shared/listings';

/** Active or Sold, not deleted: what anyone may see (product decisions). Same text as the partial indexes. */
export const isPublic = publicListing(properties);

/**
 * `isPublic` for reads of listings by id, written so that no partial index of public listings
 * matches it and the primary key finds the rows whatever the statistics say. Without statistics
 * (a table just bulk-loaded or restored, before its first analyze), PGlite's PostgreSQL 18, which
 * can skip through an index's leading columns, gave the page rows' generic plan the partial newest
 * index, whose second column is the id, and read all of it for 7 ids: 242 buffers and 3.4 ms at
 * 16,000 listings, growing with the table, where the primary key takes 20 buffers and 0.35 ms.
 */
export const isPublicById = sql`(${isPublic}) is true`;

// What a search card is made of: its JSON and its insights, nothing of the search columns' copies.
export const pageColumns = {
  id: properties.id,
  ownerId: properties.ownerId,
  status: properties.status,
  isFeatured: properties.isFeatured,
  createdAt: properties.createdAt,
  media: properties.media,
  propertyData: properties.propertyData,
  soldPrice: properties.soldPrice,
  soldDate: properties.soldDate,
  buyerName: properties.buyerName,
  buyerContact: properties.buyerContact,
  verifiedAt: properties.verifiedAt,
  verifiedBy: properties.verifiedBy,
  rejectionReason: properties.rejectionReason,
  rejectedAt: properties.rejectedAt,
  city: properties.city,
  type: properties.type,
  bhk: properties.bhk,
  locality: properties.locality,
  pricePerSqft: properties.pricePerSqft,
  purpose: properties.purpose,
  monthlyRent: properties.monthlyRent,
} satisfies Record<keyof (ListingRow & InsightRow), unknown>;

export const ownerColumns = { id: users.id, role: users.role, fullName: users.fullName, email: users.email, mobile: users.mobile };

/**
 * A page row as one JSON array: pageColumns' values, then ownerColumns' (page-rows.ts names them).
 * Both drivers decode a row column by column, each with a copy, a text decoding and a type parser;
 * one JSON value is one native JSON.parse. On PGlite a listing page's 7 rows took 0.55 ms of CPU
 * this way against 0.8 ms as 22 columns.
 */
const pageRow = sql<unknown[]>`json_build_array(${sql.join([...Object.values(pageColumns), ...Object.values(ownerColumns)], sql`, `)})`;

// The query builders below are what the routes run and what the EXPLAIN test inspects, so the
// plans checked there are the plans served.
export const searchQueries = {
  version: (db: Db) => db.select({ version: listingVersion.version }).from(listingVersion).where(eq(listingVersion.id, 1)),
  /** The rows of a page the search index chose, with their owners, in one round trip (as pageRow). `ids`: a uuid[] value. */
  byIds: (db: Db, ids: SQLWrapper) =>
    db
      .select({ row: pageRow })
      .from(properties)
      .leftJoin(users, eq(users.id, properties.ownerId))
      .where(and(sql`${properties.id} = any(${ids}::uuid[])`, isPublicById)),
  featured: (db: Db, limit: number) =>
    db
      .select()
      .from(properties)
      .where(and(isPublic, eq(properties.isFeatured, true)))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit),
  countsByCity: (db: Db) => db.select({ key: properties.city, total: count() }).from(properties).where(isPublic).groupBy(properties.city),
  countsByType: (db: Db) => db.select({ key: properties.type, total: count() }).from(properties).where(isPublic).groupBy(properties.type),
  /** One listing and its owner in one round trip (deleted listings are never found). */
  detail: (db: Db, id: string) =>
    db
      .select({ property: properties, owner: ownerColumns })
      .from(properties)
      .leftJoin(users, eq(users.id, properties.ownerId))
      .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
      .limit(1),
};

export const propertyRepository = {
  /** The listing version: bumped by a trigger in the same transaction as any listing change. */
  async version(db: Db): Promise<number> {
    const [row] = await searchQueries.version(db);
    return Number(row?.version ?? 0);
  },

  async featured(db: Db, limit: number): Promise<PropertyRow[]> {
    return searchQueries.featured(db, limit);
  },

  async detail(db: Db, id: string): Promise<{ property: PropertyRow; owner: OwnerRow | null } | undefined> {
    const [row] = await searchQueries.detail(db, id);
    return row;
  },
};
