import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/db/client';

/** Runs one statement and returns its rows (both drivers answer `{ rows }`). */
export type Run = (query: SQL) => Promise<Record<string, unknown>[]>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const runner =
  (tx: Tx): Run =>
  async (query) =>
    ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** `"public"."name"`, quoted by Drizzle. */
export const tableRef = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;
export const columnList = (columns: string[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );

export interface TableInfo {
  name: string;
  /** Stored columns, in table order; generated columns are left out (the database recomputes them). */
  columns: string[];
  primaryKey: string[];
}

/**
 * Every table of the `public` schema, read from the catalog so a table added by a later migration
 * is included without anyone remembering to, ordered so that a table comes after every table its
 * foreign keys point to (rows can then be inserted in this order). The job queue's `pgboss` schema
 * and Drizzle's `drizzle` schema are other schemas and so are not included (decision 0047).
 */
export async function readTables(run: Run): Promise<TableInfo[]> {
  const tables = await run(sql`
    select c.relname as name,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            order by a.attnum) as columns,
      array(select a.attname::text from pg_index i
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = c.oid and i.indisprimary
            order by array_position(i.indkey::int2[], a.attnum)) as primary_key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  const references = await run(sql`
    select child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    join pg_namespace pn on pn.oid = parent.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and pn.nspname = 'public' and child.oid <> parent.oid`);
  const infos = tables.map((t) => ({
    name: String(t.name),
    columns: t.columns as string[],
    primaryKey: t.primary_key as string[],
  }));
  return inForeignKeyOrder(
    infos,
    references.map((r) => ({ child: String(r.child), parent: String(r.parent) })),
  );
}

/**
 * Topological order (Kahn), alphabetical among tables that are free at the same time so every
 * backup of one schema lists its tables alike. A cycle of foreign keys has no such order: say so
 * rather than write a file that cannot be restored. A table referencing itself is left out of the
 * ordering; its rows would need parents before children, which primary-key order does not promise
 * (no table of the schema references itself yet).
 */
export function inForeignKeyOrder<T extends { name: string }>(tables: T[], references: { child: string; parent: string }[]): T[] {
  const waitingOn = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of references) waitingOn.get(child)?.add(parent);
  const ordered: T[] = [];
  const left = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (left.length > 0) {
    const index = left.findIndex((t) => waitingOn.get(t.name)?.size === 0);
    if (index === -1) throw new Error(`The foreign keys of these tables form a cycle: ${left.map((t) => t.name).join(', ')}`);
    const [next] = left.splice(index, 1) as [T];
    ordered.push(next);
    for (const parents of waitingOn.values()) parents.delete(next.name);
  }
  return ordered;
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** Every sequence of the schema (serial and identity columns own one) with its position. */
export async function readSequences(run: Run): Promise<SequenceState[]> {
  const names = await run(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S' order by c.relname`);
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [state] = await run(sql`select last_value::text as last_value, is_called from ${tableRef(String(name))}`);
    states.push({ name: String(name), lastValue: String(state?.last_value), isCalled: state?.is_called === true });
  }
  return states;
}

/** The enabled triggers of the schema's tables written by migrations (not the internal foreign-key ones). */
export async function readTriggers(run: Run): Promise<{ table: string; name: string }[]> {
  const rows = await run(sql`
    select c.relname as table, t.tgname as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'D'
    order by c.relname, t.tgname`);
  return rows.map((r) => ({ table: String(r.table), name: String(r.name) }));
}

/** The migrations Drizzle recorded as applied, oldest first. */
export async function readAppliedMigrations(run: Run): Promise<{ hash: string; createdAt: number }[]> {
  const [table] = await run(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return [];
  const rows = await run(sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id`);
  return rows.map((r) => ({ hash: String(r.hash), createdAt: Number(r.created_at) }));
}

export async function countRows(run: Run, table: string): Promise<number> {
  const [row] = await run(sql`select count(*)::text as n from ${tableRef(table)}`);
  return Number(row?.n ?? 0);
}
