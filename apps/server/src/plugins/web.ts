import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendEncoded } from '~/lib/json-body';
import { createPageRenderer } from './page-renderer';

const HTML = 'text/html; charset=utf-8';

// Build bookkeeping (.vite/manifest.json names every chunk, admin ones too) is for the server
// alone: no path with a dot-segment is served as a file.
const isHiddenPath = (url: string) => url.split('/').some((segment) => segment.startsWith('.'));

// Serves the built web app (apps/web/dist: client/ for the browser, server/ for rendering). Hashed
// assets are immutable and cached for a year; public pages are rendered on the server, and every
// other non-API path gets index.html so client routes survive a reload.
export const web = fp(async (app: FastifyInstance, opts: { root: string }) => {
  // Whether the pages' warm-up is done (readiness): at once when there is no page to render.
  let warm = true;
  app.decorate('pagesWarm', () => warm);
  const clientRoot = path.join(opts.root, 'client');
  if (!existsSync(path.join(clientRoot, 'index.html'))) {
    app.log.warn(`web app not built at ${opts.root}: only the API is served (run npm run build)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    serveDotFiles: false,
    allowedPath: (pathName) => !isHiddenPath(pathName),
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pages = await createPageRenderer(app, opts.root);
  // Once the app is ready, each renderer renders pages nobody asked for before readiness says so
  // (docs/decisions/0129); its first read, a search, waits for the search index to load. Not
  // awaited in the hook: the renders read through the app, which is ready only once its hooks
  // have returned. A failed warm-up leaves a cold renderer, not a server that never gets ready.
  warm = app.env.pageWarmupPages === 0;
  app.addHook('onReady', async () => {
    const started = performance.now();
    pages
      .warm(app.env.pageWarmupPages)
      .then((rendered) => {
        if (rendered > 0) app.log.info({ pages: rendered, ms: Math.round(performance.now() - started) }, 'page renderers warmed up');
      })
      .catch((error) => app.log.error({ err: error }, 'page warm-up failed'))
      .finally(() => {
        warm = true;
      });
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/')) {
      return reply.code(404).send({ error: `Route ${request.method} ${url} not found` });
    }
    const file = path.join(clientRoot, url);
    if (url !== '/' && !isHiddenPath(url) && file.startsWith(clientRoot) && path.extname(url) && existsSync(file)) {
      return reply.sendFile(url.slice(1));
    }
    let page: Awaited<ReturnType<typeof pages.render>> = null;
    try {
      page = await pages.render(request);
    } catch (error) {
      // The browser can still render the page itself.
      request.log.error({ err: error }, 'server rendering failed');
    }
    if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
    const { body, personal } = page ?? (await pages.shell(request));
    // HTML is never cached by browsers: a new listing or a new build shows on the next visit. A
    // member's page is theirs alone: no shared cache (a CDN, a proxy) may keep it. Every page
    // depends on the session cookie (who is signed in), so a cache that keeps a visitor's page
    // must not hand it to someone with a cookie, nor the reverse (docs/decisions/0098).
    reply.header('cache-control', personal ? 'private, no-store' : 'no-cache');
    reply.header('vary', 'cookie');
    return sendEncoded(request, reply.code(page?.status ?? 200), body, HTML);
  });
});
