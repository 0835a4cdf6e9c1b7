import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client';
import { isServableName } from '~/modules/posting/media-store';
import type { MediaStorage } from '~/storage/media-storage';
import { countRows, type Run, readAppliedMigrations, readSequences, readTables, runner, tableRef } from './catalog';
import { type BackupHeader, FORMAT, VERSION } from './format';
import { LineWriter } from './lines';

const FETCH = 1000;

export interface BackupSummary {
  tables: { name: string; rows: number }[];
  media: number;
  mediaBytes: number;
  /** Listed files that were gone before they could be copied (a running server deleted them). */
  missing: number;
  /** Files in the folder or bucket that are not the app's (no upload or demo name), left out. */
  skipped: number;
}

export interface BackupOptions {
  database: Database;
  media: MediaStorage;
  /** Receives the uncompressed lines; backupToFile compresses them into a file. */
  out: Writable;
}

/**
 * Writes a backup (format.ts) of every table of the public schema and every media file. The rows
 * are read in one REPEATABLE READ, read-only transaction, so on PostgreSQL servers may keep
 * writing meanwhile and the tables still agree with each other. Rows stream through a cursor, a
 * thousand at a time, and media files one at a time: memory stays small whatever the size.
 */
export async function writeBackup({ database, media, out }: BackupOptions): Promise<BackupSummary> {
  const writer = new LineWriter(out);
  const summary: BackupSummary = { tables: [], media: 0, mediaBytes: 0, missing: 0, skipped: 0 };
  let names: string[] = [];
  await database.db.transaction(
    async (tx) => {
      const run = runner(tx);
      const tables = await readTables(run);
      for (const table of tables) summary.tables.push({ name: table.name, rows: await countRows(run, table.name) });
      // Listed inside the snapshot's lifetime: every file the copied rows name exists by now
      // (files are written before the rows that name them, and never change).
      ({ names, skipped: summary.skipped } = await listAppMedia(media));
      const header: BackupHeader = {
        type: 'header',
        format: FORMAT,
        version: VERSION,
        createdAt: new Date().toISOString(),
        database: database.kind,
        mediaStorage: media.kind,
        migrations: await readAppliedMigrations(run),
        tables: tables.map((t, i) => ({ name: t.name, columns: t.columns, rows: summary.tables[i]?.rows ?? 0 })),
        sequences: await readSequences(run),
        media: names.length,
      };
      await writer.write(JSON.stringify(header));
      for (const [i, table] of tables.entries()) {
        await writer.write(JSON.stringify({ type: 'table', name: table.name, rows: header.tables[i]?.rows }));
        await copyRows(run, writer, table.name, table.primaryKey);
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  for (const name of names) {
    const object = await media.read(name);
    if (!object) {
      summary.missing += 1;
      continue;
    }
    const data = await readAll(object.body);
    await writer.write(
      JSON.stringify({
        type: 'media',
        name,
        contentType: object.contentType,
        bytes: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data: data.toString('base64'),
      }),
    );
    summary.media += 1;
    summary.mediaBytes += data.length;
  }
  await writer.write(JSON.stringify({ type: 'end', media: summary.media, missing: summary.missing }));
  return summary;
}

/**
 * Writes the backup gzip-compressed to `file`, readable by its owner only (it holds password
 * hashes and the token signing key). It is written under a temporary name and renamed when
 * complete, so `file` is only ever a whole backup, and an earlier backup of that name stays until then.
 */
export async function backupToFile(file: string, options: Omit<BackupOptions, 'out'>): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  try {
    const summary = await writeBackup({ ...options, out: gzip });
    gzip.end();
    await written;
    await rename(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

async function copyRows(run: Run, writer: LineWriter, table: string, primaryKey: string[]): Promise<void> {
  // Primary-key order makes two backups of the same data identical; a table without a primary key
  // (listing_changes, a log) is copied in whatever order PostgreSQL reads it.
  const order =
    primaryKey.length > 0
      ? sql` order by ${sql.join(
          primaryKey.map((c) => sql`t.${sql.identifier(c)}`),
          sql`, `,
        )}`
      : sql``;
  await run(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${tableRef(table)} t${order}`);
  for (;;) {
    const rows = await run(sql.raw(`fetch forward ${FETCH} from backup_rows`));
    for (const row of rows) await writer.write(String(row.r));
    if (rows.length < FETCH) break;
  }
  await run(sql`close backup_rows`);
}

/** The app's media names, sorted; anything else kept in the same folder or bucket is counted and left out. */
async function listAppMedia(media: MediaStorage): Promise<{ names: string[]; skipped: number }> {
  const names: string[] = [];
  let skipped = 0;
  for await (const name of media.list()) {
    if (isServableName(name)) names.push(name);
    else skipped += 1;
  }
  return { names: names.sort(), skipped };
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
