import { LISTING_PURPOSES } from '@ncr/shared/enums';
import { errorResponseSchema } from '@ncr/shared/schemas/common';
import { knownHeadingFilters, searchHeading } from '@ncr/shared/search-heading';
import { SITE } from '@ncr/shared/site';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '~/lib/http-error';
import { drawShareImage } from './share-image';

const SUBLINE = 'Owners post free · Site visits with our team';
const MAX_KEPT = 400;

const searchImageQuery = z.object({
  // "… for rent in Noida" (docs/decisions/0106); absent or 'sale' draws the sale heading.
  purpose: z.enum(LISTING_PURPOSES).optional(),
  location: z.string().max(40).optional(),
  propertyType: z.string().max(20).optional(),
  bhk: z.string().max(5).optional(),
});

// Link-preview pictures of the home and search pages (their og:image). Drawn once per heading and
// kept: there are a few hundred headings at most (city × type × BHK), each a few tens of KB.
export const shareImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const kept = new Map<string, Promise<Buffer>>();
  const picture = (heading: string) => {
    let png = kept.get(heading);
    if (!png) {
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      png = drawShareImage(heading, SUBLINE, SITE.name);
      png.catch(() => kept.delete(heading));
      kept.set(heading, png);
    }
    return png;
  };
  const send = async (heading: string, reply: FastifyReply) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await picture(heading));

  app.get('/og/home.png', { schema: { hide: true } }, async (_request, reply) => send(SITE.tagline, reply));

  app.get(
    '/og/search.png',
    { schema: { hide: true, querystring: searchImageQuery, response: { 400: errorResponseSchema } } },
    async (request, reply) => {
      if (!knownHeadingFilters(request.query)) throw badRequest('Only a city, property type and BHK the site lists have a picture');
      return send(searchHeading(request.query), reply);
    },
  );
};
