import type { PublicSettings } from '@ncr/shared/schemas/public-settings';
import { TEXTS } from '@ncr/shared/texts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
  else await queryClient.prefetchQuery(publicSettingsQuery);
  return undefined;
}

export function MaintenanceNotice() {
  const { data } = usePublicSettings();
  if (!data?.maintenanceMode) return null;
  return (
    <div role="status" className="bg-yellow-100 px-4 py-3 text-center text-sm font-medium text-yellow-900">
      {TEXTS.maintenance}
    </div>
  );
}
