import type { Env } from '~/config/env';
import { FolderMediaStorage } from './folder-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

/** S3 when S3_BUCKET is set, else the media folder. */
export function createMediaStorage(env: Env): MediaStorage {
  if (!env.S3_BUCKET) return new FolderMediaStorage(env.mediaDir);
  return new S3MediaStorage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
