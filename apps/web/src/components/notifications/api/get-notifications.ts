import type { NotificationsResponse } from '@ncr/shared/schemas/alerts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const getNotifications = () => api<NotificationsResponse>('/api/notifications');

/** The member's latest notifications and unread count, refreshed every minute while the page is open. */
export function useNotifications(enabled: boolean) {
  return useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: getNotifications, enabled, refetchInterval: 60_000, staleTime: 10_000 });
}
