import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '~/lib/http-error';
import { seoRepository } from './seo.repository';
import { CONTENT_PATHS, placePaths, robotsTxt, SITEMAP_CHUNK, sitemapIndex, urlSet } from './sitemap';

const XML = 'application/xml; charset=utf-8';
// Crawlers come back daily at most; an hour of caching keeps the listing scan off the database.
const CACHE = 'public, max-age=3600';

// robots.txt and the sitemaps: how search engines find every public page.
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = app.env.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(robotsTxt(base)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // Crawlers can wait for the replica: the sitemap reads it (docs/decisions/0100).
    const chunks = Math.ceil((await seoRepository.publicCount(app.readDb)) / SITEMAP_CHUNK);
    return reply.type(XML).header('cache-control', CACHE).send(sitemapIndex(base, chunks));
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(urlSet(CONTENT_PATHS.map((path) => ({ loc: `${base}${path}` })))),
  );

  app.get('/sitemaps/places.xml', { schema: { hide: true } }, async (_request, reply) => {
    const paths = placePaths(await seoRepository.placesWithListings(app.readDb));
    return reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(urlSet(paths.map((path) => ({ loc: `${base}${path}` }))));
  });

  app.get(
    '/sitemaps/listings-:chunk.xml',
    { schema: { hide: true, params: z.object({ chunk: z.coerce.number().int().min(1).max(10_000) }) } },
    async (request, reply) => {
      const rows = await seoRepository.publicPage(app.readDb, (request.params.chunk - 1) * SITEMAP_CHUNK, SITEMAP_CHUNK);
      if (rows.length === 0) throw notFound('No such sitemap');
      const urls = rows.map((row) => ({ loc: `${base}/property/${row.id}`, lastmod: row.updatedAt }));
      return reply.type(XML).header('cache-control', CACHE).send(urlSet(urls));
    },
  );
};
