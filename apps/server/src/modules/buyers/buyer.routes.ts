import { SEARCH_PAGE_SIZE } from '@ncr/shared/constants';
import {
  buyerRequirementSchema,
  latestRequirementResponseSchema,
  matchReasonSchema,
  SEARCH_HISTORY_LIMIT,
  searchHistoryResponseSchema,
  submitRequirementResponseSchema,
} from '@ncr/shared/schemas/buyer';
import { errorResponseSchema, pageQuery } from '@ncr/shared/schemas/common';
import { searchResponseSchema } from '@ncr/shared/schemas/property';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '~/plugins/auth';
import { toListings } from '~/shared/listings';
import { insertRequirement, latestRequirement, recentSearches } from './buyer.repository';
import { historyEntries, requirementRow, storedRequirement } from './buyer.service';
import { buyerMatches } from './buyer-matches';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
// Enough raw rows that repeated identical searches still leave SEARCH_HISTORY_LIMIT distinct ones.
const HISTORY_SCAN = SEARCH_HISTORY_LIMIT * 5;

export const buyerRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyersOnly = app.requireRole('buyer');

  app.post(
    '/api/buyer/submit',
    {
      preHandler: buyersOnly,
      schema: {
        tags: ['buyers'],
        summary: 'Submit the buyer requirement form (spec §3)',
        body: buyerRequirementSchema,
        response: { 201: submitRequirementResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await insertRequirement(app.db, requirementRow(userOf(request), request.body));
      return reply.code(201).send({ details: { _id: id } });
    },
  );

  app.get(
    '/api/buyer/requirements',
    {
      preHandler: buyersOnly,
      schema: {
        tags: ['buyers'],
        summary: "The caller's latest requirements, or null",
        response: { 200: latestRequirementResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await latestRequirement(app.db, userOf(request).id);
      return { requirement: row ? storedRequirement(row) : null };
    },
  );

  app.get(
    '/api/buyer/matches',
    {
      preHandler: buyersOnly,
      schema: {
        tags: ['buyers'],
        summary: 'Active listings that fit the latest requirements, the saved searches that alert and the last searches, newest first',
        description:
          'Each source gives its newest listings (at most 120); `because` says, per listing on the page, the source that found it ' +
          'first: the requirements, a saved search (by name) or a recent search (its filters).',
        querystring: z.object({ page: pageQuery }),
        response: { 200: searchResponseSchema.extend({ because: z.record(z.string(), matchReasonSchema) }), ...errors },
      },
    },
    async (request) => {
      const { rows, total, because } = await buyerMatches(app, userOf(request).id, request.query.page, SEARCH_PAGE_SIZE);
      const properties = await toListings(app.db, rows, 'public');
      return { properties, totalPages: Math.ceil(total / SEARCH_PAGE_SIZE), total, because };
    },
  );

  app.get(
    '/api/buyer/search-history',
    {
      preHandler: buyersOnly,
      schema: {
        tags: ['buyers'],
        summary: "The caller's recent searches, newest first",
        response: { 200: searchHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.searchHistory.flush();
      const rows = await recentSearches(app.db, userOf(request).id, HISTORY_SCAN);
      return { history: historyEntries(rows) };
    },
  );
};
