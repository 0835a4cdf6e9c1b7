import sharp from 'sharp';

// Small media files the upload API accepts, made here so the flows need no fixtures on disk.

/** A JPEG photo of one colour. */
export function samplePhoto(width: number, height: number, background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** An MP4 the byte check accepts: ftyp, moov and an mdat of `bytes` bytes filled with `fill`. */
export function sampleVideo(bytes: number, fill: number): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]));
  return Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100))), box('mdat', Buffer.alloc(bytes, fill))]);
}
