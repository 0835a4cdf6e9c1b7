import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { BackupFileError } from './format';

// Far above the longest real line (a 5 MB upload is 7 MB of base64), far below what a string can
// hold: a damaged file with no line breaks fails here instead of exhausting memory.
const MAX_LINE = 64 * 1024 * 1024;

/** Writes lines to a stream, waiting whenever it asks to, so nothing piles up in memory. */
export class LineWriter {
  constructor(private readonly stream: Writable) {}

  async write(line: string): Promise<void> {
    if (this.stream.errored) throw this.stream.errored;
    // once() rejects if the stream fails while we wait (a full disk, say).
    if (!this.stream.write(`${line}\n`)) await once(this.stream, 'drain');
  }
}

/** A line of the file with its number (from 1), for messages that point at it. */
export interface Line {
  text: string;
  number: number;
}

/**
 * The lines of a gzip-compressed file, read as they are needed. A file that is not gzip, is cut
 * short or fails its checksum throws BackupFileError when the damage is reached, which for a cut is
 * at the very end: callers read to the end before trusting what they have done.
 */
export async function* readLines(input: Readable): AsyncGenerator<Line> {
  const gunzip = createGunzip();
  const piping = pipeline(input, gunzip).catch(() => {
    // The same error reaches the loop below through gunzip; this only keeps it from going unhandled.
  });
  const decoder = new StringDecoder('utf8');
  let parts: string[] = [];
  let partsLength = 0;
  let number = 0;
  try {
    for await (const chunk of gunzip) {
      const text = decoder.write(chunk as Buffer);
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        parts.push(text.slice(start, end));
        number += 1;
        yield { text: parts.join(''), number };
        parts = [];
        partsLength = 0;
        start = end + 1;
      }
      if (start < text.length) {
        parts.push(text.slice(start));
        partsLength += text.length - start;
        if (partsLength > MAX_LINE) throw new BackupFileError(`Line ${number + 1} of the backup file is too long: the file is damaged.`);
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw unreadable(error);
  } finally {
    gunzip.destroy();
    await piping;
  }
  if (partsLength > 0 || decoder.end().length > 0) {
    throw new BackupFileError('The backup file ends in the middle of a line: it is incomplete.');
  }
}

function unreadable(error: unknown): BackupFileError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupFileError(`No such file: ${(error as NodeJS.ErrnoException).path ?? ''}`);
  if (code === 'EISDIR' || code === 'EACCES') return new BackupFileError(`Cannot read the backup file: ${(error as Error).message}`);
  if (code === 'Z_BUF_ERROR')
    return new BackupFileError('The backup file is cut short (its compressed data ends early): it is incomplete.');
  if (code?.startsWith('Z_'))
    return new BackupFileError(`This is not a backup file, or it is damaged (gzip: ${(error as Error).message}).`);
  return new BackupFileError(`Cannot read the backup file: ${(error as Error).message}`);
}
