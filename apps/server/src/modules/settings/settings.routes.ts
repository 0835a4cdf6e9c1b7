import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const publicSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  registrationEnabled: z.boolean(),
  phoneEmailClientId: z.string().nullable(),
});

// What the public pages need to know about the operator's settings; nothing sensitive.
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicSettings = async () => {
    const settings = await app.settingsStore.get();
    return {
      maintenanceMode: settings.maintenanceMode,
      registrationEnabled: settings.enableUserRegistration,
      phoneEmailClientId: app.env.PHONE_EMAIL_CLIENT_ID ?? null,
    };
  };
  // Every server-rendered page reads them (the maintenance notice): answered in-process there.
  app.pageAnswers.add(/^\/api\/settings\/public$/, async () => JSON.stringify(publicSettingsSchema.parse(await publicSettings())));
  app.get('/api/settings/public', { schema: { tags: ['settings'], response: { 200: publicSettingsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return publicSettings();
  });
};
