import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '~/config/paths';
import { type QueryListener, timeQueries } from './query-timing';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';
export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

export interface Database {
  /** The primary: every write, and every read that must see them (docs/decisions/0100). */
  db: Db;
  /**
   * Reads that may lag behind the primary, chosen at each call site: the search index's loading
   * and change-log polling, visitors' listing pages and searches, the sitemap. The read
   * replica's pool (DATABASE_READ_URL), or `db` itself when there is none.
   */
  readDb: Db;
  kind: DbKind;
  /** PostgreSQL's address, for a thread that opens connections of its own; none on PGlite. */
  url?: string;
  /** The read replica's address (DATABASE_READ_URL); none without one. */
  readUrl?: string;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** The same for the read replica; none without one (readiness reports the replica on its own). */
  pingReplica?: () => Promise<void>;
  /**
   * Raw SQL for libraries that bring their own queries (the job queue): parameterised when values
   * are given, else the text may hold several statements. Same contract on both databases.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  close(): Promise<void>;
  /** Reports every query's SQL and duration from now on (the metrics of docs/decisions/0022). */
  observeQueries(listener: QueryListener): void;
}

/** Where the migrations come from: the app's own folder, or a restore's copy of its first ones (backup/migrations.ts). */
export interface OpenOptions {
  migrationsFolder?: string;
  /** PostgreSQL only: a read replica of `url` (a hot standby) for `readDb`. */
  readUrl?: string;
  /**
   * PGlite only: start from this dump of a data folder (`PGlite.dumpDataDir`) instead of an empty
   * one. The API tests start each file from one migrated dump: PGlite's initdb costs seconds a file.
   */
  loadDataDir?: Blob;
}

/** Opens the embedded database in `dir` (or in memory when dir is undefined) and migrates it. */
export async function openPglite(dir?: string, options: OpenOptions = {}): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  let listener: QueryListener | undefined;
  const current = () => listener;
  timeQueries(client, 'query', current);
  timeQueries(client, 'exec', current);
  // Queries inside a transaction go through the transaction object PGlite hands to the callback.
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      timeQueries(tx, 'query', current);
      timeQueries(tx, 'exec', current);
      return callback(tx);
    });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
  return {
    db: db as unknown as Db,
    // One process, one database: nothing to lag behind.
    readDb: db as unknown as Db,
    kind: 'pglite',
    // A closed PGlite is reported without querying it: a query on it fails twice, once
    // unhandled inside PGlite.
    ping: async () => {
      if (client.closed) throw new Error('PGlite is closed');
      await client.query('select 1');
    },
    executeSql: (text, values) => executePglite(client, text, values),
    close: () => client.close(),
    observeQueries: (next) => {
      listener = next;
    },
  };
}

/**
 * PGlite has one connection, shared with the app and serialised by PGlite itself. A text without
 * values may hold several statements (BEGIN; …; COMMIT;), which only exec() runs; one exec() call
 * holds the connection throughout, so such a transaction never interleaves with other queries.
 */
async function executePglite(client: PGlite, text: string, values?: unknown[]): Promise<SqlResult> {
  if (values && values.length > 0) {
    const result = await client.query<Record<string, unknown>>(text, values);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }
  try {
    const results = await client.exec(text);
    const last = [...results].reverse().find((r) => r.fields.length > 0) ?? results.at(-1);
    return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
  } catch (error) {
    // A failed statement inside an explicit BEGIN leaves the one connection in an aborted
    // transaction; end it so the app's next query works.
    await client.exec('ROLLBACK').catch(() => {});
    throw error;
  }
}

// Any fixed number: the key of the advisory lock servers take while they migrate and bootstrap.
const STARTUP_LOCK = 7_314_159;

/** A pool of connections to a PostgreSQL server, and Drizzle over it (`app`: as the app's Db); nothing migrated. */
export function connectPostgres(url: string, max = 10) {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection can be cut by the server (restart, failover, admin termination). The pool
  // drops that client and the next query opens a new one; without a listener the error would
  // crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
  return { pool, db, app: db as unknown as Db };
}

/**
 * Connects to a PostgreSQL server and migrates it. Several servers may start at once against one
 * database, so migrating (and `setup`, e.g. creating the first admin) happens under an advisory
 * lock: one server at a time, each later one finding the work done.
 */
export async function openPostgres(url: string, setup?: (db: Db) => Promise<void>, options: OpenOptions = {}): Promise<Database> {
  const { pool, db, app } = connectPostgres(url);
  let listener: QueryListener | undefined;
  // Every query, in a transaction or not, runs on a pooled client.
  pool.on('connect', (client) => timeQueries(client, 'query', () => listener));
  // The replica is connected lazily (a pool opens connections on first use): a replica that is
  // down at start leaves the primary's paths working, and readiness says so.
  const replica = options.readUrl ? connectPostgres(options.readUrl) : null;
  replica?.pool.on('connect', (client) => timeQueries(client, 'query', () => listener));
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await migrateNodePg(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
    await setup?.(app);
  } catch (error) {
    lock.release();
    await pool.end();
    await replica?.pool.end();
    throw error;
  }
  await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).finally(() => lock.release());
  return {
    db: app,
    readDb: replica?.app ?? app,
    kind: 'postgres',
    url,
    readUrl: options.readUrl,
    ping: async () => {
      await pool.query('select 1');
    },
    ...(replica
      ? {
          pingReplica: async () => {
            await replica.pool.query('select 1');
          },
        }
      : {}),
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    close: async () => {
      await Promise.all([pool.end(), replica?.pool.end()]);
    },
    observeQueries: (next) => {
      listener = next;
    },
  };
}
