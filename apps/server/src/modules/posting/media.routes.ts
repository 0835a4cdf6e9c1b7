import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FolderMediaStorage } from '~/storage/folder-media-storage';
import type { MediaStorage } from '~/storage/media-storage';
import { isServableName } from './media-store';

// Names are random and never reused, so a file at a URL never changes.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
// A single byte range is all video players ask for; anything else gets the whole file.
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

function mediaHeaders(reply: FastifyReply) {
  reply.header('x-content-type-options', 'nosniff');
  // A file from here is never a page or a script, even if someone gets a browser to load it as one.
  reply.header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
}

/**
 * GET /media/:name serves the uploaded media. Only names the server itself makes (or the seeded
 * demo photos) are served, so nothing else that may sit in the storage is reachable and no path
 * can climb out of it. Video players need HTTP range requests for seeking: @fastify/static (through
 * send) answers them for a folder, and S3 answers them itself.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { storage: MediaStorage }) {
  const { storage } = opts;
  if (storage instanceof FolderMediaStorage) {
    await app.register(fastifyStatic, {
      root: storage.dir,
      prefix: '/media/',
      // The web plugin owns reply.sendFile; this instance only serves its own prefix.
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      acceptRanges: true,
      maxAge: '365d',
      immutable: true,
      allowedPath: (pathName) => isServableName(pathName.replace(/^\//, '')),
      setHeaders: mediaHeaders,
    });
    return;
  }

  app.get<{ Params: { name: string } }>('/media/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    if (!isServableName(name)) return reply.callNotFound();
    const range = request.headers.range;
    let file: Awaited<ReturnType<MediaStorage['read']>>;
    try {
      file = await storage.read(name, range && SINGLE_RANGE.test(range) ? range : undefined);
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) {
        return reply.code(416).send({ error: 'Range Not Satisfiable' });
      }
      throw error;
    }
    if (!file) return reply.callNotFound();
    mediaHeaders(reply);
    reply
      .code(file.status)
      .header('content-type', file.contentType)
      .header('content-length', file.contentLength)
      .header('accept-ranges', 'bytes')
      .header('cache-control', CACHE_CONTROL);
    if (file.contentRange) reply.header('content-range', file.contentRange);
    if (file.etag) reply.header('etag', file.etag);
    return reply.send(file.body);
  });
}
