import { parseArgs } from 'node:util';
import { DataDirLockedError } from '~/db/lock';
import { fromCallerDir } from './caller-path';
import { fail } from './fail';
import { describeSize } from './summary';

// npm run restore -- --in FILE   (into the empty database and media storage configured by the environment)
const USAGE = 'Usage: npm run restore -- --in FILE';

function inFile(): string {
  try {
    const { values } = parseArgs({ options: { in: { type: 'string' } }, strict: true, allowPositionals: false });
    if (!values.in) throw new Error('--in FILE is required');
    return fromCallerDir(values.in);
  } catch (error) {
    return fail(new Error(`${(error as Error).message}\n${USAGE}`));
  }
}

const file = inFile();
const started = Date.now();
try {
  // The database, backup and storage code loads only once the flags are right (as in backup.ts).
  const [{ restoreFile }, { createMediaStorage }, { S3MediaStorage }, { openForCli }] = await Promise.all([
    import('~/backup/restore-file'),
    import('~/storage/create-media-storage'),
    import('~/storage/s3-media-storage'),
    import('./open-database'),
  ]);
  let where = '';
  const summary = await restoreFile(file, async (options) => {
    const { env, database, done } = await openForCli(options);
    where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${env.dataDir}`;
    const media = createMediaStorage(env);
    return {
      database,
      media,
      done: async () => {
        if (media instanceof S3MediaStorage) media.close();
        await done();
      },
    };
  });
  const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(summary.tables.map((t) => `  ${t.name}: ${t.rows}`).join('\n'));
  console.log(
    `Restored ${rows} rows of ${summary.tables.length} tables and ${summary.media} media files (${describeSize(summary.mediaBytes)}) ` +
      `into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log("Verified: every table's row count and every media file's sha256 match the backup.");
  if (summary.alreadyPresent > 0) console.log(`${summary.alreadyPresent} media files were already in the storage with the same content.`);
  if (summary.missing > 0) console.log(`${summary.missing} media files had been deleted while the backup was made and are not in it.`);
  if (summary.migrationsApplied > 0)
    console.log(`The backup was made by older code: ${summary.migrationsApplied} newer migrations were applied after it.`);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    fail(new Error(`Cannot restore: ${error.message.split('. ')[0]}. Stop it first, or restore into a new DATA_DIR.`));
  }
  fail(error);
}
