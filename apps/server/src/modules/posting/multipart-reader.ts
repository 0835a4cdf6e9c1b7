import { MAX_UPLOAD_FILES } from '@ncr/shared/constants';
import { MAX_UPLOAD_TOTAL_BYTES } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '~/lib/http-error';

export interface UploadBody {
  /** Text fields by name (the upload has one: propertyData). */
  fields: Record<string, string>;
  /** The `media` files in the order sent. */
  files: Buffer[];
}

const tooLarge = (message: string) => new HttpError(413, message);

/** A body that ended before its closing boundary: the connection dropped, or the client sent it short. */
export const UPLOAD_CUT_SHORT = 'The upload was cut short before all of it arrived. Nothing was saved: send the form again.';
/** A body that is not multipart at all under its multipart content type. */
export const UPLOAD_MALFORMED = 'The upload is not a valid multipart form. Nothing was saved: send the form again.';

// @fastify/multipart (app.ts) caps each file at 5 MB and the count at MAX_UPLOAD_FILES; its
// errors are turned into the messages the post form shows.
function translate(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(TEXTS.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return tooLarge(`Too many files: at most ${MAX_UPLOAD_FILES} files per listing`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return tooLarge('Too many form fields');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return badRequest('propertyData: must be valid JSON');
  if (code === 'FST_PROTO_VIOLATION') return badRequest('Invalid form field name');
  // Busboy's own errors carry no code, only a message (docs/decisions/0098): a truncated body
  // was a 500 before.
  const message = error instanceof Error && !(error instanceof HttpError) ? error.message : '';
  if (/unexpected end of (multipart data|form)|terminated early/i.test(message)) return badRequest(UPLOAD_CUT_SHORT);
  if (/malformed|boundary/i.test(message)) return badRequest(UPLOAD_MALFORMED);
  return error;
}

/**
 * Reads a multipart upload into memory (bounded: MAX_UPLOAD_FILES files of at most 5 MB, and
 * MAX_UPLOAD_TOTAL_BYTES together). Nothing is written to disk here.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadBody> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the listing as multipart/form-data');
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'media') throw badRequest(`Unexpected file field: ${part.fieldname.slice(0, 40)}`);
        const data = await part.toBuffer();
        // An empty file input submits a part with no name and no bytes: nothing was chosen.
        if (data.length === 0 && !part.filename) continue;
        total += data.length;
        if (total > MAX_UPLOAD_TOTAL_BYTES) {
          throw tooLarge(`Upload too large: all files together must be less than ${MAX_UPLOAD_TOTAL_BYTES / 1024 / 1024}MB`);
        }
        files.push(data);
      } else {
        if (part.valueTruncated) throw tooLarge(`${part.fieldname.slice(0, 40)} is too long`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    discardRest(request);
    throw translate(error);
  }
  return { fields, files };
}

// Answering before the browser has finished sending would reset the connection and the user
// would see a network error instead of the message; the rest of the body is read and dropped.
function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}
