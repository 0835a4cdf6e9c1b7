import type { ListObjectsV2CommandInput, ListObjectsV2CommandOutput } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { S3MediaStorage } from './s3-media-storage';

// Paging through a bucket. The fleet suite lists a real (s3rver) bucket, but s3rver cannot make
// continuation tokens on Node 20 (it uses DES), so the pages come from a stub of the client here.
describe('S3 media listing', () => {
  it('follows the continuation token until the last page', async () => {
    const storage = new S3MediaStorage({
      bucket: 'media',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    const pages: Record<string, Partial<ListObjectsV2CommandOutput>> = {
      first: { Contents: [{ Key: 'a.mp4' }, { Key: 'b.mp4' }], IsTruncated: true, NextContinuationToken: 't1' },
      t1: { Contents: [{ Key: 'c.mp4' }, {}], IsTruncated: true, NextContinuationToken: 't2' },
      t2: { Contents: [{ Key: 'd.mp4' }], IsTruncated: false },
    };
    const asked: ListObjectsV2CommandInput[] = [];
    (storage as unknown as { client: { send: (command: { input: ListObjectsV2CommandInput }) => Promise<unknown> } }).client.send = async ({
      input,
    }) => {
      asked.push(input);
      return pages[input.ContinuationToken ?? 'first'];
    };
    const names: string[] = [];
    for await (const name of storage.list(2)) names.push(name);
    expect(names).toEqual(['a.mp4', 'b.mp4', 'c.mp4', 'd.mp4']);
    expect(asked.map((i) => [i.Bucket, i.ContinuationToken, i.MaxKeys])).toEqual([
      ['media', undefined, 2],
      ['media', 't1', 2],
      ['media', 't2', 2],
    ]);
    storage.close();
  });
});
