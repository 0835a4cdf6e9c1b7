import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Serves the built web app. Hashed assets are immutable and cached for a year; every other
// non-API path falls back to index.html so client routes survive a reload.
export const web = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn(`web app not built at ${opts.root}: only the API is served (run npm run build)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/')) {
      return reply.code(404).send({ error: `Route ${request.method} ${url} not found` });
    }
    const file = path.join(opts.root, url);
    if (url !== '/' && file.startsWith(opts.root) && path.extname(url) && existsSync(file)) {
      return reply.sendFile(url.slice(1));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
