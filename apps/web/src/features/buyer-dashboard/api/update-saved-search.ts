import type { SavedSearch, SavedSearchInput } from '@ncr/shared/schemas/alerts';
import { api } from '@/lib/api-client';

/** PUT /api/buyer/saved-searches/{id}: rename, pause or resume. */
export const updateSavedSearch = (id: string, input: SavedSearchInput) =>
  api<SavedSearch>(`/api/buyer/saved-searches/${id}`, { method: 'PUT', body: input });
