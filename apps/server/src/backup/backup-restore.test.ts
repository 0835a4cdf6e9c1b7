import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderMediaStorage } from '~/storage/folder-media-storage';
import { S3MediaStorage } from '~/storage/s3-media-storage';
import { dumpMedia, dumpTables, PROBE_TABLE, populate } from '../../test/backup-fixtures';
import { type RunningS3, startS3 } from '../../test/fleet/processes';
import { createTestApp, freshDatabase, type TestContext } from '../../test/helpers';
import { type BackupSummary, backupToFile } from './backup';
import { readHeader } from './line-reader';
import { restoreBackup } from './restore';

describe('backup and restore', () => {
  let source: TestContext;
  let tmp: string;
  let file: string;
  let backedUp: BackupSummary;
  beforeAll(async () => {
    source = await createTestApp();
    await populate(source);
    tmp = mkdtempSync(path.join(os.tmpdir(), 'ncr-backup-'));
    file = path.join(tmp, 'backup.jsonl.gz');
    backedUp = await backupToFile(file, { database: source.database, media: source.app.media });
  });
  afterAll(async () => {
    await source?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('restores every row of every table and every media file into an empty database', async () => {
    const target = await freshDatabase();
    try {
      await target.database.db.execute(PROBE_TABLE);
      const media = new FolderMediaStorage(path.join(tmp, 'restored-media'));
      const restored = await restoreBackup({ database: target.database, media, input: createReadStream(file) });

      const before = await dumpTables(source.database);
      // Every table takes part: a table added later fails here until populate() gives it rows.
      for (const [table, rows] of Object.entries(before)) expect(rows.length, `populate() leaves ${table} empty`).toBeGreaterThan(0);
      expect(Object.keys(before)).toContain('backup_probe');
      expect(await dumpTables(target.database)).toEqual(before);
      const files = await dumpMedia(source.app.media);
      expect(Object.keys(files)).toHaveLength(9);
      expect(await dumpMedia(media)).toEqual(files);

      expect(restored.tables).toEqual(backedUp.tables);
      expect(restored).toMatchObject({ media: 9, mediaBytes: backedUp.mediaBytes, alreadyPresent: 0, missing: 0 });
      // The identity column's sequence carries on after the restored ids.
      const next = await target.database.db.execute(
        sql`insert into "backup_probe" ("user_id") select "id" from "users" limit 1 returning "id"`,
      );
      expect((next as unknown as { rows: { id: unknown }[] }).rows[0]?.id).toEqual(expect.anything());
      expect(String((next as unknown as { rows: { id: unknown }[] }).rows[0]?.id)).toBe('3');
    } finally {
      await target.database.close();
      await target.drop();
    }
  });

  it('writes a header naming the database, the migrations and each table in foreign-key order, and leaves pg-boss out', async () => {
    const header = await readHeader(createReadStream(file));
    expect(header).toMatchObject({
      format: 'ncr-urgent-sale-backup',
      version: 1,
      database: source.database.kind,
      mediaStorage: 'folder',
      media: 9,
    });
    expect(header.migrations.length).toBeGreaterThan(8);
    const order = header.tables.map((t) => t.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('properties'));
    expect(order.indexOf('properties')).toBeLessThan(order.indexOf('wishlist'));
    expect(order.indexOf('saved_searches')).toBeLessThan(order.indexOf('saved_search_matches'));
    expect(order.indexOf('saved_searches')).toBeLessThan(order.indexOf('notifications'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('backup_probe'));
    expect(order.some((name) => name.startsWith('pgboss') || name.includes('drizzle'))).toBe(false);
    expect(header.sequences).toEqual([{ name: 'backup_probe_id_seq', lastValue: '2', isCalled: true }]);
    // The generated column is recomputed on restore, not carried.
    expect(header.tables.find((t) => t.name === 'backup_probe')?.columns).not.toContain('note_length');
  });

  describe('with media in an S3-compatible bucket', () => {
    let from: RunningS3;
    let to: RunningS3;
    beforeAll(async () => {
      from = await startS3('from-bucket');
      to = await startS3('to-bucket');
    });
    afterAll(async () => {
      await from?.stop();
      await to?.stop();
    });

    it('backs up the bucket and restores into another, over PostgreSQL or PGlite alike', async () => {
      const s3Source = await createTestApp(from.env);
      const target = await freshDatabase();
      const bucket = new S3MediaStorage({
        bucket: to.bucket,
        region: 'us-east-1',
        endpoint: to.endpoint,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
      });
      try {
        await populate(s3Source);
        const s3File = path.join(tmp, 's3.jsonl.gz');
        await backupToFile(s3File, { database: s3Source.database, media: s3Source.app.media });
        expect((await readHeader(createReadStream(s3File))).mediaStorage).toBe('s3');
        await target.database.db.execute(PROBE_TABLE);
        await restoreBackup({ database: target.database, media: bucket, input: createReadStream(s3File) });
        expect(await dumpTables(target.database)).toEqual(await dumpTables(s3Source.database));
        const files = await dumpMedia(s3Source.app.media);
        expect(Object.keys(files)).toHaveLength(9);
        expect(await dumpMedia(bucket)).toEqual(files);
        expect((await bucket.read(Object.keys(files).find((n) => n.endsWith('.mp4')) ?? ''))?.contentType).toBe('video/mp4');
      } finally {
        bucket.close();
        await target.database.close();
        await target.drop();
        await s3Source.close();
      }
    });
  });
});
