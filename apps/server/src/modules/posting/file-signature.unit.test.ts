import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-signature';
import { isServableName } from './media-store';
import { HTML, mp4, photo } from './testing/media-samples';

describe('detectFileType (by the bytes only)', () => {
  it('recognises JPEG, PNG, WebP and MP4', async () => {
    expect(detectFileType(await photo('jpeg', 16, 16))).toBe('jpeg');
    expect(detectFileType(await photo('png', 16, 16))).toBe('png');
    expect(detectFileType(await photo('webp', 16, 16))).toBe('webp');
    expect(detectFileType(mp4())).toBe('mp4');
  });

  it('refuses everything else, whatever it claims to be', () => {
    expect(detectFileType(HTML)).toBeNull();
    expect(detectFileType(Buffer.from('GIF89a........'))).toBeNull();
    expect(detectFileType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses MP4 look-alikes: unknown brand, broken box sizes, no movie box, data after the last box', () => {
    const brand = mp4();
    brand.write('qt  ', 8, 'latin1');
    expect(detectFileType(brand)).toBeNull();
    const oversized = mp4();
    oversized.writeUInt32BE(0xffffff, 32);
    expect(detectFileType(oversized)).toBeNull();
    const ftypOnly = mp4().subarray(0, 32);
    expect(detectFileType(ftypOnly)).toBeNull();
    expect(detectFileType(Buffer.concat([mp4(), HTML]))).toBeNull();
  });
});

describe('isServableName', () => {
  it('accepts server-made and demo names only', () => {
    expect(isServableName('0f8fad5b-d9cb-469f-a165-70867728950e-detail.webp')).toBe(true);
    expect(isServableName('0f8fad5b-d9cb-469f-a165-70867728950e-card.webp')).toBe(true);
    expect(isServableName('0f8fad5b-d9cb-469f-a165-70867728950e.mp4')).toBe(true);
    expect(isServableName('demo-07-card.webp')).toBe(true);
    expect(isServableName('demo-shop-03-detail.webp')).toBe(true);
    for (const name of [
      '../secrets.json',
      'demo-7-card.webp',
      'demo-villa-01-card.webp',
      'x.webp',
      '0f8fad5b-d9cb-469f-a165-70867728950e.webp',
      'a/b.mp4',
    ]) {
      expect(isServableName(name), name).toBe(false);
    }
  });
});
