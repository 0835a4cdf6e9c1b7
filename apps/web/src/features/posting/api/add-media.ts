import type { Listing } from '@ncr/shared/schemas/property';
import { sendWithProgress } from './send-with-progress';

/** POST /api/property/{id}/media: adds photos or videos to an existing listing. */
export function addMedia(id: string, files: File[], onProgress?: (percent: number) => void) {
  const body = new FormData();
  for (const file of files) body.append('media', file, file.name);
  return sendWithProgress<{ property: Listing }>('POST', `/api/property/${id}/media`, body, onProgress);
}
