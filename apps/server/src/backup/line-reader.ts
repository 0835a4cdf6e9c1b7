import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { BackupFileError, type BackupHeader, FORMAT, headerLine, parseLine, VERSION } from './format';
import { type Line, readLines } from './lines';

/** Reads a backup file line by line, saying what was expected when something else comes. */
export class LineReader {
  private readonly lines: AsyncGenerator<Line>;
  private last = 0;

  constructor(input: Readable) {
    this.lines = readLines(input);
  }

  /** The next line, or undefined at the end of the file. */
  async next(): Promise<Line | undefined> {
    const { value, done } = await this.lines.next();
    if (done) return undefined;
    this.last = value.number;
    return value;
  }

  /** The next line parsed against `schema`; a missing or different line is a BackupFileError. */
  async expect<T>(schema: z.ZodType<T>, expected: string): Promise<T> {
    const line = await this.next();
    return parseLine(schema, line?.text, line?.number ?? this.last + 1, expected);
  }

  /** Reads on to the end: a cut or corrupted gzip stream only shows itself there. */
  async expectEnd(): Promise<void> {
    const line = await this.next();
    if (line) throw new BackupFileError(`Line ${line.number} of the backup file comes after its end line: the file is damaged.`);
  }

  async close(): Promise<void> {
    await this.lines.return(undefined);
  }

  /** The first line, checked to be a header of the format version this code reads. */
  async header(): Promise<BackupHeader> {
    const line = await this.next();
    if (!line) throw new BackupFileError('The backup file is empty.');
    let value: { type?: unknown; format?: unknown; version?: unknown } | undefined;
    try {
      value = JSON.parse(line.text) as typeof value;
    } catch {
      // Reported below.
    }
    if (value?.type !== 'header' || value.format !== FORMAT)
      throw new BackupFileError('This is not a backup file of this app (its first line is no backup header).');
    if (value.version !== VERSION) {
      throw new BackupFileError(`The backup file is format version ${String(value.version)}; this code reads version ${VERSION}.`);
    }
    return parseLine(headerLine, line.text, line.number, 'header');
  }
}

/** The header of a backup file, read without the rest (the restore command decides how to open the database from it). */
export async function readHeader(input: Readable): Promise<BackupHeader> {
  const reader = new LineReader(input);
  try {
    return await reader.header();
  } finally {
    await reader.close();
  }
}
