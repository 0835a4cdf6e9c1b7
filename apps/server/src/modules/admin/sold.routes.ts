import { ADMIN_TABLE_PAGE_SIZE } from '@ncr/shared/constants';
import { listingPageSchema, pageQuerySchema } from '@ncr/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '~/plugins/auth';
import { loadOwners, toListings } from '~/shared/listings';
import { pageWindow, totalPages } from './paging';
import { allSold, listSold } from './properties-admin.repository';
import { indianDate, soldCsv } from './sold-csv';

// Sold Properties: the paginated list, and every sold listing as a CSV download ('Export Data').
// Editing a sale and 'Mark available' go through PUT /api/property/{id} (posting module).
export const soldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/sold',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags: ['admin'],
        summary: 'Sold listings, a page at a time (staff)',
        querystring: pageQuerySchema,
        response: { 200: listingPageSchema },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query.page, ADMIN_TABLE_PAGE_SIZE);
      const { rows, total } = await listSold(app.db, limit, offset);
      return { properties: await toListings(app.db, rows, 'staff'), total, totalPages: totalPages(total, ADMIN_TABLE_PAGE_SIZE) };
    },
  );

  app.get(
    '/api/admin/sold/export.csv',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags: ['admin'],
        summary: 'Every sold listing as a CSV download (staff)',
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV with a header row') },
      },
    },
    async (_request, reply) => {
      const rows = await allSold(app.db);
      const csv = soldCsv(rows, await loadOwners(app.db, rows));
      // A byte-order mark so spreadsheet programs read the file as UTF-8 (names in Devanagari).
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sold-properties-${indianDate(new Date())}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${csv}`);
    },
  );
};
