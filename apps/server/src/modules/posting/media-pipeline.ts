import { randomUUID } from 'node:crypto';
import { TEXTS } from '@ncr/shared/texts';
import sharp from 'sharp';
import { HttpError } from '~/lib/http-error';
import { detectFileType } from './file-signature';

// Photos are decoded and written again as WebP: whatever else a file carried (EXIF location,
// a script glued after the image data, a second format hidden in the same bytes) is gone.
export const DETAIL_SIZE = { width: 1280, height: 1280 };
export const CARD_SIZE = { width: 480, height: 360 };
// A 12-megapixel phone photo is 12e6; 40e6 leaves room for good cameras and still refuses a
// tiny file that would expand into gigabytes of pixels (a decompression bomb).
export const MAX_INPUT_PIXELS = 40_000_000;

export const invalidFileType = () => new HttpError(415, TEXTS.invalidFileType);
const tooManyPixels = () => new HttpError(413, 'Image too large: photos must be at most 40 megapixels');

export interface ProcessedImage {
  detail: Buffer;
  card: Buffer;
}

/** Decodes a JPEG, PNG or WebP photo and returns its detail-size and card-size WebP versions. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  try {
    // The header alone says how many pixels decoding would produce: refuse before decoding.
    const { format, width, height } = await open().metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw invalidFileType();
    if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
    // rotate() turns the pixels upright from the EXIF orientation before the metadata is dropped
    // (sharp writes none unless asked to keep it).
    const upright = open().rotate();
    const detail = await upright
      .clone()
      .resize({ ...DETAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    const card = await upright
      .clone()
      .resize({ ...CARD_SIZE, fit: 'cover', position: 'attention', withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer();
    return { detail, card };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    // Anything sharp cannot decode is not a photo we accept.
    throw invalidFileType();
  }
}

export interface StoredFile {
  fileName: string;
  data: Buffer;
  kind: 'image' | 'video';
  contentType: 'image/webp' | 'video/mp4';
}

export interface PreparedMedia {
  /** The URL the listing keeps: the detail photo, or the video. */
  url: string;
  files: StoredFile[];
}

/**
 * Turns uploaded files into what is stored, in upload order, without writing anything yet:
 * the type comes from the bytes (415 otherwise), photos are re-encoded, videos kept as they are.
 */
export async function prepareMedia(uploads: Buffer[]): Promise<PreparedMedia[]> {
  const kinds = uploads.map((data) => detectFileType(data));
  if (kinds.some((kind) => kind === null)) throw invalidFileType();
  const prepared: PreparedMedia[] = [];
  // One at a time: decoding several 12-megapixel photos at once multiplies the memory needed.
  for (const [index, data] of uploads.entries()) {
    const name = randomUUID();
    if (kinds[index] === 'mp4') {
      prepared.push({ url: `/media/${name}.mp4`, files: [{ fileName: `${name}.mp4`, data, kind: 'video', contentType: 'video/mp4' }] });
      continue;
    }
    const { detail, card } = await processImage(data);
    prepared.push({
      url: `/media/${name}-detail.webp`,
      files: [
        { fileName: `${name}-detail.webp`, data: detail, kind: 'image', contentType: 'image/webp' },
        { fileName: `${name}-card.webp`, data: card, kind: 'image', contentType: 'image/webp' },
      ],
    });
  }
  return prepared;
}
