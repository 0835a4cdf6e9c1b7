import type { PGlite } from '@electric-sql/pglite';
import { type Column, is, Placeholder } from 'drizzle-orm';
import type { Db, DbKind } from './client';

/** A select whose values are placeholders (`sql.placeholder('id')`) or constants, as drizzle builds it. */
interface PlaceholderSelect<Row> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values: Record<string, string>): Promise<Row[]> };
}

/** Runs the statement with its placeholders' values. */
export type PreparedRead<Row> = (values: Record<string, string>) => Promise<Row[]>;

// PGlite: one connection, shared by every app on it (the benchmarks and tests run more than one):
// each statement is prepared once per connection.
const preparedOn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/**
 * A read made on every signed-in request (who is signed in, their wishlist's ids), parsed and
 * planned once per connection. drizzle's `.prepare(name)` names the statement for node-postgres,
 * which prepares it once per pooled connection; its PGlite driver sends the text every time, and
 * PGlite parsed and planned it anew: 1.2 ms for the sign-in check and 1.6 ms for the ids of each
 * member's page, against 0.6 ms for the page's listing read, which is prepared (page-rows.ts). On
 * PGlite the statement is PREPAREd once and EXECUTEd with its values as quoted literals (EXECUTE
 * takes no bind parameters); rows come as arrays in the select's order and are mapped as drizzle
 * maps them.
 */
export function preparedRead<Row>(
  db: Db,
  kind: DbKind,
  name: string,
  /** The columns `query` selects, as given to its select(): the order of a row's values. */
  columns: Record<string, Column>,
  query: PlaceholderSelect<Row>,
): PreparedRead<Row> {
  if (kind !== 'pglite') {
    const statement = query.prepare(name);
    return (values) => statement.execute(values);
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a statement name: ${name}`);
  const { sql: text, params } = query.toSQL();
  // A value drizzle puts in the text itself (a limit) goes with every EXECUTE as it is.
  const values = params.map((param) => {
    if (is(param, Placeholder)) return (given: Record<string, string>) => literal(given[param.name], `${name}.${param.name}`);
    if (typeof param !== 'number' && typeof param !== 'string')
      throw new Error(`${name}: a value neither a placeholder, a number nor a string`);
    const constant = literal(String(param), name);
    return () => constant;
  });
  const fields = Object.entries(columns);
  const client = (db as unknown as { $client: PGlite }).$client;
  const prepare = `prepare ${name} as ${text}`;

  return async (given) => {
    const prepared = preparedOn.get(client) ?? new Map<string, Promise<unknown>>();
    preparedOn.set(client, prepared);
    let statement = prepared.get(name);
    if (!statement) {
      statement = client.query(prepare);
      prepared.set(name, statement);
      // A failed PREPARE is tried again by the next read.
      statement.catch(() => prepared.delete(name));
    }
    await statement;
    const [result] = await client.exec(`execute ${name}(${values.map((value) => value(given)).join(', ')})`, { rowMode: 'array' });
    return ((result?.rows ?? []) as unknown as unknown[][]).map((row) => {
      const object: Record<string, unknown> = {};
      for (let i = 0; i < fields.length; i++) {
        const [key, column] = fields[i] as [string, Column];
        const value = row[i];
        object[key] = value === null ? null : column.mapFromDriverValue(value);
      }
      return object as Row;
    });
  };
}

/** A value as a string literal: quotes doubled (standard_conforming_strings is on); a NUL, which text cannot hold, refused. */
function literal(value: string | undefined, what: string): string {
  if (typeof value !== 'string') throw new Error(`${what}: no value`);
  if (value.includes('\0')) throw new Error(`${what}: holds a NUL`);
  return `'${value.replaceAll("'", "''")}'`;
}
