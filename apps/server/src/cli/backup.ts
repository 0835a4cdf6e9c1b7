import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '~/config/env';
import { DataDirLockedError } from '~/db/lock';
import { fromCallerDir } from './caller-path';
import { fail } from './fail';
import { describeSize } from './summary';

// npm run backup -- --out FILE   (docs/decisions/0047-backup-and-restore.md)
const USAGE = 'Usage: npm run backup -- --out FILE';

function outFile(): string {
  try {
    const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true, allowPositionals: false });
    if (!values.out) throw new Error('--out FILE is required');
    return fromCallerDir(values.out);
  } catch (error) {
    return fail(new Error(`${(error as Error).message}\n${USAGE}`));
  }
}

const out = outFile();
if (!existsSync(path.dirname(out))) fail(new Error(`The folder ${path.dirname(out)} does not exist.`));
if (existsSync(out) && !statSync(out).isFile()) fail(new Error(`${out} is not a file.`));
try {
  const env = loadEnv();
  // Opening a DATA_DIR that holds no database would create an empty one and back that up.
  if (!env.DATABASE_URL && !existsSync(path.join(env.dataDir, 'db'))) {
    fail(new Error(`There is no database in ${path.join(env.dataDir, 'db')} (DATA_DIR=${env.dataDir}): nothing to back up.`));
  }
  // The database, backup and storage code loads only once the flags and folders are right: a typo
  // is answered at once, not after a second or two of loading.
  const [{ backupToFile }, { createMediaStorage }, { S3MediaStorage }, { openForCli }] = await Promise.all([
    import('~/backup/backup'),
    import('~/storage/create-media-storage'),
    import('~/storage/s3-media-storage'),
    import('./open-database'),
  ]);
  const { database, done } = await openForCli();
  const media = createMediaStorage(env);
  const started = Date.now();
  try {
    const summary = await backupToFile(out, { database, media });
    const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(summary.tables.map((t) => `  ${t.name}: ${t.rows}`).join('\n'));
    console.log(
      `Backed up ${rows} rows of ${summary.tables.length} tables and ${summary.media} media files (${describeSize(summary.mediaBytes)}) ` +
        `from ${database.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'} to ${out} (${describeSize(statSync(out).size)}) ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (summary.missing > 0) console.log(`${summary.missing} media files were deleted while the backup ran and are not in it.`);
    if (summary.skipped > 0)
      console.log(`${summary.skipped} files in the media storage are not the app's (no upload or demo name) and were left out.`);
  } finally {
    if (media instanceof S3MediaStorage) media.close();
    await done();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    fail(new Error(`Cannot back up: ${error.message.split('. ')[0]}. The embedded database is backed up with its server stopped.`));
  }
  fail(error);
}
