import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

// PGlite does not lock its folder, and two processes writing one data directory corrupt it.
// An exclusive lock file with our pid makes a second process on the same DATA_DIR refuse to start.
export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Only the embedded database needs the lock. With DATABASE_URL nothing in DATA_DIR is written
 * that two servers could corrupt (secrets live in the database, media in MEDIA_DIR or S3), so any
 * number of servers may start (docs/decisions/0015-stateless-servers.md).
 */
export function lockDataDirIfEmbedded(env: { DATABASE_URL?: string; dataDir: string }): () => void {
  return env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir);
}

export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another server (pid ${pid}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      // A lock left behind by a process that died: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}`);
}
