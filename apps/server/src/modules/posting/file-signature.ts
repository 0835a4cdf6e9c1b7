// A file's type is decided from its bytes, never from the name or the declared content type the
// browser sends: both are whatever the uploader says. Images are decoded and re-encoded later
// (media-pipeline.ts), so this only has to route them; videos are stored as they are, so their
// container structure is checked here in full.

export type DetectedType = 'jpeg' | 'png' | 'webp' | 'mp4';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// ISO base-media brands of MP4 files (not QuickTime 'qt  ', not audio-only 'M4A ').
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'MSNV', 'mmp4', 'dash']);

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (data: Buffer, start: number, end: number) => data.toString('latin1', start, end);

export function detectFileType(data: Buffer): DetectedType | null {
  if (data.length >= 3 && startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (data.length >= 8 && startsWith(data, PNG)) return 'png';
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  if (isMp4(data)) return 'mp4';
  return null;
}

/**
 * An 'ftyp' box first with a known brand, then top-level boxes that tile the file exactly and
 * include a 'moov' box. Anything appended after the last box (an HTML page glued on, say) fails.
 */
export function isMp4(data: Buffer): boolean {
  if (data.length < 16 || ascii(data, 4, 8) !== 'ftyp' || !MP4_BRANDS.has(ascii(data, 8, 12))) return false;
  const ftypSize = data.readUInt32BE(0);
  if (ftypSize < 16 || ftypSize > 4096) return false;
  let offset = 0;
  let sawMoov = false;
  while (offset < data.length) {
    if (data.length - offset < 8) return false;
    let size = data.readUInt32BE(offset);
    const type = ascii(data, offset + 4, offset + 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
    if (size === 1) {
      if (data.length - offset < 16) return false;
      const large = data.readBigUInt64BE(offset + 8);
      if (large > BigInt(data.length - offset)) return false;
      size = Number(large);
      if (size < 16) return false;
    } else if (size === 0) {
      // "extends to the end of the file": only allowed for the last box.
      size = data.length - offset;
    } else if (size < 8) {
      return false;
    }
    if (offset + size > data.length) return false;
    if (type === 'moov') sawMoov = true;
    offset += size;
  }
  return sawMoov;
}
