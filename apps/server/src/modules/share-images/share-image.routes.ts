import { LISTING_PURPOSES } from '@ncr/shared/enums';
import { cityOfSlug, placeHeading, placeSlug } from '@ncr/shared/places';
import { errorResponseSchema } from '@ncr/shared/schemas/common';
import { knownHeadingFilters, searchHeading } from '@ncr/shared/search-heading';
import { SITE } from '@ncr/shared/site';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '~/lib/http-error';
import { drawShareImage } from './share-image';
import { shareImageRepository } from './share-image.repository';

const SUBLINE = 'Owners post free · Site visits with our team';
const MAX_KEPT = 400;

const searchImageQuery = z.object({
  // "… for rent in Noida" (docs/decisions/0106); absent or 'sale' draws the sale heading.
  purpose: z.enum(LISTING_PURPOSES).optional(),
  location: z.string().max(40).optional(),
  propertyType: z.string().max(20).optional(),
  bhk: z.string().max(5).optional(),
});

const placeImageQuery = z.object({
  purpose: z.enum(LISTING_PURPOSES).default('sale'),
  city: z.string().max(40),
  locality: z.string().max(120).optional(),
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

  // A city's or a locality's page (docs/decisions/0130): drawn only for a place with a listing,
  // in the spelling its listings use, so the picture never carries text a visitor made up.
  app.get(
    '/og/place.png',
    { schema: { hide: true, querystring: placeImageQuery, response: { 404: errorResponseSchema } } },
    async (request, reply) => {
      const { purpose, city: citySlug, locality: localitySlug } = request.query;
      const city = cityOfSlug(citySlug);
      if (!city) throw notFound(TEXTS.placeNotFound);
      if (localitySlug === undefined) return send(placeHeading(purpose, city), reply);
      const locality = await shareImageRepository.localityNamed(app.readDb, purpose, city, placeSlug(localitySlug));
      if (!locality) throw notFound(TEXTS.placeNotFound);
      return send(placeHeading(purpose, city, locality), reply);
    },
  );
};
