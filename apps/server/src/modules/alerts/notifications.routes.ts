import { hideContacts } from '@ncr/shared/contact-privacy';
import { markReadSchema, notificationsResponseSchema } from '@ncr/shared/schemas/alerts';
import { errorResponseSchema, okResponseSchema } from '@ncr/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEMBERS, userOf } from '~/plugins/auth';
import { notificationRepository } from './notifications.repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

// In-app notifications of buyers and sellers: saved-search alerts and wishlist price drops.
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = app.requireRole(...MEMBERS);

  app.get(
    '/api/notifications',
    {
      preHandler: members,
      schema: {
        tags: ['alerts'],
        summary: "The caller's latest notifications, newest first, and how many are unread",
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const rows = await notificationRepository.latest(app.db, userId);
      return {
        notifications: rows.map((n) => ({
          _id: n.id,
          kind: n.kind,
          propertyId: n.propertyId,
          savedSearchId: n.savedSearchId,
          // Also notifications stored before their text was masked (docs/decisions/0097).
          text: hideContacts(n.text),
          createdAt: n.createdAt.toISOString(),
          read: n.readAt !== null,
        })),
        unread: await notificationRepository.unreadCount(app.db, userId),
      };
    },
  );

  app.post(
    '/api/notifications/read',
    {
      preHandler: members,
      schema: {
        tags: ['alerts'],
        summary: "Mark the given notifications read, or all of the caller's when `ids` is left out",
        body: markReadSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await notificationRepository.markRead(app.db, userOf(request).id, request.body.ids);
      return { success: true as const };
    },
  );
};
