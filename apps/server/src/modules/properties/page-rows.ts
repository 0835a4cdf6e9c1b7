import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db, DbKind } from '~/db/client';
import type { InsightRow, ListingRow, OwnerRow } from '~/shared/listings';
import { ownerColumns, pageColumns, searchQueries } from './property.repository';

export interface PageRow {
  property: ListingRow & InsightRow;
  owner: OwnerRow | null;
}

/** Reads the public listings of a search page by id, in the order given (a listing no longer public is left out). */
export type PageRowsReader = (ids: string[]) => Promise<PageRow[]>;

const STATEMENT = 'search_page_rows';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const inOrder = (ids: string[], rows: PageRow[]) => {
  const byId = new Map(rows.map((row) => [row.property.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/**
 * One statement per search page, planned once. PostgreSQL: a named statement of the wire protocol
 * (per pooled connection). PGlite answers every query through an unnamed statement, planning it
 * each time (about a third of the query's cost there), so its one connection gets an SQL PREPARE
 * and each page an EXECUTE, its rows read back by position.
 */
export function pageRowsReader(db: Db, kind: DbKind): PageRowsReader {
  if (kind === 'postgres') {
    const statement = searchQueries.byIds(db, sql.placeholder('ids')).prepare(STATEMENT);
    return async (ids) => (ids.length === 0 ? [] : inOrder(ids, await statement.execute({ ids })));
  }
  const client = (db as unknown as { $client: PGlite }).$client;
  const query = searchQueries.byIds(db, sql.raw('$1')).toSQL();
  if (query.params.length > 0) throw new Error('the page query must take the ids as its only parameter');
  const propertyKeys = Object.keys(pageColumns) as (keyof typeof pageColumns)[];
  const ownerKeys = Object.keys(ownerColumns) as (keyof typeof ownerColumns)[];
  let prepared = false;
  const execute = async (ids: string[]) => {
    if (!prepared) {
      await client.query(`prepare ${STATEMENT}(uuid[]) as ${query.sql}`);
      prepared = true;
    }
    // The ids come from the search index (uuids read from the database); checked all the same.
    if (!ids.every((id) => UUID.test(id))) throw new Error('not a listing id');
    return client.query<unknown[]>(`execute ${STATEMENT}('{${ids.join(',')}}')`, [], { rowMode: 'array' });
  };
  return async (ids) => {
    if (ids.length === 0) return [];
    const result = await execute(ids);
    const rows = result.rows.map((values) => {
      const property = Object.fromEntries(propertyKeys.map((key, i) => [key, values[i]])) as unknown as PageRow['property'];
      const ownerValues = values.slice(propertyKeys.length);
      const owner = ownerValues[0] === null ? null : (Object.fromEntries(ownerKeys.map((key, i) => [key, ownerValues[i]])) as unknown as OwnerRow);
      return { property, owner };
    });
    return inOrder(ids, rows);
  };
}
