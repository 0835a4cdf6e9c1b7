import type { ListingPurpose } from '@ncr/shared/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '~/db/client';

/** A place as the database finds it: its city and, on a locality's page, the locality's slug. */
export interface PlaceKey {
  purpose: ListingPurpose;
  city: string;
  slug: string | null;
}

const TREND_MONTHS = 12;

export interface PlaceFigures {
  median: number | null;
  trend: { month: string; median: number; listings: number }[];
  market: number | null;
}

type Rows<T> = { rows: T[] };

/**
 * Which of the place's listings, written so that no partial index of public listings matches
 * (as isPublicById in property.repository.ts): with statistics older than the listings' last bulk
 * change, the planner took the public locality index and read every listing of the city through
 * it, 40 ms at 20,000 listings, where properties_place_idx reads the place's few.
 */
const shown = sql`(status in ('Active', 'Sold') and deleted_at is null) is true`;

/** The place's listings, every status and deleted ones too (the index properties_place_idx). */
const inPlace = ({ purpose, city, slug }: PlaceKey) =>
  slug === null
    ? sql`city = ${city} and purpose = ${purpose}`
    : sql`city = ${city} and purpose = ${purpose} and place_slug(locality) = ${slug}`;

/** What a sale is compared by (rupees per sq ft) and a rental (rupees a month). */
const figure = (purpose: ListingPurpose) => (purpose === 'rent' ? sql`monthly_rent` : sql`price_per_sqft`);

// A place page's figures beyond the search index's counts (docs/decisions/0130): medians over
// the listings' own asking figures, month by month, and the staff's market rate.
export const placeRepository = {
  /**
   * The median asking figure of the available listings (null when none names one); per month of
   * the last twelve, the median of the public listings posted then; and, for a sale locality, the
   * rate per sq ft staff keep for it (null when none). One statement: on PGlite each statement
   * costs about 0.7 ms of the event loop on its own, and these were three.
   */
  async figures(db: Db, place: PlaceKey): Promise<PlaceFigures> {
    const value = figure(place.purpose);
    const market =
      place.slug !== null && place.purpose === 'sale'
        ? sql`(select rate_per_sqft from market_rates where city = ${place.city} and place_slug(locality) = ${place.slug} limit 1)`
        : sql`null::integer`;
    const result = (await db.execute(sql`
      with shown as (
        select status, created_at, ${value} as figure from properties
        where ${inPlace(place)} and ${shown} and ${value} > 0
      ), months as (
        select to_char(date_trunc('month', created_at), 'YYYY-MM') as month,
          round((percentile_cont(0.5) within group (order by figure))::numeric)::integer as median, count(*)::integer as listings
        from shown
        where created_at >= date_trunc('month', now()) - make_interval(months => ${TREND_MONTHS - 1})
        group by 1
      )
      select
        (select round((percentile_cont(0.5) within group (order by figure))::numeric)::integer from shown where status = 'Active') as median,
        (select coalesce(json_agg(months order by month), '[]'::json) from months) as trend,
        ${market} as market`)) as unknown as Rows<{ median: number | null; trend: unknown; market: number | null }>;
    const row = result.rows[0];
    // node-postgres parses json; PGlite may hand it back as text.
    const trend = (typeof row?.trend === 'string' ? JSON.parse(row.trend) : (row?.trend ?? [])) as PlaceFigures['trend'];
    return {
      median: row?.median === null || row?.median === undefined ? null : Number(row.median),
      trend: trend.map((t) => ({ month: t.month, median: Number(t.median), listings: Number(t.listings) })),
      market: row?.market === null || row?.market === undefined ? null : Number(row.market),
    };
  },

  /** Whether the place ever had a public listing: a page without any now is gone (410), not unknown (404). */
  async hadListings(db: Db, place: PlaceKey): Promise<boolean> {
    const result = (await db.execute(
      sql`select 1 as had from properties where ${inPlace(place)} and (status in ('Active', 'Sold')) is true limit 1`,
    )) as unknown as Rows<{ had: number }>;
    return result.rows.length > 0;
  },
};
