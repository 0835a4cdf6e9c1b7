import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaObject, MediaStorage } from './media-storage';

export interface S3Options {
  bucket: string;
  region: string;
  /** Any S3-compatible server (MinIO, R2, Spaces, …); unset for AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's usual chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key) instead of the host name, as most self-hosted servers need. */
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey'));

/** Media in an S3-compatible bucket, one object per file, keyed by its name. */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
      // Checksums on every request are a newer AWS feature several compatible servers reject.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: name,
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async remove(name: string): Promise<void> {
    // S3 answers a delete of a missing key with success.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: name }));
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: name }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async read(name: string, range?: string): Promise<MediaObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: name, Range: range }));
      if (!answer.Body) return null;
      return {
        status: answer.ContentRange ? 206 : 200,
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        contentLength: answer.ContentLength ?? 0,
        contentRange: answer.ContentRange,
        etag: answer.ETag,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  // One request per page (at most 1,000 keys): the continuation token walks a bucket of any size.
  async *list(pageSize = 1000): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, ContinuationToken: token, MaxKeys: pageSize }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
