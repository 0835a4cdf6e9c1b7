import { errorResponseSchema, idParamsSchema, okResponseSchema } from '@ncr/shared/schemas/common';
import { publicListingSchema } from '@ncr/shared/schemas/property';
import { wishlistIdsResponseSchema } from '@ncr/shared/schemas/wishlist';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '~/lib/http-error';
import { MEMBERS, userOf } from '~/plugins/auth';
import { viewerOf } from '~/shared/events';
import { toListings } from '~/shared/listings';
import { wishlistRepository } from './wishlist.repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const addBodySchema = z.object({ propertyId: z.string().uuid('Invalid id') });

// A buyer's or seller's saved listings (spec §6: wishlist actions are for logged-in buyers and
// sellers). Adding and removing are idempotent, so a double click or a retry does no harm.
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = app.requireRole(...MEMBERS);
  const idsOf = wishlistRepository.idsOf(app.db, app.dbKind);

  app.get(
    '/api/wishlist',
    {
      preHandler: members,
      schema: {
        tags: ['wishlist'],
        summary: "The caller's wishlisted listings they may still see, latest added first",
        response: { 200: z.array(publicListingSchema), ...errors },
      },
    },
    async (request) => {
      const rows = await wishlistRepository.list(app.db, userOf(request).id);
      return toListings(app.db, rows, 'public');
    },
  );

  app.get(
    '/api/wishlist/ids',
    {
      preHandler: members,
      schema: {
        tags: ['wishlist'],
        summary: "The ids of the caller's wishlisted listings they may still see, latest added first",
        description: 'What the hearts on listing cards read: `/api/wishlist` without the listings.',
        response: { 200: wishlistIdsResponseSchema, ...errors },
      },
    },
    async (request) => ({ ids: await idsOf(userOf(request).id) }),
  );
  // A member's page carries their hearts (plugins/page-renderer.ts): read for the member the page
  // is for, in-process, as the route above reads them.
  app.pageAnswers.addForMember(/^\/api\/wishlist\/ids$/, async (_params, user) =>
    user.role === 'buyer' || user.role === 'seller'
      ? JSON.stringify(wishlistIdsResponseSchema.parse({ ids: await idsOf(user.id) }))
      : undefined,
  );

  app.post(
    '/api/wishlist/add',
    {
      preHandler: members,
      schema: {
        tags: ['wishlist'],
        summary: 'Add a listing to the wishlist (idempotent)',
        body: addBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      if (!(await wishlistRepository.isVisible(app.db, user.id, request.body.propertyId))) throw notFound(TEXTS.propertyNotFound);
      await wishlistRepository.add(app.db, user.id, request.body.propertyId);
      app.events.emit('listing.wishlisted', { propertyId: request.body.propertyId, viewer: viewerOf(request, user) });
      return { success: true as const };
    },
  );

  app.delete(
    '/api/wishlist/remove/:id',
    {
      preHandler: members,
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a listing from the wishlist (idempotent)',
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      // A saved listing that has since been hidden or deleted can still be removed.
      const removed = await wishlistRepository.remove(app.db, user.id, request.params.id);
      if (!removed && !(await wishlistRepository.isVisible(app.db, user.id, request.params.id))) throw notFound(TEXTS.propertyNotFound);
      return { success: true as const };
    },
  );
};
