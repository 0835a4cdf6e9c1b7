import { api } from '@/lib/api-client';

/** POST /api/property/{id}/view: the seller's view count (the server decides what counts). */
export const reportView = (id: string) => api<null>(`/api/property/${id}/view`, { method: 'POST' });
