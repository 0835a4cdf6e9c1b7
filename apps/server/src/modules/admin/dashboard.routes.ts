import { dashboardSchema } from '@ncr/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF } from '~/plugins/auth';
import { toListings } from '~/shared/listings';
import { dashboardCounters, recentListings, recentQueries } from './dashboard.repository';
import { toContactQuery } from './queries.repository';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags: ['admin'],
        summary: 'Admin dashboard: listing and lead counters, the latest listings and contact messages (staff)',
        response: { 200: dashboardSchema },
      },
    },
    async () => {
      const [counters, listings, queries] = await Promise.all([dashboardCounters(app.db), recentListings(app.db), recentQueries(app.db)]);
      return {
        counters,
        recentProperties: await toListings(app.db, listings, 'staff'),
        recentQueries: queries.map((q) => toContactQuery(q)),
      };
    },
  );
};
