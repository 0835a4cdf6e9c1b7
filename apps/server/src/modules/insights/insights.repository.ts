import { isVideoUrl } from '@ncr/shared/media';
import { LISTING_METRICS, type ListingFigures, type ListingInsight, type ListingMetric } from '@ncr/shared/schemas/insights';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { properties } from '~/db/schema';
import { mediaOf } from '~/shared/listings';
import { daysBefore } from './visitor';

/** The India day (IST, UTC+5:30) of a timestamp column, as listing_activity keeps its days. */
const istDayOf = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '5 hours 30 minutes')::date`);

/**
 * Where each figure comes from: rows of (property_id, day) for the given listings since a day.
 * Enquiries are the contact queries sent from the listing's page, visits the site visits booked on
 * it (whatever became of them); the query, the API and both screens take the names from LISTING_METRICS.
 */
const SOURCES: Record<ListingMetric, (ids: SQL, since: string) => SQL> = {
  views: (ids, since) =>
    sql`select property_id, day from listing_activity where kind = 'view' and property_id in (${ids}) and day >= ${since}::date`,
  wishlistAdds: (ids, since) =>
    sql`select property_id, day from listing_activity where kind = 'wishlist' and property_id in (${ids}) and day >= ${since}::date`,
  enquiries: (ids, since) =>
    sql`select property_id, ${istDayOf('created_at')} as day from contact_queries where property_id in (${ids}) and ${istDayOf('created_at')} >= ${since}::date`,
  visits: (ids, since) =>
    sql`select property_id, ${istDayOf('created_at')} as day from site_visits where property_id in (${ids}) and ${istDayOf('created_at')} >= ${since}::date`,
};

const empty = (): ListingFigures => Object.fromEntries(LISTING_METRICS.map((m) => [m, { last7Days: 0, last30Days: 0 }])) as ListingFigures;

/** Each listing's figures over the 7 and 30 days up to and including `today` (YYYY-MM-DD, IST). */
export async function figuresOf(db: Db, ids: string[], today: string): Promise<Map<string, ListingFigures>> {
  const result = new Map(ids.map((id) => [id, empty()]));
  if (ids.length === 0) return result;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const since30 = daysBefore(today, 29);
  const since7 = daysBefore(today, 6);
  const union = sql.join(
    LISTING_METRICS.map(
      (metric) => sql`select ${metric}::text as metric, s.property_id, s.day from (${SOURCES[metric](idList, since30)}) s`,
    ),
    sql` union all `,
  );
  // Both drivers (PGlite and node-postgres) answer execute() with a result holding `rows`.
  const counted = (await db.execute(sql`
    select metric, property_id::text as property_id,
      count(*) filter (where day >= ${since7}::date) as last7, count(*) as last30
    from (${union}) as activity
    group by metric, property_id`)) as unknown as {
    rows: { metric: ListingMetric; property_id: string; last7: unknown; last30: unknown }[];
  };
  for (const row of counted.rows) {
    const figures = result.get(row.property_id);
    if (figures) figures[row.metric] = { last7Days: Number(row.last7), last30Days: Number(row.last30) };
  }
  return result;
}

const MAX_OWN_LISTINGS = 100;

/** The owner's live listings, newest first, with their figures. */
export async function ownListingInsights(db: Db, ownerId: string, today: string): Promise<ListingInsight[]> {
  const rows = await db
    .select()
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), isNull(properties.deletedAt)))
    .orderBy(desc(properties.createdAt))
    .limit(MAX_OWN_LISTINGS);
  const figures = await figuresOf(
    db,
    rows.map((r) => r.id),
    today,
  );
  return rows.map((row) => {
    const data = row.propertyData as { title?: string; property?: { title?: string; address?: string } };
    return {
      _id: row.id,
      title: data.property?.title || data.title || data.property?.address || 'Property',
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      photo: mediaOf(row).find((url) => !isVideoUrl(url)) ?? null,
      figures: figures.get(row.id) ?? empty(),
    };
  });
}
