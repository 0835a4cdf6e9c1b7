import sharp from 'sharp';

// Real files for the upload tests, made on the fly: no binary fixtures in the repository.

/** A noisy photo (noise compresses badly, so sizes are realistic). */
export async function photo(format: 'jpeg' | 'png' | 'webp', width = 800, height = 600, options: { exif?: boolean } = {}) {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.exif) {
    // A location and a camera in the EXIF block, as phones write them.
    image = image.withExif({
      IFD0: { Make: 'PhoneCo', Model: 'SecretCam 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 37/1 0/1' },
    });
  }
  return image.toFormat(format, format === 'jpeg' ? { quality: 90 } : {}).toBuffer();
}

/** A solid-colour image: tiny file, any pixel count (a decompression bomb when huge). */
export async function flat(format: 'png' | 'jpeg', width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' }, limitInputPixels: false })
    .toFormat(format, format === 'png' ? { compressionLevel: 9 } : {})
    .toBuffer();
}

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** An MP4 container: ftyp, moov (with an empty movie header) and mdat boxes. */
export function mp4(mdatBytes = 2048): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]));
  const mvhd = box('mvhd', Buffer.alloc(100));
  const moov = box('moov', mvhd);
  const mdat = box('mdat', Buffer.alloc(mdatBytes, 7));
  return Buffer.concat([ftyp, moov, mdat]);
}

export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
