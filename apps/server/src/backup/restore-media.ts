import { createHash } from 'node:crypto';
import { isServableName } from '~/modules/posting/media-store';
import type { MediaStorage } from '~/storage/media-storage';
import { readAll } from './backup';
import { BackupFileError, type BackupHeader, endLine, mediaLine, parseLine, RestoreRefusedError } from './format';
import type { LineReader } from './line-reader';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export interface MediaSummary {
  media: number;
  mediaBytes: number;
  /** Files the storage already held with the same bytes (restoring next to a bucket that survived). */
  alreadyPresent: number;
  missing: number;
}

/**
 * Writes the backup's media files into the storage. A storage is no transaction, so the files this
 * restore wrote are remembered and removed again by undo() when anything fails later.
 */
export class MediaRestore {
  private readonly written: string[] = [];
  private readonly expected = new Map<string, string>();

  constructor(private readonly storage: MediaStorage) {}

  /** Reads the media entries and the end line, through to the end of the file. */
  async restoreAll(reader: LineReader, header: BackupHeader): Promise<MediaSummary> {
    const summary: MediaSummary = { media: 0, mediaBytes: 0, alreadyPresent: 0, missing: 0 };
    for (;;) {
      const line = await reader.next();
      if (!line) throw new BackupFileError('The backup file has no end line: it is incomplete.');
      if (line.text.startsWith('{"type":"end"')) {
        const end = parseLine(endLine, line.text, line.number, 'end line');
        if (end.media !== summary.media || end.media + end.missing !== header.media) {
          throw new BackupFileError(
            `The backup file holds ${summary.media} media files; its header and end line promise ${header.media - end.missing}. It is damaged.`,
          );
        }
        summary.missing = end.missing;
        break;
      }
      const entry = parseLine(mediaLine, line.text, line.number, 'media entry');
      const data = Buffer.from(entry.data, 'base64');
      if (!isServableName(entry.name))
        throw new BackupFileError(`Media entry "${entry.name}" (line ${line.number}) is not a media file name of this app.`);
      if (this.expected.has(entry.name)) throw new BackupFileError(`Media file ${entry.name} appears twice in the backup file.`);
      if (data.length !== entry.bytes || sha256(data) !== entry.sha256) {
        throw new BackupFileError(
          `Media file ${entry.name} (line ${line.number}) does not match its checksum: the backup file is damaged.`,
        );
      }
      await this.write(entry.name, data, entry.contentType, summary);
      this.expected.set(entry.name, entry.sha256);
      summary.media += 1;
      summary.mediaBytes += data.length;
    }
    await reader.expectEnd();
    return summary;
  }

  /** Reads every restored file back from the storage and compares its sha256 with the backup's. */
  async verify(): Promise<void> {
    for (const [name, expected] of this.expected) {
      const object = await this.storage.read(name);
      const actual = object ? sha256(await readAll(object.body)) : 'missing';
      if (actual !== expected)
        throw new Error(
          `Media file ${name} reads back ${actual === 'missing' ? 'missing' : 'different'} from the storage after the restore.`,
        );
    }
  }

  /** Removes the files this restore wrote (not ones the storage already had). */
  async undo(): Promise<void> {
    for (const name of this.written.splice(0)) await this.storage.remove(name).catch(() => {});
  }

  private async write(name: string, data: Buffer, contentType: string, summary: MediaSummary): Promise<void> {
    const existing = await this.storage.read(name);
    if (existing) {
      if (sha256(await readAll(existing.body)) !== sha256(data)) {
        throw new RestoreRefusedError(
          `The media storage already holds ${name} with other content; restore into an empty folder or bucket.`,
        );
      }
      summary.alreadyPresent += 1;
      return;
    }
    await this.storage.put(name, data, contentType);
    this.written.push(name);
  }
}
