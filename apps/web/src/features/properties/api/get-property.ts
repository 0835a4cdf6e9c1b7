import type { Listing } from '@ncr/shared/schemas/property';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/property/{id}: 404 'Property not found' for a missing or hidden listing. */
export const getProperty = (id: string, signal?: AbortSignal) => api<Listing>(`/api/property/${id}`, { signal });

export function useProperty(id: string) {
  return useQuery({ queryKey: ['property', id], queryFn: ({ signal }) => getProperty(id, signal), retry: false });
}
