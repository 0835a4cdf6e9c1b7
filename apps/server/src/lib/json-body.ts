import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type Encoding = 'br' | 'gzip';

/** Compression levels: brotli quality and gzip level. */
export interface Levels {
  brotli: number;
  gzip: number;
}

/**
 * Fast levels: small answers, and a page's first answer. Brotli 1, not 3: on a listing page
 * (33 KB) 0.09 against 0.24 ms for 8% more bytes, on a search answer (10 KB) 0.03 against 0.06 ms
 * for 7% more; gzip 1 took 0.24 and 0.04 ms for about as many bytes as brotli 1
 * (docs/decisions/0082-lighter-first-compression-and-a-larger-young-generation.md).
 */
export const LIGHT_LEVELS: Levels = { brotli: 1, gzip: 1 };
/** A page kept in the cache and asked for again is worth its best form. */
const PAGE_LEVELS: Levels = { brotli: 5, gzip: 6 };

const brotliOptions = (levels: Levels) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } });
const gzipOff = promisify(gzip);
const brotliOff = promisify(brotliCompress);

/**
 * Long bodies at their best levels (a page asked for again: gzip 6 of a listing page about 0.42 ms
 * of CPU, brotli 5 about 0.58 ms) are compressed on libuv's thread pool, not on the event loop.
 * Light levels are compressed on the spot, whatever the length: the hop to the pool cost more CPU
 * than the compressing itself (a 44 KB listing page at gzip 1: 0.22 ms on the spot, 0.32 ms in
 * all through the pool; brotli 3 then: 0.23 against 0.38 ms), and a page nobody asked before is rendered
 * on another thread (PAGE_RENDER_THREADS), so on two cores the CPU, not the event loop, is what
 * runs out (docs/decisions/0069-first-compression-on-the-spot.md).
 */
const OFF_LOOP = 16 * 1024;

const compress = (encoding: Encoding, content: string | Buffer, levels: Levels): Buffer | Promise<Buffer> => {
  if (levels === LIGHT_LEVELS || content.length < OFF_LOOP)
    return encoding === 'br' ? brotliCompressSync(content, brotliOptions(levels)) : gzipSync(content, { level: levels.gzip });
  return encoding === 'br' ? brotliOff(content, brotliOptions(levels)) : gzipOff(content, { level: levels.gzip });
};

/** Content compressed elsewhere: the form, and the length of the content it holds. */
export interface CompressedForm {
  encoding: Encoding;
  body: Buffer;
  length: number;
}

/**
 * An answer's content (text, or a page's UTF-8 bytes) with its compressed forms made on first
 * use. Cached answers are sent as they are, so a repeated request costs no serialising or
 * compressing (the compress plugin leaves a payload that already has a Content-Encoding).
 *
 * A page (default levels) is compressed lightly the first time and well the second: most pages a
 * crawler or a link preview asks for are asked once, and gzip 6 of a listing page took about twice
 * gzip 1's time (brotli 5 about 6 times brotli 1's) for 10–17% fewer bytes, while a page asked
 * again is sent many times more.
 */
export class EncodedBody {
  // Kept as made, a promise while on the thread pool: requests that come meanwhile wait for the same one.
  private readonly encoded = new Map<Encoding, { body: Buffer | Promise<Buffer>; best: boolean }>();
  /** The content; undefined for a body that came compressed only, until it is asked for. */
  private text: string | Buffer | undefined;
  /** The content's length (characters, or bytes of a Buffer): an answer shorter than COMPRESSED_FROM goes as it is. */
  readonly length: number;

  /**
   * `content` may be a form compressed on another thread, alone: a new page's bytes then never
   * sit on the event loop (docs/decisions/0088-new-pages-compressed-where-they-are-rendered.md).
   * Its content is made from that form when something else is asked for: a request sharing the
   * render but taking another encoding, or none.
   */
  constructor(
    content: string | Buffer | CompressedForm,
    private readonly levels: Levels = PAGE_LEVELS,
    private readonly firstLevels: Levels = levels === PAGE_LEVELS ? LIGHT_LEVELS : levels,
  ) {
    this.length = content.length;
    if (typeof content === 'string' || Buffer.isBuffer(content)) this.text = content;
    else this.keep(content.encoding, content.body);
  }

  get content(): string | Buffer {
    if (this.text === undefined) {
      const [encoding, { body }] = [...this.encoded][0] as [Encoding, { body: Buffer }];
      this.text = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
    }
    return this.text;
  }

  as(encoding: Encoding): Buffer | Promise<Buffer> {
    const kept = this.encoded.get(encoding);
    if (kept?.best) return kept.body;
    const best = kept !== undefined || this.firstLevels === this.levels;
    const body = compress(encoding, this.content, best ? this.levels : this.firstLevels);
    this.encoded.set(encoding, { body, best });
    return body;
  }

  /** Keeps a form compressed elsewhere (another thread) at this body's first levels. */
  keep(encoding: Encoding, body: Buffer): void {
    this.encoded.set(encoding, { body, best: this.firstLevels === this.levels });
  }
}

// Marks the text given to JsonBody's constructor as checked and serialised already.
const CHECKED = Symbol('checked JSON');

/**
 * A JSON answer serialised (and checked against its schema) once. Compressed lightly (brotli 1,
 * gzip 1, nginx's default gzip level): on a search page's answer (about 10 KB, 2 KB compressed)
 * brotli 1 took 0.03 ms against brotli 5's 0.10 ms for about 19% more bytes, and a missed search
 * compresses every answer it sends.
 */
export class JsonBody extends EncodedBody {
  /** The JSON text. */
  override get content(): string {
    return super.content as string;
  }

  constructor(schema: z.ZodType | typeof CHECKED, value: unknown) {
    super(schema === CHECKED ? (value as string) : JSON.stringify(schema.parse(value)), LIGHT_LEVELS);
  }

  /** A body checked against its schema and serialised on another thread, with what it compressed there. */
  static checked(text: string, compressed: { encoding: Encoding; body: Buffer } | null): JsonBody {
    const body = new JsonBody(CHECKED, text);
    if (compressed) body.keep(compressed.encoding, compressed.body);
    return body;
  }
}

/** br or gzip when the client takes it (a q=0 refuses), else none. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Answers shorter than this many characters go uncompressed. */
export const COMPRESSED_FROM = 1024;

/** `accepted`: the encoding the request takes, when the caller picked it already (pickEncoding). */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  contentType: string,
  accepted: Encoding | null = pickEncoding(request.headers['accept-encoding']),
) {
  reply.header('content-type', contentType);
  // Added to what the caller varies on already (a page's Cookie).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  const encoding = body.length >= COMPRESSED_FROM ? accepted : null;
  if (!encoding) return reply.send(body.content);
  reply.header('content-encoding', encoding);
  return reply.send(await body.as(encoding));
}

export const sendJson = (request: FastifyRequest, reply: FastifyReply, body: JsonBody, accepted?: Encoding | null) =>
  sendEncoded(request, reply, body, 'application/json; charset=utf-8', accepted);
