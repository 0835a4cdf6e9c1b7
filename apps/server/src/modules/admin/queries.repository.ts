import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { contactQueries, properties } from '~/db/schema';
import { listingTitle } from '~/shared/listings';

type QueryRow = typeof contactQueries.$inferSelect;

/** The API shape of a contact query (spec §3): the date is when the server received it. */
export const toContactQuery = (row: QueryRow, property?: { id: string; propertyData: unknown } | null): ContactQuery => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  date: row.createdAt.toISOString(),
  status: row.status,
  property: property ? { _id: property.id, title: listingTitle(property.propertyData) } : null,
});

export async function listQueries(db: Db, limit: number, offset: number) {
  const [rows, totals] = await Promise.all([
    db
      .select({ query: contactQueries, property: { id: properties.id, propertyData: properties.propertyData } })
      .from(contactQueries)
      .leftJoin(properties, eq(properties.id, contactQueries.propertyId))
      .orderBy(desc(contactQueries.createdAt), desc(contactQueries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactQueries),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function setQueryStatus(db: Db, id: string, status: QueryRow['status']) {
  const [row] = await db.update(contactQueries).set({ status }).where(eq(contactQueries.id, id)).returning();
  return row ?? null;
}
