import type { SystemSettings } from '@ncr/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const updateSystemSettings = (settings: SystemSettings) =>
  api<SystemSettings>('/api/admin/settings', { method: 'PUT', body: settings });

export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings(), saved);
      // The maintenance notice and the sign-up screens read these flags (key of components/layout).
      void queryClient.invalidateQueries({ queryKey: ['public-settings'] });
    },
  });
}
