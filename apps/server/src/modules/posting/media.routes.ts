import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isServableName } from './media-store';

/**
 * GET /media/:name serves DATA_DIR/media. Only names the server itself makes (or the seeded demo
 * photos) are served, so nothing else that may sit in the folder is reachable and no path can
 * climb out of it. @fastify/static (through send) answers HTTP range requests, which video
 * players need for seeking, with the content type from the extension.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/media/',
    // The web plugin owns reply.sendFile; this instance only serves its own prefix.
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    acceptRanges: true,
    // Names are random and never reused, so a file at a URL never changes.
    maxAge: '365d',
    immutable: true,
    allowedPath: (pathName) => isServableName(pathName.replace(/^\//, '')),
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
      // A file from here is never a page or a script, even if someone gets a browser to load it as one.
      reply.header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
    },
  });
}
