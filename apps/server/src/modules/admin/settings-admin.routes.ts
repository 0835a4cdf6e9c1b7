import type { systemSettingsSchema as sharedSystemSettingsSchema } from '@ncr/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { systemSettingsSchema } from '~/modules/settings/settings.store';

// The web form validates with the shared schema, the store with its own; this fails to compile
// if the two ever disagree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameShape: Same<z.infer<typeof sharedSystemSettingsSchema>, z.infer<typeof systemSettingsSchema>> = true;
void sameShape;

// Settings > System: admin only (a subadmin gets 403). Enforced by the modules that read the
// store: registration (auth), auto-approve and the listing limit (posting); maintenance mode is
// the public notice (docs/decisions/0010-admin-panel.md).
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin'], response: { 200: systemSettingsSchema } };

  app.get(
    '/api/admin/settings',
    { preHandler: app.requireRole('admin'), schema: { ...schema, summary: 'The system settings (admin only)' } },
    () => app.settingsStore.get(),
  );

  app.put(
    '/api/admin/settings',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...schema,
        summary: 'Change some of the system settings; the answer is all of them (admin only)',
        body: systemSettingsSchema.partial(),
      },
    },
    (request) => app.settingsStore.update(request.body),
  );
};
