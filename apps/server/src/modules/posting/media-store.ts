import type { MediaStorage } from '~/storage/media-storage';
import type { StoredFile } from './media-pipeline';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// The only names /media serves: server-made upload names and the seeded demo photos.
const UPLOAD_NAME = new RegExp(`^${UUID}(?:-(?:card|detail)\\.webp|\\.mp4)$`);
// Demo names: `demo-<kind>-NN` (docs/decisions/0035), and the older `demo-NN` of databases seeded before.
const DEMO_NAME = /^demo-(?:(?:flat|house|plot|shop|office)-)?\d{2}-(?:card|detail)\.webp$/;

export const isServableName = (name: string): boolean => UPLOAD_NAME.test(name) || DEMO_NAME.test(name);
export const isUploadName = (name: string): boolean => UPLOAD_NAME.test(name);

/** The stored files behind a listing's media URL (a photo has a detail and a card file). */
export function fileNamesOfUrl(url: string): string[] {
  const name = url.startsWith('/media/') ? url.slice('/media/'.length) : '';
  if (!isUploadName(name)) return [];
  return name.endsWith('-detail.webp') ? [name, `${name.slice(0, -'-detail.webp'.length)}-card.webp`] : [name];
}

/** Uploaded media, through the configured storage (a folder or an S3 bucket). */
export class MediaStore {
  constructor(readonly storage: MediaStorage) {}

  /** Writes every file or none: on a failure the ones already written are removed again. */
  async writeAll(files: StoredFile[]): Promise<void> {
    const written: string[] = [];
    try {
      for (const file of files) {
        await this.storage.put(this.checked(file.fileName), file.data, file.contentType);
        written.push(file.fileName);
      }
    } catch (error) {
      await this.removeAll(written);
      throw error;
    }
  }

  /** Removes files, ignoring ones already gone. */
  async removeAll(fileNames: string[]): Promise<void> {
    await Promise.all(fileNames.map((name) => this.storage.remove(this.checked(name))));
  }

  private checked(fileName: string): string {
    if (!isUploadName(fileName)) throw new Error(`refusing to touch ${fileName}`);
    return fileName;
  }
}
