import {
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchSchema,
} from '@ncr/shared/schemas/alerts';
import { errorResponseSchema, idParamsSchema, okResponseSchema } from '@ncr/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, notFound } from '~/lib/http-error';
import { userOf } from '~/plugins/auth';
import { newNonce } from './alerts.service';
import { type SavedSearchRow, savedSearchRepository } from './saved-search.repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const NOT_FOUND = 'Saved search not found';

const present = (row: SavedSearchRow, newCount: number): SavedSearch => ({
  _id: row.id,
  name: row.name,
  filters: row.filters,
  frequency: row.frequency,
  newCount,
  lastSeenAt: row.lastSeenAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

// A buyer's saved searches (issue 13): the filters are checked by the search's own schema and
// normalised as the search keeps them, so a saved search matches what that search shows.
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyersOnly = app.requireRole('buyer');

  app.get(
    '/api/buyer/saved-searches',
    {
      preHandler: buyersOnly,
      schema: {
        tags: ['alerts'],
        summary: "The caller's saved searches, newest first, with new matches since last seen",
        response: { 200: savedSearchListSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await savedSearchRepository.listWithNewCounts(app.db, userOf(request).id);
      return rows.map((r) => present(r.search, r.newCount));
    },
  );

  app.post(
    '/api/buyer/saved-searches',
    {
      preHandler: buyersOnly,
      schema: {
        tags: ['alerts'],
        summary: `Save a search (at most ${MAX_SAVED_SEARCHES} per buyer)`,
        body: savedSearchInputSchema,
        response: { 201: savedSearchSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const filters = app.searchMatcher.normalise(request.body.filters);
      if ((await savedSearchRepository.countFor(app.db, user.id)) >= MAX_SAVED_SEARCHES) {
        throw conflict(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`);
      }
      const row = await savedSearchRepository.insert(app.db, user.id, { ...request.body, filters }, newNonce());
      return reply.code(201).send(present(row, 0));
    },
  );

  app.put(
    '/api/buyer/saved-searches/:id',
    {
      preHandler: buyersOnly,
      schema: {
        tags: ['alerts'],
        summary: "Rename, re-filter, pause or resume one of the caller's saved searches",
        params: idParamsSchema,
        body: savedSearchInputSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => {
      const filters = app.searchMatcher.normalise(request.body.filters);
      const row = await savedSearchRepository.update(app.db, userOf(request).id, request.params.id, { ...request.body, filters });
      if (!row) throw notFound(NOT_FOUND);
      return present(row, 0);
    },
  );

  app.post(
    '/api/buyer/saved-searches/:id/seen',
    {
      preHandler: buyersOnly,
      schema: {
        tags: ['alerts'],
        summary: 'The buyer opened the saved search: its new-listings count starts again from zero',
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await savedSearchRepository.markSeen(app.db, userOf(request).id, request.params.id))) throw notFound(NOT_FOUND);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/buyer/saved-searches/:id',
    {
      preHandler: buyersOnly,
      schema: {
        tags: ['alerts'],
        summary: "Delete one of the caller's saved searches",
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await savedSearchRepository.remove(app.db, userOf(request).id, request.params.id))) throw notFound(NOT_FOUND);
      return { success: true as const };
    },
  );
};
