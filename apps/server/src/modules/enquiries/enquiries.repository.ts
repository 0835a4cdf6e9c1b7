import type { EnquiryCreate } from '@ncr/shared/schemas/enquiry';
import type { VisitSlot } from '@ncr/shared/visits';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { contactQueries, properties } from '~/db/schema';

/**
 * Stores an enquiry as a contact query linked to the listing (a call-back request with its slot;
 * a free consultation's request has no listing); status and date come from the database.
 */
export async function insertEnquiry(db: Db, propertyId: string | null, enquiry: EnquiryCreate & { callbackSlot?: VisitSlot }, ip: string) {
  const [row] = await db
    .insert(contactQueries)
    .values({
      name: enquiry.name,
      email: enquiry.email ?? null,
      phone: enquiry.phone,
      message: enquiry.message,
      ip,
      propertyId,
      callbackSlot: enquiry.callbackSlot ?? null,
    })
    .returning();
  if (!row) throw new Error('enquiry not stored');
  return row;
}

/** Enquiries on a seller's live listings, newest first, without the enquirers' contact details. */
export async function sellerEnquiries(db: Db, sellerId: string, limit: number) {
  const mine = and(eq(properties.ownerId, sellerId), isNull(properties.deletedAt));
  const [rows, perListing] = await Promise.all([
    db
      .select({
        id: contactQueries.id,
        name: contactQueries.name,
        message: contactQueries.message,
        createdAt: contactQueries.createdAt,
        propertyId: properties.id,
        propertyData: properties.propertyData,
      })
      .from(contactQueries)
      .innerJoin(properties, eq(properties.id, contactQueries.propertyId))
      .where(mine)
      .orderBy(desc(contactQueries.createdAt), desc(contactQueries.id))
      .limit(limit),
    db
      .select({ propertyId: properties.id, propertyData: properties.propertyData, n: count() })
      .from(contactQueries)
      .innerJoin(properties, eq(properties.id, contactQueries.propertyId))
      .where(mine)
      .groupBy(properties.id, properties.propertyData),
  ]);
  return { rows, perListing };
}
