import type { ListingPurpose } from '@ncr/shared/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '~/db/client';

export const shareImageRepository = {
  /** The locality of an available listing whose slug is `slug`, as its listing spells it; null when there is none. */
  async localityNamed(db: Db, purpose: ListingPurpose, city: string, slug: string): Promise<string | null> {
    const result = (await db.execute(sql`
      select locality from properties
      where city = ${city} and purpose = ${purpose} and place_slug(locality) = ${slug} and status = 'Active' and deleted_at is null
      order by created_at limit 1`)) as unknown as { rows: { locality: string }[] };
    return result.rows[0]?.locality ?? null;
  },
};
