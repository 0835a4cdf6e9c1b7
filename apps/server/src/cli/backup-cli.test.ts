import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '~/db/client';
import { lockDataDir } from '~/db/lock';
import { properties, users } from '~/db/schema';
import { searchColumns } from '~/shared/listings';
import { FolderMediaStorage } from '~/storage/folder-media-storage';
import type { MediaStorage } from '~/storage/media-storage';
import { dumpMedia, dumpTables } from '../../test/backup-fixtures';
import { samplePropertyData } from '../../test/fixtures';
import { freshDatabase } from '../../test/helpers';

// `npm run backup` and `npm run restore` as a person runs them: separate processes on a data
// folder. On the postgres project the backup of an embedded folder is restored into PostgreSQL
// (moving an install onto a server), backed up from there and restored into a new folder.
const serverDir = path.resolve(import.meta.dirname, '../..');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');

/** A database with its media: an embedded one in `dir`, or PostgreSQL at `url` with media in `dir`. */
interface Place {
  dir: string;
  url?: string;
}

function cli(script: 'backup' | 'restore', args: string[], place: Place): Promise<{ code: number | null; output: string }> {
  const env = { ...process.env, DATA_DIR: place.dir, DATABASE_URL: place.url ?? '', MEDIA_DIR: '', S3_BUCKET: '', LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, [tsx, `src/cli/${script}.ts`, ...args], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function withDatabase<T>(place: Place, use: (database: Database) => Promise<T>): Promise<T> {
  const database = place.url ? await openPostgres(place.url) : await openPglite(path.join(place.dir, 'db'));
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const snapshot = (place: Place) =>
  withDatabase(place, async (database) => ({
    tables: await dumpTables(database),
    media: await dumpMedia(new FolderMediaStorage(path.join(place.dir, 'media'))),
  }));

// Each test starts several CLI processes (PGlite loads in each). Alone they take 15-35 s; beside
// the e2e lane on two cores one took 110 s and another passed 120 s. The limit is for a stuck
// process, not a speed check.
const CLI_RUNS_LIMIT_MS = 300_000;

describe('npm run backup / npm run restore', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ncr-cli-'));
  const folder = (name: string): Place => ({ dir: path.join(tmp, name) });
  const source = folder('source');
  let server: Place;
  const drops: (() => Promise<void>)[] = [];
  let expected: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    await withDatabase(source, async ({ db }) => {
      const [seller] = await db.insert(users).values({ role: 'seller', fullName: 'CLI Seller', mobile: '+919811199999' }).returning();
      const media: MediaStorage = new FolderMediaStorage(path.join(source.dir, 'media'));
      const name = `${randomUUID()}-detail.webp`;
      await media.put(name, randomBytes(4000), 'image/webp');
      for (const status of ['Active', 'Pending', 'Sold'] as const) {
        const data = samplePropertyData();
        await db
          .insert(properties)
          .values({ ownerId: seller?.id ?? '', status, propertyData: data, media: [`/media/${name}`], ...searchColumns(data) });
      }
    });
    expected = await snapshot(source);
    const pgUrl = inject('pgUrl');
    if (pgUrl) {
      const fresh = await freshDatabase();
      await fresh.database.close();
      drops.push(fresh.drop);
      server = { dir: path.join(tmp, 'server'), url: fresh.url };
    } else {
      server = folder('second');
    }
  }, 60_000);
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it(
    'backs up a data folder and restores it elsewhere, rows and media alike',
    async () => {
      const file = path.join(tmp, 'first.gz');
      const backup = await cli('backup', ['--out', file], source);
      expect(backup.output).toMatch(/Backed up \d+ rows of \d+ tables and 1 media files .* from the embedded database/);
      expect(backup.code).toBe(0);
      const restore = await cli('restore', ['--in', file], server);
      expect(restore.output).toMatch(/Verified: every table's row count and every media file's sha256 match the backup/);
      expect(restore.code).toBe(0);
      expect(await snapshot(server)).toEqual(expected);

      const again = path.join(tmp, 'second.gz');
      expect((await cli('backup', ['--out', again], server)).code).toBe(0);
      const third = folder('third');
      expect((await cli('restore', ['--in', again], third)).code).toBe(0);
      expect(await snapshot(third)).toEqual(expected);

      const refused = await cli('restore', ['--in', file], server);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/The database is not empty \(1 users, 3 listings\); nothing was restored/);
    },
    CLI_RUNS_LIMIT_MS,
  );

  it('refuses to back up an embedded database while a server holds its folder', async () => {
    const unlock = lockDataDir(source.dir);
    try {
      const result = await cli('backup', ['--out', path.join(tmp, 'locked.gz')], source);
      expect(result.code).toBe(1);
      expect(result.output).toMatch(
        /Cannot back up: Another server \(pid \d+\) is already using the data folder .*with its server stopped/,
      );
    } finally {
      unlock();
    }
  }, 60_000);

  it(
    'answers wrong flags, a missing folder or file and a file that is no backup with a message and exit code 1',
    async () => {
      const garbage = path.join(tmp, 'garbage.gz');
      writeFileSync(garbage, 'not a backup at all');
      const cases: [Parameters<typeof cli>, RegExp][] = [
        [['backup', [], source], /--out FILE is required\nUsage: npm run backup -- --out FILE/],
        [['backup', ['--out', 'x.gz', '--verbose'], source], /Unknown option '--verbose'/],
        [['backup', ['--out', path.join(tmp, 'no/such/folder.gz')], source], /The folder .* does not exist/],
        [['backup', ['--out', path.join(tmp, 'x.gz')], folder('empty')], /There is no database in .*: nothing to back up/],
        [['restore', ['--in'], folder('fourth')], /argument missing|Usage: npm run restore -- --in FILE/],
        [['restore', ['--in', path.join(tmp, 'missing.gz')], folder('fourth')], /No backup file at /],
        [['restore', ['--in', garbage], folder('fourth')], /This is not a backup file, or it is damaged/],
      ];
      // At once: each refusal is its own process, and none of them writes anything.
      const results = await Promise.all(cases.map(([args]) => cli(...args)));
      cases.forEach(([args, message], i) => {
        expect(results[i]?.output, args.join(' ')).toMatch(message);
        expect(results[i]?.code, args.join(' ')).toBe(1);
      });
      // Nothing was created where the restores would have gone.
      expect(existsSync(folder('fourth').dir)).toBe(false);
    },
    CLI_RUNS_LIMIT_MS,
  );
});
