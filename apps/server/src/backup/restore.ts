import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client';
import type { MediaStorage } from '~/storage/media-storage';
import { countRows, type Run, readAppliedMigrations, readTables, readTriggers, runner, tableRef } from './catalog';
import { BackupFileError, type BackupHeader, RestoreRefusedError } from './format';
import { LineReader } from './line-reader';
import { compareMigrations } from './migrations';
import { MediaRestore, type MediaSummary } from './restore-media';
import { checkSameTables, restoreTable, setSequences } from './restore-rows';

export interface RestoreSummary extends MediaSummary {
  tables: { name: string; rows: number }[];
}

export interface RestoreOptions {
  /** An empty database at the backup's migration level (restore-file.ts opens one so). */
  database: Database;
  media: MediaStorage;
  /** The gzip-compressed backup file's bytes. */
  input: Readable;
}

/**
 * Restores a backup into an empty database and media storage, all or nothing: the rows go in
 * one transaction, which commits only after every table's row count and every media file's
 * sha256 (read back from the storage) matched the backup; on any failure it rolls back and the
 * media files written so far are removed again.
 */
export async function restoreBackup({ database, media, input }: RestoreOptions): Promise<RestoreSummary> {
  const reader = new LineReader(input);
  const files = new MediaRestore(media);
  try {
    const header = await reader.header();
    compareMigrations(header.migrations);
    return await database.db.transaction(async (tx) => {
      const run = runner(tx);
      await refuseUnlessEmpty(run);
      await refuseOtherMigrationLevel(run, header);
      checkSameTables(header, await readTables(run));
      // The migrations' triggers would log every restored listing as a change and bump the
      // listing version; the backup carries those tables as they were, so they stay off meanwhile.
      const backupTables = new Set(header.tables.map((t) => t.name));
      const triggers = (await readTriggers(run)).filter((t) => backupTables.has(t.table));
      for (const t of triggers) await run(sql`alter table ${tableRef(t.table)} disable trigger ${sql.identifier(t.name)}`);
      // An empty database still has what migrations put in (the listing_version row): replaced.
      for (const table of [...header.tables].reverse()) await run(sql`delete from ${tableRef(table.name)}`);
      for (const table of header.tables) await restoreTable(run, reader, table);
      await setSequences(run, header);
      for (const t of triggers) await run(sql`alter table ${tableRef(t.table)} enable trigger ${sql.identifier(t.name)}`);
      const tables = await verifyCounts(run, header);
      const mediaSummary = await files.restoreAll(reader, header);
      await files.verify();
      return { tables, ...mediaSummary };
    });
  } catch (error) {
    await files.undo();
    throw error;
  } finally {
    await reader.close();
  }
}

/** A restore never merges into live data: the target must hold no users and no listings. */
async function refuseUnlessEmpty(run: Run): Promise<void> {
  const users = await countRows(run, 'users');
  const listings = await countRows(run, 'properties');
  if (users > 0 || listings > 0) {
    throw new RestoreRefusedError(
      `The database is not empty (${users} users, ${listings} listings); nothing was restored. ` +
        'Restore into a new database: an empty DATA_DIR, or a newly created PostgreSQL database.',
    );
  }
}

async function refuseOtherMigrationLevel(run: Run, header: BackupHeader): Promise<void> {
  const here = (await readAppliedMigrations(run)).map((m) => m.createdAt).join(',');
  if (here !== header.migrations.map((m) => m.createdAt).join(',')) {
    throw new RestoreRefusedError(
      "The database has other migrations applied than the backup's; nothing was restored. " +
        'Restore into a new database (npm run restore builds it at the backup’s level, then migrates it).',
    );
  }
}

async function verifyCounts(run: Run, header: BackupHeader): Promise<{ name: string; rows: number }[]> {
  const tables: { name: string; rows: number }[] = [];
  for (const table of header.tables) {
    const rows = await countRows(run, table.name);
    if (rows !== table.rows)
      throw new BackupFileError(`Table ${table.name} has ${rows} rows after the restore; the backup has ${table.rows}.`);
    tables.push({ name: table.name, rows });
  }
  return tables;
}
