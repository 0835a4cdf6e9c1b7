import { createReadStream, mkdirSync } from 'node:fs';
import { access, opendir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaObject, MediaStorage } from './media-storage';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.mp4': 'video/mp4' };

/** Media in a folder: DATA_DIR/media, or MEDIA_DIR (a volume shared by every server of a fleet). */
export class FolderMediaStorage implements MediaStorage {
  readonly kind = 'folder';

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  async put(name: string, data: Buffer): Promise<void> {
    // 'wx' never overwrites: names are random UUIDs, a clash means something is badly wrong.
    await writeFile(this.pathOf(name), data, { flag: 'wx', mode: 0o600 });
  }

  async remove(name: string): Promise<void> {
    await unlink(this.pathOf(name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async exists(name: string): Promise<boolean> {
    return access(this.pathOf(name)).then(
      () => true,
      () => false,
    );
  }

  // The media route serves this folder with @fastify/static (ranges, conditional requests), so
  // this is only the whole-file read the interface promises (backups, copies between storages).
  async read(name: string): Promise<MediaObject | null> {
    const file = this.pathOf(name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      status: 200,
      body: createReadStream(file),
      contentType: TYPES[path.extname(name)] ?? 'application/octet-stream',
      contentLength: info.size,
    };
  }

  // Only the names the other methods accept: plain files, no dot files (the readiness probe).
  async *list(): AsyncIterable<string> {
    for await (const entry of await opendir(this.dir)) {
      if (entry.isFile() && !entry.name.startsWith('.')) yield entry.name;
    }
  }

  async check(): Promise<void> {
    const probe = path.join(this.dir, `.ready-${process.pid}`);
    await writeFile(probe, 'ok', { mode: 0o600 });
    await unlink(probe);
  }

  private pathOf(name: string): string {
    if (name !== path.basename(name) || name.startsWith('.')) throw new Error(`refusing to touch ${name}`);
    return path.join(this.dir, name);
  }
}
