import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything the product writes (the embedded database, media, the outbox with live sign-in codes,
 * the lock, backups) is for the server's own user alone (docs/decisions/0098): folders 0700,
 * files 0600, whatever umask the process was started with.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes every file and folder this process creates from now on private to its user, including
 * those created by libraries that choose their own modes (PGlite's database files). Called first
 * thing by the server and by every command-line entry point.
 */
export function restrictUmask(): void {
  process.umask(0o077);
}

/** Creates `dir` (and its parents) when missing, and makes it 0700 either way. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Takes group and other permissions off every file and folder under `root`, and `root` itself.
 * Installs from before 0098 have world-writable database files; a start tightens them once.
 * Symbolic links are left alone (their target may not be ours).
 */
export function tightenTree(root: string): void {
  const stack = [root];
  while (stack.length > 0) {
    const at = stack.pop() as string;
    let info: ReturnType<typeof lstatSync>;
    try {
      info = lstatSync(at);
    } catch {
      continue; // removed meanwhile
    }
    if (info.isSymbolicLink()) continue;
    if ((info.mode & 0o077) !== 0) chmodSync(at, info.mode & 0o7700);
    if (info.isDirectory()) for (const name of readdirSync(at)) stack.push(path.join(at, name));
  }
}

// Written into a folder once it has been tightened: later starts skip the walk of a large
// media folder (the umask keeps whatever is written afterwards private).
const TIGHTENED_MARK = '.private';

/**
 * The start of the server or a command: private umask, DATA_DIR (and a separate MEDIA_DIR) created
 * 0700, and everything already in them tightened the first time.
 */
export function secureDataFolders(env: { dataDir: string; mediaDir: string; MEDIA_DIR?: string; S3_BUCKET?: string }): void {
  restrictUmask();
  const folders = [env.dataDir, ...(env.MEDIA_DIR && !env.S3_BUCKET ? [env.mediaDir] : [])];
  for (const dir of folders) {
    ensurePrivateDir(dir);
    const mark = path.join(dir, TIGHTENED_MARK);
    if (existsSync(mark)) continue;
    tightenTree(dir);
    writeFileSync(mark, 'Group and other permissions were removed from this folder (docs/decisions/0098).\n', { mode: PRIVATE_FILE_MODE });
  }
}

/**
 * PGlite sets modes of its own on the files its initdb writes (0666): the embedded database's
 * folder is tightened once it is open, and again when it is closed.
 */
export function keepEmbeddedDatabasePrivate<T extends { close(): Promise<void> }>(database: T, dir: string): T {
  tightenTree(dir);
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    tightenTree(dir);
  };
  return database;
}
