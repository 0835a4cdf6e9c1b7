import { DASHBOARD_RECENT_COUNT } from '@ncr/shared/constants';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { contactQueries, properties, users } from '~/db/schema';

const live = isNull(properties.deletedAt);

/** The counters, each a COUNT in the database (never rows loaded into memory). */
export async function dashboardCounters(db: Db) {
  const [total, sold, pending, buyers, sellers] = await Promise.all([
    db.select({ n: count() }).from(properties).where(live),
    db
      .select({ n: count() })
      .from(properties)
      .where(and(live, eq(properties.status, 'Sold'))),
    db
      .select({ n: count() })
      .from(properties)
      .where(and(live, eq(properties.status, 'Pending'))),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'buyer'), isNull(users.deletedAt))),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'seller'), isNull(users.deletedAt))),
  ]);
  return {
    totalProperties: Number(total[0]?.n ?? 0),
    propertiesSold: Number(sold[0]?.n ?? 0),
    pendingApproval: Number(pending[0]?.n ?? 0),
    registeredBuyers: Number(buyers[0]?.n ?? 0),
    registeredSellers: Number(sellers[0]?.n ?? 0),
  };
}

export function recentListings(db: Db) {
  return db.select().from(properties).where(live).orderBy(desc(properties.createdAt), desc(properties.id)).limit(DASHBOARD_RECENT_COUNT);
}

export function recentQueries(db: Db) {
  return db.select().from(contactQueries).orderBy(desc(contactQueries.createdAt), desc(contactQueries.id)).limit(DASHBOARD_RECENT_COUNT);
}
