import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '~/config/paths';
import type { Database } from '~/db/client';
import { BackupFileError, type BackupHeader } from './format';

type Applied = BackupHeader['migrations'];

/** The migrations this code ships, oldest first. Drizzle decides what to apply by `createdAt`. */
export function knownMigrations(folder = migrationsFolder): Applied {
  return readMigrationFiles({ migrationsFolder: folder }).map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));
}

/**
 * How a backup's migrations relate to this code's: the same ones ('current'), the first few of them
 * ('older': the database must be restored at that level, then migrated like a server start does),
 * or anything else, which this code cannot restore faithfully and refuses.
 */
export function compareMigrations(backup: Applied, known: Applied = knownMigrations()): 'current' | 'older' {
  const knownTimes = new Set(known.map((m) => m.createdAt));
  const unknown = backup.filter((m) => !knownTimes.has(m.createdAt));
  if (unknown.length > 0) {
    throw new BackupFileError(
      `The backup was made by a newer version of the app: ${unknown.length} of its migrations are unknown to this code. ` +
        'Restore it with that version (or a later one).',
    );
  }
  const isPrefix = backup.every((m, i) => known[i]?.createdAt === m.createdAt);
  if (!isPrefix)
    throw new BackupFileError(
      "The backup's migrations are not an earlier state of this code's: it comes from another line of development.",
    );
  return backup.length === known.length ? 'current' : 'older';
}

/**
 * A temporary copy of the migrations folder holding only the first `count` migrations, so a new
 * database can be built exactly as the backup's was; removed by the returned function.
 */
export function migrationsFolderUpTo(count: number): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ncr-restore-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, count);
  mkdirSync(path.join(folder, 'meta'), { mode: 0o700 });
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }), { mode: 0o600 });
  for (const { tag } of entries) copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Applies this code's remaining migrations, as a server start would. */
export async function migrateToCurrent(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  else await migrateNodePg(database.db as unknown as Parameters<typeof migrateNodePg>[0], { migrationsFolder });
}
