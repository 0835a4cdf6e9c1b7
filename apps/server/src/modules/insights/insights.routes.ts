import { errorResponseSchema } from '@ncr/shared/schemas/common';
import { insightIdsQuerySchema, listingFiguresResponseSchema, myInsightsResponseSchema } from '@ncr/shared/schemas/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, userOf } from '~/plugins/auth';
import type { Viewer } from '~/shared/events';
import { ActivityRecorder } from './activity-recorder';
import { figuresOf, ownListingInsights } from './insights.repository';
import { istDay } from './visitor';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

// Seller insight (issue 15 item 4): views and wishlist adds per listing, counted from the events
// the properties and wishlist modules emit, shown to the owner and to staff.
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const recorder = new ActivityRecorder(app.db, (error) => app.log.error({ err: error }, 'could not record listing activity'));
  app.events.on('listing.viewed', ({ propertyId, viewer }: { propertyId: string; viewer: Viewer }) =>
    recorder.record('view', propertyId, viewer),
  );
  app.events.on('listing.wishlisted', ({ propertyId, viewer }: { propertyId: string; viewer: Viewer }) =>
    recorder.record('wishlist', propertyId, viewer),
  );
  app.addHook('onClose', async () => {
    await recorder.flush();
  });

  app.get(
    '/api/seller/insights',
    {
      preHandler: app.requireRole('seller'),
      schema: {
        tags: ['insights'],
        summary: "The caller's listings with views and wishlist adds over the last 7 and 30 days",
        security: [{ bearer: [] }],
        response: { 200: myInsightsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await recorder.flush();
      return { listings: await ownListingInsights(app.db, userOf(request).id, istDay(new Date())) };
    },
  );

  app.get(
    '/api/admin/listing-insights',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags: ['insights', 'admin'],
        summary: 'Views and wishlist adds over the last 7 and 30 days of up to 50 listings (comma-separated ids)',
        security: [{ bearer: [] }],
        querystring: insightIdsQuerySchema,
        response: { 200: listingFiguresResponseSchema, ...errors },
      },
    },
    async (request) => {
      await recorder.flush();
      const figures = await figuresOf(app.db, request.query.ids, istDay(new Date()));
      return { figures: Object.fromEntries(figures) };
    },
  );
};
