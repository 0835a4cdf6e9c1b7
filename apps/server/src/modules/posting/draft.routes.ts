import { errorResponseSchema, okResponseSchema } from '@ncr/shared/schemas/common';
import { postingDraftInputSchema, postingDraftResponseSchema, postingDraftSchema } from '@ncr/shared/schemas/posting-draft';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, userOf } from '~/plugins/auth';
import { draftRepository } from './draft.repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

// A posting in progress, kept for the poster while they fill the post form (docs/decisions/0127):
// read on return, saved as they type, removed when they start over or post it.
export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const posters = app.requireRole('seller', ...STAFF);

  app.get(
    '/api/property/draft',
    {
      preHandler: posters,
      schema: {
        tags: ['posting'],
        summary: "The caller's posting in progress, or null",
        response: { 200: postingDraftResponseSchema, ...errors },
      },
    },
    async (request) => ({ draft: await draftRepository.get(app.db, userOf(request).id) }),
  );

  app.put(
    '/api/property/draft',
    {
      preHandler: posters,
      schema: {
        tags: ['posting'],
        summary: "Keep the caller's posting in progress: the post form as it is and its step (photos are not kept)",
        description: 'Nothing is required: the listing is checked when it is posted. One draft per account; this replaces it.',
        body: postingDraftInputSchema,
        response: { 200: postingDraftSchema, ...errors },
      },
    },
    async (request) => draftRepository.put(app.db, userOf(request).id, request.body),
  );

  app.delete(
    '/api/property/draft',
    {
      preHandler: posters,
      schema: {
        tags: ['posting'],
        summary: "Start over: the caller's posting in progress is removed",
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await draftRepository.remove(app.db, userOf(request).id);
      return { success: true as const };
    },
  );
};
