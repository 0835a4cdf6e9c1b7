import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '~/app';
import { backupToFile } from '~/backup/backup';
import { loadEnv } from '~/config/env';
import { type Database, openPglite } from '~/db/client';
import { lockDataDir } from '~/db/lock';
import { keepEmbeddedDatabasePrivate, secureDataFolders } from '~/lib/private-files';
import { photo } from '../src/modules/posting/testing/media-samples';
import { uploadBody } from '../src/modules/posting/testing/multipart';
import { samplePropertyData } from './fixtures';
import { bearer, createUser, type TestContext } from './helpers';

/** Every file and folder under `root` (itself included) whose mode gives group or others anything. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    const info = lstatSync(at);
    if ((info.mode & 0o077) !== 0) found.push(`${path.relative(root, at) || '.'} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
  };
  walk(root);
  return found;
}

// docs/decisions/0098: whatever umask the server is started with, what it writes into DATA_DIR (the
// embedded database, media, the outbox with live codes, the lock) and its backups are its user's alone.
describe.skipIf(!!inject('pgUrl'))('the data folder, started with umask 000', () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'ncr-perms-'));
  const dataDir = path.join(parent, 'data');
  let umask: number;
  let database: Database;
  let app: App;
  let unlock: () => void;

  beforeAll(async () => {
    umask = process.umask(0o000);
    // An install from before: a world-writable database file and a readable outbox.
    mkdirSync(path.join(dataDir, 'db'), { recursive: true, mode: 0o777 });
    chmodSync(dataDir, 0o777);
    writeFileSync(path.join(dataDir, 'db', 'old-file'), 'x', { mode: 0o666 });
    writeFileSync(path.join(dataDir, 'outbox.jsonl'), '', { mode: 0o644 });

    // As server.ts starts.
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: path.join(parent, 'no-web'),
    });
    secureDataFolders(env);
    unlock = lockDataDir(dataDir);
    database = keepEmbeddedDatabasePrivate(await openPglite(path.join(dataDir, 'db')), path.join(dataDir, 'db'));
    app = await buildApp({ env, database });
    await app.ready();
  });
  afterAll(async () => {
    // Closed by the test; again here (harmlessly) when it failed first.
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    unlock?.();
    process.umask(umask);
    rmSync(parent, { recursive: true, force: true });
  });

  it('keeps every file 0600 and every folder 0700: database, media, outbox, lock and backups', async () => {
    const ctx = { app, database, dataDir } as TestContext;
    // A sign-in code to the outbox, a listing with a photo into the media folder, a backup.
    const otp = await app.inject({
      method: 'POST',
      url: '/api/auth/otp/request',
      payload: { channel: 'phone', destination: '9876501234', role: 'buyer' },
    });
    expect(otp.statusCode).toBe(200);
    const seller = await createUser(ctx, 'seller');
    const upload = uploadBody(samplePropertyData({ property: { type: 'flat' } }), [{ data: await photo('jpeg', 640, 480) }]);
    const posted = await app.inject({
      method: 'POST',
      url: '/api/property/upload',
      headers: { ...bearer(seller), ...upload.headers },
      payload: upload.payload,
    });
    expect(posted.statusCode).toBe(201);
    const backups = path.join(dataDir, 'backups');
    mkdirSync(backups, { mode: 0o700 });
    await backupToFile(path.join(backups, 'ncr.jsonl.gz'), { database, media: app.media });

    const media = readdirSync(path.join(dataDir, 'media'));
    expect(media.length).toBeGreaterThan(0);
    expect(readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(10);
    expect(openToOthers(dataDir)).toEqual([]);
    // And after the shutdown closes the database.
    await app.close();
    await database.close();
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
