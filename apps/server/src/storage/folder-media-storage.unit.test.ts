import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderMediaStorage } from './folder-media-storage';
import type { MediaStorage } from './media-storage';

describe('media folder listing', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ncr-media-list-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the stored files, not dot files (the readiness probe) or folders', async () => {
    const storage: MediaStorage = new FolderMediaStorage(dir);
    await storage.put('a.mp4', Buffer.from('a'), 'video/mp4');
    await storage.put('b-card.webp', Buffer.from('b'), 'image/webp');
    writeFileSync(path.join(dir, '.ready-123'), 'ok');
    mkdirSync(path.join(dir, 'nested'));
    const names: string[] = [];
    for await (const name of storage.list()) names.push(name);
    expect(names.sort()).toEqual(['a.mp4', 'b-card.webp']);
  });
});
