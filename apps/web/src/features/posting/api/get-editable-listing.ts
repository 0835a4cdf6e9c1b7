import type { Listing } from '@ncr/shared/schemas/property';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/property/mine/{id}: one of the caller's listings, whatever its status. */
export const getEditableListing = (id: string) => api<{ property: Listing }>(`/api/property/mine/${id}`).then((r) => r.property);

export function useEditableListing(id: string) {
  // Always fresh: the form is filled once from what this returns.
  return useQuery({ queryKey: ['my-listings', 'one', id], queryFn: () => getEditableListing(id), staleTime: 0, gcTime: 0 });
}
