import { EXACT_COUNT_CAP } from '@ncr/shared/search';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { searchQueries } from '../property.repository';
import { FEATURED_LIMIT, pageSize } from '../property.service';
import { parseFilters } from '../search-filters';

// Every shape of public read the site makes, as the EXPLAIN test (20k listings) and the benchmark
// (100k) check them: each filter alone, combinations, text search, deep pages, featured, counts.
export const SEARCH_SHAPES: { name: string; given: Record<string, string>; page?: number }[] = [
  { name: 'no filter', given: {} },
  { name: 'no filter, page 200', given: {}, page: 200 },
  { name: 'location', given: { location: 'Noida' } },
  { name: 'propertyType', given: { propertyType: 'house' } },
  { name: 'budget (range)', given: { budget: '25-50' } },
  { name: 'budget (open-ended)', given: { budget: '200-' } },
  { name: 'bhk', given: { bhk: '3' } },
  { name: 'furnishing', given: { furnishing: 'semi-furnished' } },
  { name: 'availability', given: { availability: 'occupied' } },
  { name: 'title (society)', given: { title: 'Green Meadows' } },
  { name: 'title (locality)', given: { title: 'sector 62' } },
  { name: 'title (rare address)', given: { title: 'tower 3 jaypee aman sector 137' } },
  { name: 'location + propertyType', given: { location: 'Gurugaon', propertyType: 'flat' } },
  { name: 'location + bhk + budget', given: { location: 'Delhi', bhk: '2', budget: '50-100' } },
  { name: 'type + furnishing + availability', given: { propertyType: 'flat', furnishing: 'fully-furnished', availability: 'ready' } },
  { name: 'location + title', given: { location: 'Ghaziabad', title: 'indirapuram' } },
  { name: 'several types and BHKs', given: { propertyType: 'flat,house', bhk: '2,3' } },
  { name: 'price range', given: { minPrice: '37.5', maxPrice: '42' } },
  { name: 'area range', given: { minArea: '1200', maxArea: '1250' } },
  { name: 'locality', given: { location: 'Noida', locality: 'Sector 62' } },
  { name: 'posted within', given: { postedWithin: '1' } },
  { name: 'sort price-asc', given: { sort: 'price-asc' } },
  { name: 'sort price-desc, page 40', given: { sort: 'price-desc' }, page: 40 },
  { name: 'sort price-per-sqft-asc', given: { sort: 'price-per-sqft-asc' } },
  { name: 'location + bhk, price-asc, page 40', given: { location: 'Delhi', bhk: '3', sort: 'price-asc' }, page: 40 },
  {
    name: 'every enumerated filter, price-desc',
    given: { location: 'Noida', propertyType: 'flat', bhk: '3', furnishing: 'semi-furnished', availability: 'ready', sort: 'price-desc' },
  },
  {
    name: 'locality + price range, price-per-sqft-asc',
    given: { location: 'Gurugaon', locality: 'Sohna Road', minPrice: '50', maxPrice: '150', sort: 'price-per-sqft-asc' },
  },
  {
    name: 'every filter',
    given: {
      location: 'Noida',
      propertyType: 'flat',
      budget: '50-100',
      title: 'sector',
      bhk: '3',
      furnishing: 'semi-furnished',
      availability: 'ready',
    },
  },
];

export interface PlanCheck {
  name: string;
  plan: string;
  /** Reads properties through an index (plain, index-only or bitmap) and never scans the table. */
  indexed: boolean;
}

/**
 * Brings a freshly bulk-loaded table to the state autovacuum keeps it in: statistics gathered and
 * the visibility map set. While an autovacuum of its own holds a snapshot, a vacuum cannot mark
 * the newest pages all-visible, hence the retries with a pause.
 */
export async function settleListings(db: Db): Promise<string> {
  let state = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    await db.execute(sql`vacuum analyze properties`);
    const result = (await db.execute(sql`select relpages, relallvisible from pg_class where relname = 'properties'`)) as unknown as {
      rows: { relpages: number; relallvisible: number }[];
    };
    const row = result.rows[0];
    state = `${row?.relallvisible}/${row?.relpages} pages all-visible after ${attempt + 1} vacuum(s)`;
    if (row && row.relallvisible >= row.relpages * 0.95) break;
  }
  return state;
}

async function explain(db: Db, query: SQLWrapper): Promise<string> {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

const verdict = (name: string, plan: string): PlanCheck => ({
  name,
  plan,
  indexed:
    !/Seq Scan on properties/.test(plan) && /(Index Scan|Index Only Scan|Bitmap Index Scan) (Backward )?(using|on) properties_/.test(plan),
});

/** EXPLAINs the very query builders the routes run. */
export async function checkSearchPlans(db: Db, sampleId: string): Promise<PlanCheck[]> {
  const checks: PlanCheck[] = [];
  for (const shape of SEARCH_SHAPES) {
    const filters = parseFilters(shape.given);
    const limit = pageSize(undefined);
    const page = shape.page ?? 1;
    checks.push(verdict(`page: ${shape.name}`, await explain(db, searchQueries.page(db, filters, limit, (page - 1) * limit))));
    if (!shape.page) {
      checks.push(verdict(`count: ${shape.name}`, await explain(db, searchQueries.cappedCount(db, filters, EXACT_COUNT_CAP))));
      checks.push(verdict(`top localities: ${shape.name}`, await explain(db, searchQueries.topLocalities(db, filters, 20))));
    }
  }
  checks.push(verdict('featured', await explain(db, searchQueries.featured(db, FEATURED_LIMIT))));
  checks.push(verdict('counts by city', await explain(db, searchQueries.countsByCity(db))));
  checks.push(verdict('counts by type', await explain(db, searchQueries.countsByType(db))));
  checks.push(verdict('detail', await explain(db, searchQueries.detail(db, sampleId))));
  return checks;
}
