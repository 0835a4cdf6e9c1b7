import { api } from '@/lib/api-client';

/** DELETE /api/buyer/saved-searches/{id}. */
export const deleteSavedSearch = (id: string) => api<{ success: true }>(`/api/buyer/saved-searches/${id}`, { method: 'DELETE' });
