import { notificationPrefsSchema } from '@ncr/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF, userOf } from '~/plugins/auth';
import { getPrefs, savePrefs } from './notifications.repository';

// Settings > Notifications: each staff member's own choice of e-mails (users.notification_prefs).
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin'], response: { 200: notificationPrefsSchema } };

  app.get(
    '/api/admin/notifications',
    { preHandler: app.requireRole(...STAFF), schema: { ...schema, summary: 'Which e-mail notifications the signed-in staff member gets' } },
    (request) => getPrefs(app.db, userOf(request).id),
  );

  app.put(
    '/api/admin/notifications',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { ...schema, summary: "Change the signed-in staff member's e-mail notifications", body: notificationPrefsSchema.partial() },
    },
    (request) => savePrefs(app.db, userOf(request).id, request.body),
  );
};
