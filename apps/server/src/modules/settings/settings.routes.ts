import { publicSettingsSchema } from '@ncr/shared/schemas/public-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsOf } from './public-settings';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicSettings = async () => publicSettingsOf(await app.settingsStore.get(), app.env);
  // A member's server-rendered page reads them (the maintenance notice): answered in-process there.
  // A visitor's page is given the ones its request read (plugins/page-renderer.ts).
  app.pageAnswers.add(/^\/api\/settings\/public$/, async () => JSON.stringify(publicSettingsSchema.parse(await publicSettings())));
  app.get(
    '/api/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings: maintenance notice, sign-up and sign-in options',
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return publicSettings();
    },
  );
};
