import { ADMIN_TABLE_PAGE_SIZE } from '@ncr/shared/constants';
import { adminTableQuerySchema, buyerPageSchema, buyerRecordSchema, leadStatusUpdateSchema } from '@ncr/shared/schemas/admin';
import { idParamsSchema, okResponseSchema } from '@ncr/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '~/lib/http-error';
import { STAFF } from '~/plugins/auth';
import { findBuyerUser, listBuyers, setLeadStatus, softDeleteBuyer, toBuyerRecord } from './buyers-admin.repository';
import { pageWindow, totalPages } from './paging';

const staffSchema = { tags: ['admin'] };

// Buyers Data: the submitted buyer requirements (leads), searched by name, phone or e-mail, their
// lead status, and deletion.
export const buyersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/buyer/all',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        ...staffSchema,
        summary: "Buyers' submitted requirements (leads), searched by name, phone or e-mail (staff)",
        querystring: adminTableQuerySchema,
        response: { 200: buyerPageSchema },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query.page, ADMIN_TABLE_PAGE_SIZE);
      const { records, total } = await listBuyers(app.db, limit, offset, request.query.q);
      return { buyers: records, total, totalPages: totalPages(total, ADMIN_TABLE_PAGE_SIZE) };
    },
  );

  app.put(
    '/api/buyer/:id/status',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        ...staffSchema,
        summary: "Set a buyer lead's status (staff)",
        params: idParamsSchema,
        body: leadStatusUpdateSchema,
        response: { 200: buyerRecordSchema },
      },
    },
    async (request) => {
      const row = await setLeadStatus(app.db, request.params.id, request.body.status);
      if (!row) throw notFound('Buyer not found');
      return toBuyerRecord(row, await findBuyerUser(app.db, row.userId));
    },
  );

  app.delete(
    '/api/buyer/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        ...staffSchema,
        summary: 'Delete a buyer lead (soft delete, staff)',
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      if (!(await softDeleteBuyer(app.db, request.params.id))) throw notFound('Buyer not found');
      return { success: true as const };
    },
  );
};
