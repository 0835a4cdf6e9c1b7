import { ADMIN_TABLE_PAGE_SIZE } from '@ncr/shared/constants';
import { adminTableQuerySchema, queryPageSchema } from '@ncr/shared/schemas/admin';
import { idParamsSchema } from '@ncr/shared/schemas/common';
import { contactQuerySchema, contactStatusUpdateSchema } from '@ncr/shared/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '~/lib/http-error';
import { STAFF } from '~/plugins/auth';
import { pageWindow, totalPages } from './paging';
import { listQueries, setQueryStatus, toContactQuery } from './queries.repository';

// Messages & Queries: the contact messages, newest first, searched by sender or text, and their
// status (Unread, Read, Replied, Closed).
export const queriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/contact/all',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags: ['admin'],
        summary: 'Contact messages and enquiries, newest first, searched by sender or text (staff)',
        querystring: adminTableQuerySchema,
        response: { 200: queryPageSchema },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query.page, ADMIN_TABLE_PAGE_SIZE);
      const { rows, total } = await listQueries(app.db, limit, offset, request.query.q);
      return { queries: rows.map((r) => toContactQuery(r.query, r.property)), total, totalPages: totalPages(total, ADMIN_TABLE_PAGE_SIZE) };
    },
  );

  app.put(
    '/api/contact/:id/status',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags: ['admin'],
        summary: "Set a contact message's status: Unread, Read, Replied or Closed (staff)",
        params: idParamsSchema,
        body: contactStatusUpdateSchema,
        response: { 200: contactQuerySchema },
      },
    },
    async (request) => {
      const row = await setQueryStatus(app.db, request.params.id, request.body.status);
      if (!row) throw notFound('Query not found');
      return toContactQuery(row);
    },
  );
};
