import type { ContactCreate } from '@ncr/shared/schemas/contact';
import type { Db } from '~/db/client';
import { contactQueries } from '~/db/schema';

export type ContactRow = typeof contactQueries.$inferSelect;

/** Stores a message; status ('Unread') and date come from the database defaults, never the sender. */
export async function insertContactQuery(db: Db, message: ContactCreate, ip: string): Promise<ContactRow> {
  const [row] = await db
    .insert(contactQueries)
    .values({ name: message.name, email: message.email, phone: message.phone, message: message.message, ip })
    .returning();
  if (!row) throw new Error('contact query not stored');
  return row;
}
