import { z } from 'zod';

/** What the public pages know of the operator's settings (GET /api/settings/public); nothing sensitive. */
export const publicSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  registrationEnabled: z.boolean(),
  phoneEmailClientId: z.string().nullable(),
  /** The map's tiles (MAP_TILES_URL, a `{z}/{x}/{y}` template) and the credit their provider asks for. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
