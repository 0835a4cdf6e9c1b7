import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Encoding = 'br' | 'gzip';

/**
 * A JSON answer serialised (and checked against its schema) once, with its compressed forms made
 * on first use. Cached answers are sent as they are, so a repeated search costs no serialising
 * or compressing (the compress plugin leaves a payload that already has a Content-Encoding).
 */
export class JsonBody {
  private readonly encoded = new Map<Encoding, Buffer>();
  readonly json: string;

  constructor(schema: z.ZodType, value: unknown) {
    this.json = JSON.stringify(schema.parse(value));
  }

  as(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.json, { level: 6 });
      this.encoded.set(encoding, body);
    }
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

const SMALL = 1024;

export function sendJson(request: FastifyRequest, reply: FastifyReply, body: JsonBody) {
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('vary', 'accept-encoding');
  const encoding = body.json.length >= SMALL ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.json);
  reply.header('content-encoding', encoding);
  return reply.send(body.as(encoding));
}
