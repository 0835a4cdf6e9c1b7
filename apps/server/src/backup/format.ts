import { z } from 'zod';

/**
 * A backup file (docs/decisions/0047-backup-and-restore.md) is gzip-compressed JSON lines:
 *
 *   header                       what follows, counted, and the migrations it was made at
 *   table marker, N row lines    per table in foreign-key order; a row line is PostgreSQL's
 *                                row_to_json of the row, copied untouched, so no type is
 *                                re-encoded by JavaScript (bigint, numeric, timestamps keep every digit)
 *   media entry …                one line per stored file, its bytes in base64 with their sha256
 *   end                          written last, so a file cut short at a line boundary is noticed
 */
export const FORMAT = 'ncr-urgent-sale-backup';
export const VERSION = 1;

const count = z.number().int().min(0);

export const headerLine = z.object({
  type: z.literal('header'),
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  mediaStorage: z.enum(['folder', 's3']),
  /** The Drizzle migrations the database had, oldest first (drizzle.__drizzle_migrations). */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  /** Every table of the public schema, in the order its rows follow (referenced tables first). */
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)).min(1), rows: count })),
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  /** Media files listed when the backup began; `end` says how many of them were still there to copy. */
  media: count,
});
export type BackupHeader = z.infer<typeof headerLine>;

export const tableLine = z.object({ type: z.literal('table'), name: z.string(), rows: count });

export const mediaLine = z.object({
  type: z.literal('media'),
  name: z.string(),
  contentType: z.string().min(1),
  bytes: count,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  data: z.string(),
});
export type MediaLine = z.infer<typeof mediaLine>;

export const endLine = z.object({
  type: z.literal('end'),
  media: count,
  /** Listed files gone before they could be read (deleted by a running server meanwhile). */
  missing: count,
});

/** A file that is not a backup, or is damaged: the message says what is wrong, for the operator. */
export class BackupFileError extends Error {}

/** The target database or storage is not one a backup may be restored into. */
export class RestoreRefusedError extends Error {}

/** Parses one line against `schema`, or says which line of the file is wrong and how. */
export function parseLine<T>(schema: z.ZodType<T>, text: string | undefined, lineNumber: number, expected: string): T {
  if (text === undefined)
    throw new BackupFileError(`The backup file ends early: ${expected} expected at line ${lineNumber}. It is incomplete.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupFileError(`Line ${lineNumber} of the backup file is not JSON (${expected} expected). The file is damaged.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')}: ${issue.message})` : '';
    throw new BackupFileError(`Line ${lineNumber} of the backup file is not the ${expected} expected${where}.`);
  }
  return parsed.data;
}
