import type { SavedSearch, SavedSearchInput } from '@ncr/shared/schemas/alerts';
import { api } from '@/lib/api-client';

/** POST /api/buyer/saved-searches: the current filters, a name and how often to hear. */
export const saveSearch = (input: SavedSearchInput) => api<SavedSearch>('/api/buyer/saved-searches', { method: 'POST', body: input });
