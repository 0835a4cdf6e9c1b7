import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '@ncr/shared/constants';
import { TEXTS } from '@ncr/shared/texts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaFiles, properties } from '~/db/schema';
import type { AppEvents } from '~/shared/events';
import { samplePropertyData } from '../../../test/fixtures';
import { bearer, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers';
import { UPLOAD_CUT_SHORT } from './multipart-reader';
import { postingRepository } from './posting.repository';
import { flat, HTML, mp4, photo } from './testing/media-samples';
import { multipart, uploadBody } from './testing/multipart';
import { snapshot } from './testing/snapshot';

describe('POST /api/property/upload', () => {
  let ctx: TestContext;
  let seller: TestUser;
  const created: AppEvents['property.created'][] = [];
  const mediaPath = (url: string) => path.join(ctx.dataDir, 'media', url.replace('/media/', ''));

  beforeAll(async () => {
    ctx = await createTestApp({}, { extend: (app) => app.events.on('property.created', (e) => void created.push(e)) });
    seller = await createUser(ctx, 'seller');
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  const upload = (user: TestUser | null, body: { payload: Buffer; headers: Record<string, string> }) =>
    ctx.app.inject({ method: 'POST', url: '/api/property/upload', headers: { ...bearer(user), ...body.headers }, payload: body.payload });

  /** Asserts a refused upload: its status and message, and nothing written anywhere. */
  async function expectRefused(
    user: TestUser | null,
    body: { payload: Buffer; headers: Record<string, string> },
    status: number,
    message: string,
  ) {
    const before = await snapshot(ctx);
    const res = await upload(user, body);
    expect({ status: res.statusCode, error: res.json().error }).toEqual({ status, error: message });
    expect(await snapshot(ctx)).toEqual(before);
  }

  it('stores a flat with two photos and a video: Pending, owned by the caller, WebP in two sizes', async () => {
    const jpeg = await photo('jpeg', 1600, 1200, { exif: true });
    expect(jpeg.includes(Buffer.from('SecretCam'))).toBe(true);
    const data = samplePropertyData({ property: { type: 'flat' } });
    // Server-set fields in the payload are ignored.
    const spoofed = { ...data, status: 'Active', isFeatured: true, userId: 'someone', media: ['https://evil.example/x.jpg'] };
    const res = await upload(
      seller,
      uploadBody(spoofed, [
        { data: jpeg, filename: 'IMG_0001.jpg' },
        { data: await photo('png', 640, 480), filename: 'plan.png', contentType: 'image/png' },
        { data: mp4(), filename: 'tour.mp4', contentType: 'video/mp4' },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const { property } = res.json();
    expect(property).toMatchObject({ status: 'Pending', isFeatured: false, userId: { _id: seller.id, role: 'seller' } });
    expect(property.media).toHaveLength(3);
    expect(property.media[0]).toMatch(/^\/media\/[0-9a-f-]{36}-detail\.webp$/);
    expect(property.media[1]).toMatch(/^\/media\/[0-9a-f-]{36}-detail\.webp$/);
    expect(property.media[2]).toMatch(/^\/media\/[0-9a-f-]{36}\.mp4$/);
    expect(property.propertyData.media).toBeUndefined();
    expect(Date.now() - Date.parse(property.propertyData.date)).toBeLessThan(60_000);

    // The photo: re-encoded WebP, upright size limits, no EXIF left (no location, no camera).
    const detail = readFileSync(mediaPath(property.media[0]));
    const card = readFileSync(mediaPath(property.media[0].replace('-detail.webp', '-card.webp')));
    const detailMeta = await sharp(detail).metadata();
    expect(detailMeta).toMatchObject({ format: 'webp', width: 1280, height: 960 });
    expect(detailMeta.exif).toBeUndefined();
    expect(detail.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(await sharp(card).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    // The video is stored byte for byte.
    expect(readFileSync(mediaPath(property.media[2])).equals(mp4())).toBe(true);

    const rows = await ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.propertyId, property._id));
    expect(rows.map((r) => `${r.kind} ${r.contentType}`).sort()).toEqual([
      'image image/webp',
      'image image/webp',
      'image image/webp',
      'image image/webp',
      'video video/mp4',
    ]);
    expect(created).toContainEqual({ propertyId: property._id, title: data.property.title, ownerRole: 'seller' });
  });

  it('serves the stored files with their type, nosniff, long caching and ranges for video', async () => {
    const res = await upload(seller, uploadBody(samplePropertyData(), [{ data: await photo('webp', 300, 200) }, { data: mp4(10_000) }]));
    const [image, video] = res.json().property.media as string[];
    const got = await ctx.app.inject({ method: 'GET', url: image });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const card = await ctx.app.inject({ method: 'GET', url: image?.replace('-detail', '-card') });
    expect(card.statusCode).toBe(200);

    const range = await ctx.app.inject({ method: 'GET', url: video, headers: { range: 'bytes=100-199' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.headers['content-range']).toBe(`bytes 100-199/${mp4(10_000).length}`);
    expect(range.rawPayload.equals(mp4(10_000).subarray(100, 200))).toBe(true);
  });

  it('serves only server-made names: no other file, no path out of the folder', async () => {
    for (const url of [
      '/media/../db/PG_VERSION',
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e/secrets.json',
      '/media/secrets.json',
      '/media/demo-01-card.png',
      '/media/0f8fad5b-d9cb-469f-a165-70867728950e-detail.webp.html',
      '/media/0f8fad5b-d9cb-469f-a165-70867728950e-detail.webp',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect([400, 403, 404], url).toContain(res.statusCode);
    }
  });

  it('starts staff listings Active, and seller listings Active when auto-approve is on', async () => {
    const admin = await createUser(ctx, 'subadmin');
    expect((await upload(admin, uploadBody(samplePropertyData()))).json().property.status).toBe('Active');
    await ctx.app.settingsStore.update({ autoApproveListings: true });
    try {
      expect((await upload(seller, uploadBody(samplePropertyData()))).json().property.status).toBe('Active');
    } finally {
      await ctx.app.settingsStore.update({ autoApproveListings: false });
    }
  });

  it("stores 'N/A' for the fields a plot does not have", async () => {
    const plot = samplePropertyData({ property: { type: 'plot', plotSize: '200', bhk: '3', floorNumber: '4', builtUpArea: '' } });
    const res = await upload(seller, uploadBody(plot));
    expect(res.statusCode).toBe(201);
    expect(res.json().property.propertyData.property).toMatchObject({
      bhk: 'N/A',
      floorNumber: 'N/A',
      totalFloors: 'N/A',
      builtUpArea: 'N/A',
      carpetArea: 'N/A',
      plotSize: '200',
    });
  });

  it('re-encodes a polyglot (a real JPEG with an HTML page glued on) into a clean WebP', async () => {
    const polyglot = Buffer.concat([await photo('jpeg', 400, 300), HTML]);
    const res = await upload(seller, uploadBody(samplePropertyData(), [{ data: polyglot, filename: 'x.jpg' }]));
    expect(res.statusCode).toBe(201);
    const stored = readFileSync(mediaPath(res.json().property.media[0]));
    expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  describe('refusals leave nothing behind', () => {
    // A fresh seller per case keeps these clear of the per-account upload rate limit.
    let poster: TestUser;
    beforeEach(async () => {
      poster = await createUser(ctx, 'seller');
    });

    it('a file over 5 MB: 413', async () => {
      const big = Buffer.concat([await photo('jpeg', 64, 64), Buffer.alloc(MAX_UPLOAD_BYTES)]);
      await expectRefused(
        poster,
        uploadBody(samplePropertyData(), [{ data: await photo('jpeg') }, { data: big }]),
        413,
        TEXTS.fileTooLarge,
      );
    });

    it('an HTML page or a script named .jpg and sent as image/jpeg: 415', async () => {
      await expectRefused(poster, uploadBody(samplePropertyData(), [{ data: HTML, filename: 'cat.jpg' }]), 415, TEXTS.invalidFileType);
      const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
      await expectRefused(
        poster,
        uploadBody(samplePropertyData(), [{ data: await photo('jpeg') }, { data: script, filename: 'a.jpg' }]),
        415,
        TEXTS.invalidFileType,
      );
    });

    it('a polyglot that is only a JPEG header followed by HTML: 415', async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), HTML]);
      await expectRefused(poster, uploadBody(samplePropertyData(), [{ data: fake }]), 415, TEXTS.invalidFileType);
    });

    it('an MP4 with a page appended, or a QuickTime file: 415', async () => {
      await expectRefused(
        poster,
        uploadBody(samplePropertyData(), [{ data: Buffer.concat([mp4(), HTML]), contentType: 'video/mp4' }]),
        415,
        TEXTS.invalidFileType,
      );
      const mov = mp4();
      mov.write('qt  ', 8, 'latin1');
      await expectRefused(poster, uploadBody(samplePropertyData(), [{ data: mov, contentType: 'video/mp4' }]), 415, TEXTS.invalidFileType);
    });

    it('a decompression bomb (a tiny PNG of 48 megapixels): 413', async () => {
      const bomb = await flat('png', 8000, 6000);
      expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
      await expectRefused(
        poster,
        uploadBody(samplePropertyData(), [{ data: bomb, contentType: 'image/png' }]),
        413,
        'Image too large: photos must be at most 40 megapixels',
      );
    });

    it('a PNG whose header promises a billion pixels: 413', async () => {
      await expectRefused(
        poster,
        uploadBody(samplePropertyData(), [{ data: pngHeaderOnly(40000, 30000) }]),
        413,
        'Image too large: photos must be at most 40 megapixels',
      );
    });

    it('more than 10 files: 413', async () => {
      const one = await photo('jpeg', 32, 32);
      const files = Array.from({ length: 11 }, () => ({ data: one }));
      await expectRefused(poster, uploadBody(samplePropertyData(), files), 413, 'Too many files: at most 10 files per listing');
    });

    it('more than 40 MB together: 413', async () => {
      const chunk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_UPLOAD_BYTES - 100_000)]);
      const files = Array.from({ length: 9 }, () => ({ data: chunk }));
      await expectRefused(
        poster,
        uploadBody(samplePropertyData(), files),
        413,
        'Upload too large: all files together must be less than 40MB',
      );
    });

    it('malformed, missing or invalid propertyData: 400 naming the field', async () => {
      const jpeg = await photo('jpeg');
      await expectRefused(poster, uploadBody('{"seller": {', [{ data: jpeg }]), 400, 'propertyData: must be valid JSON');
      await expectRefused(
        poster,
        multipart([{ name: 'media', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg }]),
        400,
        `propertyData: ${TEXTS.missingInfoBody}`,
      );
      const noCity = samplePropertyData();
      noCity.seller.city = '' as never;
      await expectRefused(poster, uploadBody(noCity, [{ data: jpeg }]), 400, `seller.city: ${TEXTS.missingInfoBody}`);
      const plotWithoutSize = samplePropertyData({ property: { type: 'plot', plotSize: '' } });
      await expectRefused(poster, uploadBody(plotWithoutSize), 400, `property.plotSize: ${TEXTS.plotSizeRequired}`);
      const badType = samplePropertyData();
      (badType.property as { type: string }).type = 'castle';
      await expectRefused(poster, uploadBody(badType), 400, 'property.type: Choose one of the listed options');
      await expectRefused(poster, uploadBody('[1,2]'), 400, expect.stringMatching(/^propertyData: /) as never);
    });

    it('a JSON body instead of a form: 415', async () => {
      const before = await snapshot(ctx);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/property/upload',
        headers: bearer(poster),
        payload: { propertyData: samplePropertyData() },
      });
      expect(res.statusCode).toBe(415);
      expect(await snapshot(ctx)).toEqual(before);
    });

    it("a buyer's upload: 403; an anonymous one: 401", async () => {
      const body = () => photo('jpeg').then((data) => uploadBody(samplePropertyData(), [{ data }]));
      await expectRefused(await createUser(ctx, 'buyer'), await body(), 403, 'You do not have permission to do this.');
      await expectRefused(null, await body(), 401, TEXTS.loginRequiredBody);
    });

    it('past the property limit per user: 403, and sold listings do not count', async () => {
      const limited = await createUser(ctx, 'seller');
      await ctx.app.settingsStore.update({ propertyLimitPerUser: 2 });
      try {
        for (let i = 0; i < 2; i++) expect((await upload(limited, uploadBody(samplePropertyData()))).statusCode).toBe(201);
        const message = 'Listing limit reached: an account can have at most 2 open listings. Delete or sell one before posting another.';
        await expectRefused(limited, uploadBody(samplePropertyData(), [{ data: await photo('jpeg') }]), 403, message);
        await ctx.app.db.update(properties).set({ status: 'Sold' }).where(eq(properties.ownerId, limited.id));
        expect((await upload(limited, uploadBody(samplePropertyData()))).statusCode).toBe(201);
      } finally {
        await ctx.app.settingsStore.update({ propertyLimitPerUser: 0 });
      }
    });

    it('a database failure after the files were written: 500, no listing, no orphan files', async () => {
      vi.spyOn(postingRepository, 'insertMediaFiles').mockRejectedValueOnce(new Error('disk full'));
      await expectRefused(
        poster,
        uploadBody(samplePropertyData(), [{ data: await photo('jpeg') }, { data: mp4() }]),
        500,
        'Internal Server Error',
      );
    });

    it('a body cut short (the connection dropped mid-file, or no closing boundary): 400, nothing stored', async () => {
      const whole = uploadBody(samplePropertyData(), [{ data: await photo('jpeg') }, { data: mp4() }]);
      const closing = whole.payload.lastIndexOf(Buffer.from('\r\n--'));
      for (const cut of [whole.payload.length - 8, closing, Math.floor(whole.payload.length / 2), 200]) {
        const payload = whole.payload.subarray(0, cut);
        const headers = { ...whole.headers, 'content-length': String(payload.length) };
        await expectRefused(poster, { payload, headers }, 400, UPLOAD_CUT_SHORT);
      }
    });
  });

  it('limits uploads per account: the 21st in 15 minutes is 429', async () => {
    const busy = await createUser(ctx, 'seller');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await upload(busy, uploadBody('{}'))).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await upload(seller, uploadBody('{}'));
    expect(other.statusCode).toBe(400);
  });
});

/** A PNG whose header claims the given size, with only a sliver of image data behind it. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
