import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenOptions } from '~/db/client';
import { FolderMediaStorage } from '~/storage/folder-media-storage';
import type { MediaStorage } from '~/storage/media-storage';
import { dumpMedia } from '../../test/backup-fixtures';
import { freshDatabase } from '../../test/helpers';
import { backupToFile } from './backup';
import { readAppliedMigrations, runner } from './catalog';
import { knownMigrations, migrationsFolderUpTo } from './migrations';
import { restoreFile } from './restore-file';

type Fresh = Awaited<ReturnType<typeof freshDatabase>>;
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('a backup made by older code', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ncr-older-'));
  const databases: Fresh[] = [];
  afterAll(async () => {
    for (const d of databases) {
      await d.database.close().catch(() => {});
      await d.drop();
    }
    rmSync(tmp, { recursive: true, force: true });
  });

  it('is restored at its own migration level, then brought up to date by the newer migrations', async () => {
    const known = knownMigrations();
    const earlier = migrationsFolderUpTo(known.length - 1);
    const old = await freshDatabase({ migrationsFolder: earlier.folder });
    earlier.remove();
    databases.push(old);
    // Plain SQL: the app's Drizzle schema describes the current level, not this one.
    const [seller] = rowsOf(
      await old.database.db.execute(sql`insert into users (role, full_name) values ('seller', 'Old Seller') returning id`),
    );
    await old.database.db.execute(sql`
      insert into properties (owner_id, status, property_data, city, type, price_lakhs)
      values (${seller?.id}, 'Active', '{"title": "An older listing"}', 'Noida', 'Flat', 55.5)`);
    const oldMedia: MediaStorage = new FolderMediaStorage(path.join(tmp, 'old-media'));
    await oldMedia.put(`${randomUUID()}.mp4`, randomBytes(3000), 'video/mp4');
    const file = path.join(tmp, 'older.gz');
    await backupToFile(file, { database: old.database, media: oldMedia });

    const media = new FolderMediaStorage(path.join(tmp, 'new-media'));
    let opened: OpenOptions = {};
    let target: Fresh | undefined;
    const summary = await restoreFile(file, async (options) => {
      opened = options;
      target = await freshDatabase(options);
      databases.push(target);
      return { database: target.database, media, done: async () => {} };
    });

    expect(opened.migrationsFolder).toBeDefined();
    expect(summary.migrationsApplied).toBe(1);
    if (!target) throw new Error('no target opened');
    const applied = await target.database.db.transaction(async (tx) => readAppliedMigrations(runner(tx)));
    expect(applied.map((m) => m.createdAt)).toEqual(known.map((m) => m.createdAt));
    const listings = rowsOf(
      await target.database.db.execute(sql`select p.price_lakhs, u.full_name from properties p join users u on u.id = p.owner_id`),
    );
    expect(listings).toEqual([{ price_lakhs: 55.5, full_name: 'Old Seller' }]);
    expect(await dumpMedia(media)).toEqual(await dumpMedia(oldMedia));
  });
});
