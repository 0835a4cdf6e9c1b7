import type { PublicSettings } from '@ncr/shared/schemas/public-settings';
import type { Env } from '~/config/env';
import type { SystemSettings } from './settings.store';

/** The public settings from the store's settings and the server's: the route's answer and a visitor's page's. */
export const publicSettingsOf = (settings: SystemSettings, env: Env): PublicSettings => ({
  maintenanceMode: settings.maintenanceMode,
  registrationEnabled: settings.enableUserRegistration,
  phoneEmailClientId: env.PHONE_EMAIL_CLIENT_ID ?? null,
  mapTiles: { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION },
});
