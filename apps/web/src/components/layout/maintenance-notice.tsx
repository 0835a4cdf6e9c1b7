import { TEXTS } from '@ncr/shared/texts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface PublicSettings {
  maintenanceMode: boolean;
  registrationEnabled: boolean;
  phoneEmailClientId: string | null;
}

/** Public flags the operator sets under Admin > Settings > System. */
export function usePublicSettings() {
  return useQuery({
    queryKey: ['public-settings'],
    queryFn: () => api<PublicSettings>('/api/settings/public'),
    staleTime: 60_000,
  });
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
