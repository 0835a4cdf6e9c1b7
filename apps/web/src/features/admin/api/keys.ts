import type { AdminPropertiesQuery, AdminTableQuery } from '@ncr/shared/schemas/admin';

// Query keys of the admin screens. Every listing change invalidates `all`, so the dashboard,
// the listings grid and the sold table refresh together.
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  properties: (query: AdminPropertiesQuery) => ['admin', 'properties', query] as const,
  sold: (page: number) => ['admin', 'sold', page] as const,
  buyers: (query: AdminTableQuery) => ['admin', 'buyers', query] as const,
  sellers: (query: AdminTableQuery) => ['admin', 'sellers', query] as const,
  queries: (query: AdminTableQuery) => ['admin', 'queries', query] as const,
  settings: () => ['admin', 'settings'] as const,
  marketRates: () => ['admin', 'market-rates'] as const,
  notifications: () => ['admin', 'notifications'] as const,
};
