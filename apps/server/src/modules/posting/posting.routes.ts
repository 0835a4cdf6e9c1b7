import { buyersToldResponseSchema, myListingsAnswerSchema } from '@ncr/shared/schemas/buyers-told';
import { errorResponseSchema, idParamsSchema, okResponseSchema } from '@ncr/shared/schemas/common';
import { myListingsQuerySchema, propertyResponseSchema, propertyUpdateSchema } from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooMany } from '~/lib/http-error';
import { STAFF, userOf } from '~/plugins/auth';
import { draftRoutes } from './draft.routes';
import { mediaRoutes } from './media.routes';
import { MediaStore } from './media-store';
import { readUpload } from './multipart-reader';
import { PostingService } from './posting.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const uploadErrors = { ...errors, 413: errorResponseSchema, 415: errorResponseSchema, 429: errorResponseSchema };
const MULTIPART_NOTE =
  'multipart/form-data: a `propertyData` text field (the JSON of the post form) and repeated `media` files ' +
  '(PNG, JPG, WEBP or MP4, decided from the bytes; at most 5 MB each and 10 files).';

// Posting a property, editing and deleting it (owner or staff), the seller's own listings, and
// the uploaded media files.
export const postingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PostingService(app, new MediaStore(app.media));
  await app.register(mediaRoutes, { storage: app.media });
  await app.register(draftRoutes);

  const posters = app.requireRole('seller', ...STAFF);
  // Uploads decode photos, the most expensive thing the server does: a per-account budget.
  const uploadLimit = app.rateLimit({
    max: 20,
    timeWindow: '15 minutes',
    keyGenerator: (request: FastifyRequest) => `upload:${request.user?.id ?? request.ip}`,
    errorResponseBuilder: () => tooMany(TEXTS.tooManyRequests),
  });

  app.post(
    '/api/property/upload',
    {
      preHandler: [posters, uploadLimit],
      schema: {
        tags: ['posting'],
        summary: 'Post a property',
        description: MULTIPART_NOTE,
        consumes: ['multipart/form-data'],
        response: { 201: propertyResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const body = await readUpload(request);
      const property = await service.create(userOf(request), body);
      return reply.code(201).send({ property });
    },
  );

  app.get(
    '/api/property/mine',
    {
      preHandler: posters,
      schema: {
        tags: ['posting'],
        summary: "The caller's own listings, any status, newest first",
        description: 'Each listing carries `buyersTold`: the matching buyers told of it when it went live, and when (its owner only).',
        querystring: myListingsQuerySchema,
        response: { 200: myListingsAnswerSchema, ...errors },
      },
    },
    async (request) => service.mine(userOf(request), request.query.page, request.query.limit),
  );

  app.get(
    '/api/property/mine/:id/buyers-told',
    {
      preHandler: posters,
      schema: {
        tags: ['posting'],
        summary: "How many matching buyers were told of one of the caller's own listings, and when",
        description: 'Its owner only (staff included only for their own listings); null for a listing that has not gone live.',
        params: idParamsSchema,
        response: { 200: buyersToldResponseSchema, ...errors },
      },
    },
    async (request) => ({ buyersTold: await service.buyersTold(userOf(request), request.params.id) }),
  );

  app.get(
    '/api/property/mine/:id',
    {
      preHandler: posters,
      schema: {
        tags: ['posting'],
        summary: 'One listing the caller may edit (own, or any for staff), any status',
        params: idParamsSchema,
        response: { 200: propertyResponseSchema, ...errors },
      },
    },
    async (request) => ({ property: await service.getEditable(userOf(request), request.params.id) }),
  );

  app.put(
    '/api/property/:id',
    {
      preHandler: posters,
      schema: {
        tags: ['posting'],
        summary: 'Edit a listing',
        description:
          'The owner sends propertyData (merged into the stored one) and may drop media. Staff may also set status, soldDetails, buyerName and buyerContact.',
        params: idParamsSchema,
        body: propertyUpdateSchema,
        response: { 200: propertyResponseSchema, ...errors },
      },
    },
    async (request) => ({ property: await service.update(userOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/property/:id/media',
    {
      preHandler: [posters, uploadLimit],
      schema: {
        tags: ['posting'],
        summary: 'Add photos or videos to a listing',
        description: 'multipart/form-data with repeated `media` files, as on upload.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: propertyResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const body = await readUpload(request);
      return { property: await service.addMedia(userOf(request), request.params.id, body) };
    },
  );

  app.delete(
    '/api/property/:id',
    {
      preHandler: posters,
      schema: {
        tags: ['posting'],
        summary: 'Delete a listing (soft delete)',
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(userOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
