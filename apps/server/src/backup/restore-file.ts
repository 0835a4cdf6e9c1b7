import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Database, OpenOptions } from '~/db/client';
import type { MediaStorage } from '~/storage/media-storage';
import { BackupFileError } from './format';
import { readHeader } from './line-reader';
import { compareMigrations, knownMigrations, migrateToCurrent, migrationsFolderUpTo } from './migrations';
import { type RestoreSummary, restoreBackup } from './restore';

export interface RestoreTarget {
  database: Database;
  media: MediaStorage;
  done(): Promise<void>;
}

/**
 * Restores a backup file the way `npm run restore` does. The file's header is read first, so a
 * file that is no backup, or one made by newer code, is refused before any database is opened.
 * A backup made by older code is restored into a database built at its own migration level, then
 * the newer migrations run over the restored rows, exactly as they once ran over live data.
 */
export async function restoreFile(
  file: string,
  open: (options: OpenOptions) => Promise<RestoreTarget>,
): Promise<RestoreSummary & { migrationsApplied: number }> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new BackupFileError(`No backup file at ${file}`);
  const header = await readHeader(createReadStream(file));
  const older = compareMigrations(header.migrations) === 'older' ? migrationsFolderUpTo(header.migrations.length) : undefined;
  try {
    const target = await open({ migrationsFolder: older?.folder });
    try {
      const summary = await restoreBackup({ database: target.database, media: target.media, input: createReadStream(file) });
      if (older) await migrateToCurrent(target.database);
      return { ...summary, migrationsApplied: older ? knownMigrations().length - header.migrations.length : 0 };
    } finally {
      await target.done();
    }
  } finally {
    older?.remove();
  }
}
