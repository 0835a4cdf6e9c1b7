import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, DbKind } from '~/db/client';
import type { InsightRow, ListingRow, OwnerRow } from '~/shared/listings';
import { batchedReads } from '~/shared/shared-reads';
import { ownerColumns, pageColumns, searchQueries } from './property.repository';

export interface PageRow {
  property: ListingRow & InsightRow;
  owner: OwnerRow | null;
}

/** Reads the public listings of a search page by id, in the order given (a listing no longer public is left out). */
export type PageRowsReader = (ids: string[]) => Promise<PageRow[]>;

const STATEMENT = 'search_page_rows';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A database connection: runs one statement, or several in one round trip, rows as arrays (here, of one JSON array). */
interface Connection {
  run(text: string): Promise<unknown[][]>;
}

/**
 * One statement per search page, prepared once per connection and always run with its generic
 * plan. Left to itself the plan cache would re-plan it for every page (a generic plan does not know
 * how many ids come, so it looks dearer than a plan for six), and planning costs more than running
 * it. So each read is one round trip of three statements: force the generic plan, EXECUTE, reset.
 */
export function pageRowsReader(db: Db, kind: DbKind): PageRowsReader {
  const query = searchQueries.byIds(db, sql.raw('$1')).toSQL();
  if (query.params.length > 0) throw new Error('the page query must take the ids as its only parameter');
  const prepare = `prepare ${STATEMENT}(uuid[]) as ${query.sql}`;
  const propertyKeys = Object.keys(pageColumns) as (keyof typeof pageColumns)[];
  const ownerKeys = Object.keys(ownerColumns) as (keyof typeof ownerColumns)[];
  const dateIndexes = [...Object.values(pageColumns), ...Object.values(ownerColumns)].flatMap((column, index) =>
    column.dataType === 'date' ? [index] : [],
  );
  const withConnection = kind === 'pglite' ? onPglite(db, prepare) : onPool(db, prepare);

  // Pages asked for while a read is under way, or in the same turn as the first, are read together.
  const read = batchedReads(
    async (ids: string[]) => {
      const rows = await withConnection((connection) =>
        connection.run(`set plan_cache_mode = force_generic_plan; execute ${STATEMENT}('{${ids.join(',')}}'); reset plan_cache_mode`),
      );
      const byId = new Map<string, PageRow>();
      for (const [values] of rows as [unknown[]][]) {
        // JSON carries a timestamp as its text.
        for (const index of dateIndexes) if (values[index] !== null) values[index] = new Date(values[index] as string);
        const property = pick(propertyKeys, values, 0) as unknown as PageRow['property'];
        const owner = values[propertyKeys.length] === null ? null : (pick(ownerKeys, values, propertyKeys.length) as unknown as OwnerRow);
        byId.set(property.id, { property, owner });
      }
      return byId;
    },
    { gather: true },
  );

  return async (ids) => {
    if (ids.length === 0) return [];
    // The ids come from the search index (uuids read from the database); checked all the same.
    if (!ids.every((id) => UUID.test(id))) throw new Error('not a listing id');
    const byId = await read(ids);
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
}

/** An object of `keys` from `values[from…]`, keys set in one order so every row shares one shape. */
function pick(keys: readonly string[], values: unknown[], from: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) object[keys[i] as string] = values[from + i];
  return object;
}

type WithConnection = <T>(use: (connection: Connection) => Promise<T>) => Promise<T>;

// PGlite: one connection, shared by every app on it (the benchmark runs two): prepared once.
const preparedPglites = new WeakMap<PGlite, Promise<unknown>>();

function onPglite(db: Db, prepare: string): WithConnection {
  const client = (db as unknown as { $client: PGlite }).$client;
  const connection: Connection = {
    run: async (text) => ((await client.exec(text, { rowMode: 'array' }))[1]?.rows ?? []) as unknown[][],
  };
  return async (use) => {
    let prepared = preparedPglites.get(client);
    if (!prepared) {
      prepared = client.query(prepare);
      preparedPglites.set(client, prepared);
    }
    await prepared;
    return use(connection);
  };
}

// PostgreSQL: each pooled connection prepares the statement the first time it serves a page.
const preparedClients = new WeakSet<pg.PoolClient>();

function onPool(db: Db, prepare: string): WithConnection {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  return async (use) => {
    const client = await pool.connect();
    try {
      if (!preparedClients.has(client)) {
        await client.query(prepare);
        preparedClients.add(client);
      }
      return await use({
        run: async (text) => {
          const results = (await client.query({ text, rowMode: 'array' })) as unknown as pg.QueryArrayResult[];
          return results[1]?.rows ?? [];
        },
      });
    } finally {
      client.release();
    }
  };
}
