import type { NotificationPrefs } from '@ncr/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getNotificationPrefs = () => api<NotificationPrefs>('/api/admin/notifications');

export const useNotificationPrefs = () => useQuery({ queryKey: adminKeys.notifications(), queryFn: getNotificationPrefs });
