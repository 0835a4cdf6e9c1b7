import { ADMIN_TABLE_PAGE_SIZE } from '@ncr/shared/constants';
import { adminTableQuerySchema, sellerPageSchema } from '@ncr/shared/schemas/admin';
import { okResponseSchema } from '@ncr/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '~/lib/http-error';
import { STAFF } from '~/plugins/auth';
import { pageWindow, totalPages } from './paging';
import { listSellers, STAFF_LISTING_PREFIX, softDeleteSeller } from './sellers-admin.repository';

const staffSchema = { tags: ['admin'] };

// Sellers Data: seller accounts and the sellers of staff-posted listings, with real listing counts,
// searched by name, phone or e-mail.
export const sellersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/seller/all',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        ...staffSchema,
        summary: 'Sellers with their listing counts, searched by name, phone or e-mail (staff)',
        querystring: adminTableQuerySchema,
        response: { 200: sellerPageSchema },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query.page, ADMIN_TABLE_PAGE_SIZE);
      const { sellers, total } = await listSellers(app.db, limit, offset, request.query.q);
      return { sellers, total, totalPages: totalPages(total, ADMIN_TABLE_PAGE_SIZE) };
    },
  );

  app.delete(
    '/api/seller/:id',
    {
      preHandler: app.requireRole(...STAFF),
      // Not only a UUID: a row made from staff-posted listings has an id of its own, refused below.
      schema: {
        ...staffSchema,
        summary: "Delete a seller's account (soft delete, staff)",
        params: z.object({ id: z.string().max(120) }),
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id.startsWith(STAFF_LISTING_PREFIX)) {
        throw badRequest('This seller was listed by staff and has no account to delete. Delete their listings instead.');
      }
      if (!z.uuid().safeParse(id).success) throw badRequest('Invalid id');
      if (!(await softDeleteSeller(app.db, id))) throw notFound('Seller not found');
      return { success: true as const };
    },
  );
};
