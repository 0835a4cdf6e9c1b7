import { errorResponseSchema, idParamsSchema } from '@ncr/shared/schemas/common';
import { insightIdsQuerySchema, listingFiguresResponseSchema, myInsightsResponseSchema } from '@ncr/shared/schemas/insights';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '~/lib/http-error';
import { STAFF, userOf } from '~/plugins/auth';
import { type Viewer, viewerOf } from '~/shared/events';
import { findPublicListing } from '~/shared/listings';
import { ActivityRecorder } from './activity-recorder';
import { figuresOf, ownListingInsights } from './insights.repository';
import { istDay } from './visitor';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

// Seller insight (issue 15 item 4): views and wishlist adds per listing, counted from the events
// the properties and wishlist modules emit, shown to the owner and to staff.
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const recorder = new ActivityRecorder(
    app.db,
    (value) => app.tokens.signFor('listing-visitor', value),
    (error) => app.log.error({ err: error }, 'could not record listing activity'),
  );
  app.events.on('listing.viewed', ({ propertyId, viewer }: { propertyId: string; viewer: Viewer }) =>
    recorder.record('view', propertyId, viewer),
  );
  app.events.on('listing.wishlisted', ({ propertyId, viewer }: { propertyId: string; viewer: Viewer }) =>
    recorder.record('wishlist', propertyId, viewer),
  );
  app.addHook('onClose', async () => {
    await recorder.flush();
  });

  // A listing page arrives rendered by the server (and often from its page cache), so the browser
  // reports the view once the page is open, with the visitor's session when there is one.
  app.post(
    '/api/property/:id/view',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['insights'],
        summary: 'Count a view of a public listing (one per visitor per day; bots, the owner and staff are not counted)',
        params: idParamsSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await findPublicListing(app.db, request.params.id))) throw notFound(TEXTS.propertyNotFound);
      app.events.emit('listing.viewed', { propertyId: request.params.id, viewer: viewerOf(request, await app.currentUser(request)) });
      return reply.code(204).send(null);
    },
  );

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
