import type { ListingPurpose } from '@ncr/shared/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '~/db/client';

/** A place as the database finds it: its city and, on a locality's page, the locality's slug. */
export interface PlaceKey {
  purpose: ListingPurpose;
  city: string;
  slug: string | null;
}

type Rows<T> = { rows: T[] };

/** The place's listings, every status and deleted ones too (the index properties_place_idx). */
const inPlace = ({ purpose, city, slug }: PlaceKey) =>
  slug === null
    ? sql`city = ${city} and purpose = ${purpose}`
    : sql`city = ${city} and purpose = ${purpose} and place_slug(locality) = ${slug}`;

// Whether a place that has no listing now ever had one (docs/decisions/0130); its figures come
// from the search index (place-figures.ts).
export const placeRepository = {
  /**
   * Whether the place ever had a public listing: a page without any now is gone (410), not unknown
   * (404). The status test is written `(…) is true` so that no partial index of public listings
   * matches (as isPublicById in property.repository.ts): with statistics older than the listings'
   * last bulk change, the planner took the public locality index and read every listing of the
   * city through it, 40 ms at 20,000 listings, where properties_place_idx reads the place's few.
   */
  async hadListings(db: Db, place: PlaceKey): Promise<boolean> {
    const result = (await db.execute(
      sql`select 1 as had from properties where ${inPlace(place)} and (status in ('Active', 'Sold')) is true limit 1`,
    )) as unknown as Rows<{ had: number }>;
    return result.rows.length > 0;
  },
};
