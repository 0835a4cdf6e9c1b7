import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { searchQueries } from '../property.repository';
import { FEATURED_LIMIT, pageSize } from '../property.service';
import { indexQueries } from '../search/source';

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

/**
 * The page rows' plan as the route runs them: a prepared statement with the ids as its parameter,
 * planned once for any ids (the generic plan, page-rows.ts).
 */
export async function pageRowsPlan(db: Db, ids: string[]): Promise<string> {
  const statement = searchQueries.byIds(db, sql.raw('$1')).toSQL().sql;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plan_check_page_rows(uuid[]) as ${statement}`));
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    const plan = await explain(tx as unknown as Db, sql.raw(`execute plan_check_page_rows('{${ids.join(',')}}')`));
    await tx.execute(sql`deallocate plan_check_page_rows`);
    return plan;
  });
}

const verdict = (name: string, plan: string, index = /properties_/): PlanCheck => ({
  name,
  plan,
  indexed:
    !/Seq Scan on properties/.test(plan) &&
    new RegExp(`(Index Scan|Index Only Scan|Bitmap Index Scan) (Backward )?(using|on) ${index.source}`).test(plan),
});

/** Rows found by id must be found through the primary key, not by reading a whole index. */
export const pageRowsVerdict = (plan: string) => verdict('page rows by id', plan, /properties_pkey/);

/**
 * EXPLAINs the very query builders the routes run. Filters and sorts are answered by the search
 * index in memory (docs/decisions/0044); the database reads changed listings into the index and
 * a page's rows by id. (Loading the whole index at start reads the whole table, as it should.)
 */
export async function checkSearchPlans(db: Db, sampleIds: string[]): Promise<PlanCheck[]> {
  const page = sampleIds.slice(0, pageSize(undefined));
  return [
    verdict('index: changed listings', await explain(db, indexQueries.some(db, page))),
    pageRowsVerdict(await pageRowsPlan(db, page)),
    verdict('featured', await explain(db, searchQueries.featured(db, FEATURED_LIMIT))),
    verdict('counts by city', await explain(db, searchQueries.countsByCity(db))),
    verdict('counts by type', await explain(db, searchQueries.countsByType(db))),
    verdict('detail', await explain(db, searchQueries.detail(db, sampleIds[0] as string))),
  ];
}
