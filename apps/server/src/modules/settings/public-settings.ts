import type { PublicSettings } from '@ncr/shared/schemas/public-settings';
import type { SystemSettings } from './settings.store';

/** The public settings from the store's settings: the route's answer and a visitor's page's. */
export const publicSettingsOf = (settings: SystemSettings, phoneEmailClientId: string | undefined): PublicSettings => ({
  maintenanceMode: settings.maintenanceMode,
  registrationEnabled: settings.enableUserRegistration,
  phoneEmailClientId: phoneEmailClientId ?? null,
});
