import type { NotificationPrefs } from '@ncr/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const updateNotificationPrefs = (prefs: NotificationPrefs) =>
  api<NotificationPrefs>('/api/admin/notifications', { method: 'PUT', body: prefs });

export function useUpdateNotificationPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPrefs,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.notifications(), saved),
  });
}
