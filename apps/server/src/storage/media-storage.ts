import type { Readable } from 'node:stream';

/** A stored file streamed back, whole (200) or one byte range of it (206). */
export interface MediaObject {
  status: 200 | 206;
  body: Readable;
  contentType: string;
  contentLength: number;
  contentRange?: string;
  etag?: string;
}

/**
 * Where uploaded photos and videos live (docs/decisions/0016-media-storage.md). Names are made by
 * the server (random UUIDs, or the seeded demo photos) and never reused, so a write never
 * replaces a file and a file never changes.
 */
export interface MediaStorage {
  readonly kind: 'folder' | 's3';
  /** Stores a new file. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes a file; one already gone is not an error. */
  remove(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The file, or the byte range a `Range` header asks for; null when there is no such file. */
  read(name: string, range?: string): Promise<MediaObject | null>;
  /** Resolves when the storage can be written and read (readiness); rejects with the reason otherwise. */
  check(): Promise<void>;
  /**
   * The name of every stored file, in no particular order, read a page at a time so a storage of
   * any size can be walked (backups, docs/decisions/0047-backup-and-restore.md).
   */
  list(): AsyncIterable<string>;
}
