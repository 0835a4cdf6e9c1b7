import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/db/client';
import { FolderMediaStorage } from '~/storage/folder-media-storage';
import type { MediaStorage } from '~/storage/media-storage';
import { dumpMedia, dumpTables } from '../../test/backup-fixtures';
import { createListing } from '../../test/fixtures';
import { createTestApp, createUser, freshDatabase, type TestContext } from '../../test/helpers';
import { backupToFile } from './backup';
import { BackupFileError, RestoreRefusedError } from './format';
import { restoreBackup } from './restore';

/** Counts the files written, to show a refused restore had written some before it removed them. */
class CountingStorage extends FolderMediaStorage {
  puts = 0;
  override async put(name: string, data: Buffer): Promise<void> {
    this.puts += 1;
    await super.put(name, data);
  }
}

// Every refused restore must leave the database and the media storage exactly as they were.
describe('restore refuses bad input and non-empty targets, changing nothing', () => {
  let source: TestContext;
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  let targetMedia: CountingStorage;
  let tmp: string;
  let good: Buffer;
  let lines: string[];
  let emptyTarget: Record<string, string[]>;

  beforeAll(async () => {
    source = await createTestApp();
    const seller = await createUser(source, 'seller');
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const name = `${randomUUID()}.mp4`;
      await source.app.media.put(name, randomBytes(20_000), 'video/mp4');
      names.push(name);
    }
    await createListing(source, seller.id, { media: names.map((n) => `/media/${n}`) });
    await createListing(source, seller.id, { status: 'Pending' });
    tmp = mkdtempSync(path.join(os.tmpdir(), 'ncr-restore-'));
    await backupToFile(path.join(tmp, 'good.gz'), { database: source.database, media: source.app.media });
    good = readFileSync(path.join(tmp, 'good.gz'));
    lines = gunzipSync(good).toString('utf8').split('\n').slice(0, -1);
    target = await freshDatabase();
    targetMedia = new CountingStorage(path.join(tmp, 'target-media'));
    emptyTarget = await dumpTables(target.database);
  });
  afterAll(async () => {
    await target?.database.close();
    await target?.drop();
    await source?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  const restoreBytes = (bytes: Buffer, database: Database = target.database, media: MediaStorage = targetMedia) => {
    const file = path.join(tmp, `${randomUUID()}.gz`);
    writeFileSync(file, bytes);
    return restoreBackup({ database, media, input: createReadStream(file) });
  };
  const withLines = (edit: (all: string[]) => string[]) => gzipSync(`${edit([...lines]).join('\n')}\n`);
  const expectTargetUnchanged = async () => {
    expect(await dumpTables(target.database)).toEqual(emptyTarget);
    expect(await dumpMedia(targetMedia)).toEqual({});
  };

  it('refuses a database that holds users or listings', async () => {
    const before = await dumpTables(source.database);
    const files = await dumpMedia(source.app.media);
    const attempt = restoreBytes(good, source.database, source.app.media);
    await expect(attempt).rejects.toThrow(RestoreRefusedError);
    await expect(attempt).rejects.toThrow(/not empty \(1 users, 2 listings\)/);
    expect(await dumpTables(source.database)).toEqual(before);
    expect(await dumpMedia(source.app.media)).toEqual(files);
  });

  it('refuses a file cut short, after media files were already written, and removes them again', async () => {
    const puts = targetMedia.puts;
    await expect(restoreBytes(good.subarray(0, Math.floor(good.length * 0.9)))).rejects.toThrow(/cut short|incomplete/);
    expect(targetMedia.puts).toBeGreaterThan(puts);
    await expectTargetUnchanged();
  });

  it('refuses a file cut at a line boundary (no end line)', async () => {
    await expect(restoreBytes(withLines((all) => all.slice(0, -1)))).rejects.toThrow(/no end line/);
    await expectTargetUnchanged();
  });

  it('refuses garbage, an empty file and another gzip file', async () => {
    await expect(restoreBytes(randomBytes(5000))).rejects.toThrow(/not a backup file/);
    await expect(restoreBytes(Buffer.alloc(0))).rejects.toThrow(BackupFileError);
    await expect(restoreBytes(gzipSync('hello\nworld\n'))).rejects.toThrow(/not a backup file of this app/);
    await expectTargetUnchanged();
  });

  it('refuses a media file whose bytes do not match their checksum', async () => {
    const damaged = withLines((all) => {
      const last = all.length - 2; // the last media entry, before the end line
      const entry = JSON.parse(all[last] ?? '{}') as { data: string };
      entry.data = `${entry.data.startsWith('A') ? 'B' : 'A'}${entry.data.slice(1)}`;
      all[last] = JSON.stringify(entry);
      return all;
    });
    const puts = targetMedia.puts;
    await expect(restoreBytes(damaged)).rejects.toThrow(/does not match its checksum/);
    expect(targetMedia.puts).toBe(puts + 2);
    await expectTargetUnchanged();
  });

  it('refuses a file with a row missing', async () => {
    const marker = lines.findIndex((l) => l.startsWith('{"type":"table","name":"properties"'));
    await expect(restoreBytes(withLines((all) => all.filter((_, i) => i !== marker + 1)))).rejects.toThrow(BackupFileError);
    await expectTargetUnchanged();
  });

  it('refuses a backup made by newer code (a migration this code does not know)', async () => {
    const newer = withLines((all) => {
      const header = JSON.parse(all[0] ?? '{}') as { migrations: { hash: string; createdAt: number }[] };
      header.migrations.push({ hash: 'f'.repeat(64), createdAt: 4_102_444_800_000 });
      all[0] = JSON.stringify(header);
      return all;
    });
    await expect(restoreBytes(newer)).rejects.toThrow(/newer version of the app/);
    await expectTargetUnchanged();
  });

  it('refuses a backup of an earlier migration level into a database already migrated further', async () => {
    const older = withLines((all) => {
      const header = JSON.parse(all[0] ?? '{}') as { migrations: unknown[] };
      header.migrations.pop();
      all[0] = JSON.stringify(header);
      return all;
    });
    await expect(restoreBytes(older)).rejects.toThrow(/other migrations applied than the backup's/);
    await expectTargetUnchanged();
  });

  it('still restores the good file into the target all those attempts left untouched', async () => {
    const summary = await restoreBytes(good);
    expect(summary.media).toBe(3);
    expect(await dumpTables(target.database)).toEqual(await dumpTables(source.database));
    expect(await dumpMedia(targetMedia)).toEqual(await dumpMedia(source.app.media));
  });
});
