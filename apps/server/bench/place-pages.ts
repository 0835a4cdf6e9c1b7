import { CITIES, type City } from '@ncr/shared/enums';
import { citySlug } from '@ncr/shared/places';
import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client';
import { compact } from './load';
import { shuffled } from './member-pages';

// (n) locality pages as a crawler reads them, every one new (issue 63, docs/decisions/0130). The
// demo data has eight localities a city, too few pages to ask each once: the sales are spread
// over numbered sectors first, as Noida and Gurugaon number theirs, a few listings in each.
const SECTORS = 1_600;

/** Spreads the available sales over SECTORS sectors of their city; the paths of every locality page, shuffled. */
export async function spreadOverSectors(database: Database): Promise<string[]> {
  await database.db.execute(sql`
    update properties set locality = 'Sector ' || (1 + mod(abs(hashtext(id::text)), ${SECTORS}))
    where purpose = 'sale' and status = 'Active' and deleted_at is null`);
  const result = (await database.db.execute(sql`
    select distinct city, place_slug(locality) as slug from properties
    where purpose = 'sale' and status = 'Active' and deleted_at is null`)) as unknown as { rows: { city: string; slug: string }[] };
  const cities = new Set<string>(CITIES);
  const paths = result.rows.filter((row) => cities.has(row.city)).map((row) => `/property-in/${citySlug(row.city as City)}/${row.slug}`);
  return compact(shuffled(paths, 20261203));
}
