import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { contactQueries, properties } from '~/db/schema';
import { listingTitle } from '~/shared/listings';
import { likeEscape, phoneDigits, phoneMatches } from './paging';

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
  callbackSlot: row.callbackSlot,
});

/** Search over the sender's name, e-mail and phone (by its digits too) and the message text. */
function searchCondition(text: string): SQL | undefined {
  const pattern = `%${likeEscape(text)}%`;
  const digits = phoneDigits(text);
  return or(
    ilike(contactQueries.name, pattern),
    ilike(contactQueries.email, pattern),
    ilike(contactQueries.phone, pattern),
    ilike(contactQueries.message, pattern),
    digits ? phoneMatches(contactQueries.phone, digits) : undefined,
  );
}

export async function listQueries(db: Db, limit: number, offset: number, q?: string) {
  const text = q?.trim();
  const condition = text ? searchCondition(text) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ query: contactQueries, property: { id: properties.id, propertyData: properties.propertyData } })
      .from(contactQueries)
      .leftJoin(properties, eq(properties.id, contactQueries.propertyId))
      .where(condition)
      .orderBy(desc(contactQueries.createdAt), desc(contactQueries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactQueries).where(condition),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function setQueryStatus(db: Db, id: string, status: QueryRow['status']) {
  const [row] = await db.update(contactQueries).set({ status }).where(eq(contactQueries.id, id)).returning();
  return row ?? null;
}
