import { api } from '@/lib/api-client';

/** POST /api/notifications/read: the given notifications, or all of them when ids is left out. */
export const markNotificationsRead = (ids?: string[]) =>
  api<{ success: true }>('/api/notifications/read', { method: 'POST', body: ids ? { ids } : {} });
