import type { AdminPropertiesQuery } from '@ncr/shared/schemas/admin';

// Query keys of the admin screens. Every listing change invalidates `all`, so the dashboard,
// the listings grid and the sold table refresh together.
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  properties: (query: AdminPropertiesQuery) => ['admin', 'properties', query] as const,
  sold: (page: number) => ['admin', 'sold', page] as const,
  buyers: (page: number) => ['admin', 'buyers', page] as const,
  sellers: (page: number) => ['admin', 'sellers', page] as const,
  queries: (page: number) => ['admin', 'queries', page] as const,
  settings: () => ['admin', 'settings'] as const,
  notifications: () => ['admin', 'notifications'] as const,
};
