import { z } from 'zod';

/** What the public pages know of the operator's settings (GET /api/settings/public); nothing sensitive. */
export const publicSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  registrationEnabled: z.boolean(),
  phoneEmailClientId: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
