import type { PublicSettings } from '@ncr/shared/schemas/public-settings';
import { TEXTS } from '@ncr/shared/texts';
import { hashKey, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prefetchOnce } from '@/lib/prefetch-once';

const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: () => api<PublicSettings>('/api/settings/public'),
  staleTime: 60_000,
});

/** Public flags the operator sets under Admin > Settings > System. */
export function usePublicSettings() {
  return useQuery(publicSettingsQuery);
}

/**
 * Every server-rendered page shows the maintenance notice when it is on. A visitor's page is given
 * the settings its request read (the server keeps the page under them); a member's asks for them.
 */
export async function prefetchPublicSettings(queryClient: QueryClient, given?: PublicSettings): Promise<undefined> {
  if (given) queryClient.setQueryData(publicSettingsQuery.queryKey, given);
  else await prefetchOnce(queryClient, publicSettingsQuery);
  return undefined;
}

// Whether the site is in maintenance. A server render only reads what its page was given (a query
// observer there was 4% of a listing page's render), found by the query's hash: getQueryData
// works out the query's options again, as much CPU as the rest of this notice. The browser
// follows the query, which the page's state seeds, so both show the same at hydration. Chosen per
// build, so every render of a build calls the same hooks.
const PUBLIC_SETTINGS_HASH = hashKey(publicSettingsQuery.queryKey);
const useMaintenanceMode = import.meta.env.SSR
  ? () => !!useQueryClient().getQueryCache().get<PublicSettings>(PUBLIC_SETTINGS_HASH)?.state.data?.maintenanceMode
  : () => !!usePublicSettings().data?.maintenanceMode;

export function MaintenanceNotice() {
  if (!useMaintenanceMode()) return null;
  return (
    <div role="status" className="bg-yellow-100 px-4 py-3 text-center text-sm font-medium text-yellow-900">
      {TEXTS.maintenance}
    </div>
  );
}
