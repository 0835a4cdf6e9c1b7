import { z } from 'zod';
import type { SystemSettings } from './settings.store';

export const publicSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  registrationEnabled: z.boolean(),
  phoneEmailClientId: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** What the public pages need to know about the operator's settings; nothing sensitive. */
export const publicSettingsOf = (settings: SystemSettings, phoneEmailClientId: string | undefined): PublicSettings => ({
  maintenanceMode: settings.maintenanceMode,
  registrationEnabled: settings.enableUserRegistration,
  phoneEmailClientId: phoneEmailClientId ?? null,
});
