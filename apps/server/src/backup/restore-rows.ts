import { sql } from 'drizzle-orm';
import { columnList, type Run, type TableInfo, tableRef } from './catalog';
import { BackupFileError, type BackupHeader, tableLine } from './format';
import type { LineReader } from './line-reader';

// Rows per insert, and a cap on the text sent at once (listings carry a few kB of JSON each).
const BATCH_ROWS = 500;
const BATCH_CHARS = 2 * 1024 * 1024;

type HeaderTable = BackupHeader['tables'][number];

/**
 * Every table of the backup must exist in this database with the same stored columns: the restore
 * runs at the backup's migration level, so anything else means the schema was changed by hand.
 */
export function checkSameTables(header: BackupHeader, target: TableInfo[]): void {
  const byName = new Map(target.map((t) => [t.name, t]));
  for (const table of header.tables) {
    const here = byName.get(table.name);
    if (!here) throw new BackupFileError(`The backup has a table "${table.name}" that this database does not have.`);
    const theirs = [...table.columns].sort().join(', ');
    const ours = [...here.columns].sort().join(', ');
    if (theirs !== ours)
      throw new BackupFileError(`Table "${table.name}" has other columns here (${ours}) than in the backup (${theirs}).`);
  }
}

/**
 * Reads one table's marker and rows and inserts them. The row lines are PostgreSQL's own
 * row_to_json text, handed back to json_populate_recordset untouched, so every value is parsed by
 * the database into its column's type exactly as it was written out. OVERRIDING SYSTEM VALUE
 * keeps the ids of identity columns (their sequences are set afterwards).
 */
export async function restoreTable(run: Run, reader: LineReader, table: HeaderTable): Promise<void> {
  const marker = await reader.expect(tableLine, `start of table ${table.name}`);
  if (marker.name !== table.name || marker.rows !== table.rows) {
    throw new BackupFileError(
      `The backup file lists table ${marker.name} (${marker.rows} rows) where its header promised ${table.name} (${table.rows} rows).`,
    );
  }
  let batch: string[] = [];
  let chars = 0;
  let firstLine = 0;
  for (let i = 0; i < table.rows; i++) {
    const line = await reader.next();
    if (!line)
      throw new BackupFileError(`The backup file ends inside table ${table.name} (row ${i + 1} of ${table.rows}): it is incomplete.`);
    if (batch.length === 0) firstLine = line.number;
    batch.push(line.text);
    chars += line.text.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insertRows(run, table, batch, firstLine);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await insertRows(run, table, batch, firstLine);
}

async function insertRows(run: Run, table: HeaderTable, rows: string[], firstLine: number): Promise<void> {
  const ref = tableRef(table.name);
  const columns = columnList(table.columns);
  try {
    await run(sql`insert into ${ref} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${ref}, ${`[${rows.join(',')}]`}::json)`);
  } catch (error) {
    const lines = `lines ${firstLine}–${firstLine + rows.length - 1}`;
    throw new BackupFileError(
      `The rows of table ${table.name} (${lines} of the backup file) could not be restored: ${databaseMessage(error)}`,
    );
  }
}

/** The database's own message: Drizzle's wrapper quotes the whole statement and its parameters, megabytes here. */
export function databaseMessage(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : (error as Error).message;
}

export async function setSequences(run: Run, header: BackupHeader): Promise<void> {
  for (const s of header.sequences) {
    try {
      await run(sql`select setval(${`"public"."${s.name.replaceAll('"', '""')}"`}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`);
    } catch (error) {
      throw new BackupFileError(`Sequence ${s.name} of the backup could not be set: ${databaseMessage(error)}`);
    }
  }
}
