import { api } from '@/lib/api-client';

/** POST /api/buyer/saved-searches/{id}/seen: the buyer opens the search, its "new" count restarts. */
export const markSavedSearchSeen = (id: string) => api<{ success: true }>(`/api/buyer/saved-searches/${id}/seen`, { method: 'POST' });
