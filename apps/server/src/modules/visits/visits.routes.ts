import { normalizeIP } from '@fastify/rate-limit';
import { ADMIN_TABLE_PAGE_SIZE } from '@ncr/shared/constants';
import { errorResponseSchema, idParamsSchema } from '@ncr/shared/schemas/common';
import { visitCreateSchema, visitListSchema, visitSchema, visitsQuerySchema, visitUpdateSchema } from '@ncr/shared/schemas/visit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF, userOf } from '~/plugins/auth';
import { visitsRepository } from './visits.repository';
import { toVisit, VisitsService } from './visits.service';

const MEMBER_VISIT_LIMIT = 200;
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

// Site visits: buyers book, staff arrange them with the seller, sellers see what is booked.
export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new VisitsService(app);

  app.post(
    '/api/property/:id/visits',
    {
      preHandler: app.requireRole('buyer'),
      schema: {
        tags: ['visits'],
        summary:
          'Book a site visit on a public listing (buyers): a day in the next 30 days and a slot; capped per account and network each day',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: visitCreateSchema,
        response: { 201: visitSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.book(request.params.id, userOf(request).id, request.body, normalizeIP(request.ip))),
  );

  app.get(
    '/api/visits',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags: ['visits'],
        summary: 'Every site visit, newest request first (staff)',
        security: [{ bearer: [] }],
        querystring: visitsQuerySchema,
        response: { 200: visitListSchema },
      },
    },
    async (request) => {
      const size = ADMIN_TABLE_PAGE_SIZE;
      const { rows, total } = await visitsRepository.page(app.db, request.query.status, size, (request.query.page - 1) * size);
      return { visits: rows.map((r) => toVisit(r, 'staff')), total, totalPages: Math.max(1, Math.ceil(total / size)) };
    },
  );

  app.put(
    '/api/visits/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags: ['visits'],
        summary: 'Confirm, reschedule, mark done or cancel a visit (staff); the buyer gets a message',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: visitUpdateSchema,
        response: { 200: visitSchema, ...errors },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.get(
    '/api/buyer/visits',
    {
      preHandler: app.requireRole('buyer'),
      schema: {
        tags: ['visits'],
        summary: "The signed-in buyer's visits and their status",
        security: [{ bearer: [] }],
        response: { 200: z.array(visitSchema) },
      },
    },
    async (request) => (await visitsRepository.ofBuyer(app.db, userOf(request).id, MEMBER_VISIT_LIMIT)).map((r) => toVisit(r, 'buyer')),
  );

  app.post(
    '/api/buyer/visits/:id/cancel',
    {
      preHandler: app.requireRole('buyer'),
      schema: {
        tags: ['visits'],
        summary: 'The buyer cancels their own visit',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: visitSchema, ...errors },
      },
    },
    async (request) => service.cancelByBuyer(request.params.id, userOf(request).id),
  );

  app.get(
    '/api/seller/visits',
    {
      preHandler: app.requireRole('seller'),
      schema: {
        tags: ['visits'],
        summary: "Visits booked on the signed-in seller's listings: date, slot and status",
        security: [{ bearer: [] }],
        response: { 200: z.array(visitSchema) },
      },
    },
    async (request) => (await visitsRepository.ofSeller(app.db, userOf(request).id, MEMBER_VISIT_LIMIT)).map((r) => toVisit(r, 'seller')),
  );
};
