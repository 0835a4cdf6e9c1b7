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

type Rows<T> = { rows: T[] };

/**
 * Which of the place's listings, written so that no partial index of public listings matches
 * (as isPublicById in property.repository.ts): with statistics older than the listings' last bulk
 * change, the planner took the public locality index and read every listing of the city through
 * it, 40 ms at 20,000 listings, where properties_place_idx reads the place's few.
 */
const available = sql`(status = 'Active' and deleted_at is null) is true`;
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
  /** The median asking figure of the available listings, null when none names one. */
  async median(db: Db, place: PlaceKey): Promise<number | null> {
    const value = figure(place.purpose);
    const result = (await db.execute(sql`
      select percentile_cont(0.5) within group (order by ${value}) as median
      from properties
      where ${inPlace(place)} and ${available} and ${value} > 0`)) as unknown as Rows<{
      median: number | string | null;
    }>;
    const median = result.rows[0]?.median;
    return median === null || median === undefined ? null : Math.round(Number(median));
  },

  /** Per month of the last twelve, the median asking figure of the public listings posted then. */
  async trend(db: Db, place: PlaceKey): Promise<{ month: string; median: number; listings: number }[]> {
    const value = figure(place.purpose);
    const result = (await db.execute(sql`
      select to_char(date_trunc('month', created_at), 'YYYY-MM') as month,
        percentile_cont(0.5) within group (order by ${value}) as median, count(*)::int as listings
      from properties
      where ${inPlace(place)} and ${shown} and ${value} > 0
        and created_at >= date_trunc('month', now()) - make_interval(months => ${TREND_MONTHS - 1})
      group by 1 order by 1`)) as unknown as Rows<{ month: string; median: number | string; listings: number | string }>;
    return result.rows.map((row) => ({ month: row.month, median: Math.round(Number(row.median)), listings: Number(row.listings) }));
  },

  /** The sale rate per sq ft staff keep for the locality, or null. */
  async marketRate(db: Db, city: string, slug: string): Promise<number | null> {
    const result = (await db.execute(
      sql`select rate_per_sqft from market_rates where city = ${city} and place_slug(locality) = ${slug} limit 1`,
    )) as unknown as Rows<{ rate_per_sqft: number | string }>;
    const rate = result.rows[0]?.rate_per_sqft;
    return rate === undefined ? null : Number(rate);
  },

  /** Whether the place ever had a public listing: a page without any now is gone (410), not unknown (404). */
  async hadListings(db: Db, place: PlaceKey): Promise<boolean> {
    const result = (await db.execute(
      sql`select 1 as had from properties where ${inPlace(place)} and (status in ('Active', 'Sold')) is true limit 1`,
    )) as unknown as Rows<{ had: number }>;
    return result.rows.length > 0;
  },
};
