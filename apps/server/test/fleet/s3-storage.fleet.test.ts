import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo } from '~/modules/posting/testing/media-samples';
import { uploadBody } from '~/modules/posting/testing/multipart';
import { S3MediaStorage } from '~/storage/s3-media-storage';
import { samplePropertyData } from '../fixtures';
import { bearer, createTestApp, createUser, type TestContext } from '../helpers';
import { type RunningS3, startS3 } from './processes';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('media in S3-compatible storage (s3rver)', () => {
  let s3: RunningS3;
  let storage: S3MediaStorage;
  beforeAll(async () => {
    s3 = await startS3();
    storage = new S3MediaStorage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    storage?.close();
    await s3?.stop();
  });

  it('stores, reads whole and by range, and removes objects', async () => {
    const name = `${randomUUID()}.mp4`;
    const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    expect(await storage.exists(name)).toBe(false);
    expect(await storage.read(name)).toBeNull();
    await storage.put(name, data, 'video/mp4');
    expect(await storage.exists(name)).toBe(true);
    const whole = await storage.read(name);
    expect(whole).toMatchObject({ status: 200, contentType: 'video/mp4', contentLength: 5000 });
    expect((await bytesOf(whole?.body as Readable)).equals(data)).toBe(true);
    const part = await storage.read(name, 'bytes=100-199');
    expect(part).toMatchObject({ status: 206, contentLength: 100, contentRange: 'bytes 100-199/5000' });
    expect((await bytesOf(part?.body as Readable)).equals(data.subarray(100, 200))).toBe(true);
    await storage.remove(name);
    expect(await storage.exists(name)).toBe(false);
    // Removing what is gone is not an error.
    await storage.remove(name);
    await storage.check();
  });

  it('fails the readiness check for a bucket that does not exist', async () => {
    const missing = new S3MediaStorage({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    await expect(missing.check()).rejects.toThrow();
    missing.close();
  });

  describe('through the API', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(s3.env);
    });
    afterAll(() => ctx?.close());

    it('keeps an uploaded photo in the bucket, serves it (ranges too) and deletes it with the media', async () => {
      const seller = await createUser(ctx, 'seller');
      const { payload, headers } = uploadBody(samplePropertyData(), [{ data: await photo('jpeg') }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/property/upload',
        payload,
        headers: { ...headers, ...bearer(seller) },
      });
      expect(res.statusCode).toBe(201);
      const url: string = res.json().property.media[0];
      const name = url.replace('/media/', '');
      expect(await storage.exists(name)).toBe(true);
      expect(await storage.exists(name.replace('-detail', '-card'))).toBe(true);

      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const stored = await bytesOf((await storage.read(name))?.body as Readable);
      expect(served.rawPayload.equals(stored)).toBe(true);

      const ranged = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['content-range']).toBe(`bytes 0-9/${stored.length}`);
      expect(ranged.rawPayload.equals(stored.subarray(0, 10))).toBe(true);

      expect((await ctx.app.inject({ method: 'GET', url: `/media/${randomUUID()}.mp4` })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: '/media/secrets.json' })).statusCode).toBe(404);

      const id: string = res.json().property._id;
      // Keeping no media drops the photo.
      const drop = await ctx.app.inject({ method: 'PUT', url: `/api/property/${id}`, payload: { media: [] }, headers: bearer(seller) });
      expect(drop.statusCode).toBe(200);
      expect(await storage.exists(name)).toBe(false);
    });

    it('reports the bucket in readiness', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json().storage).toEqual({ status: 'ok', kind: 's3' });
    });
  });
});
