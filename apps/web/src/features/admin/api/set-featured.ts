import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const setFeatured = (id: string, featured: boolean) =>
  api<{ success: true; isFeatured: boolean }>(`/api/property/${featured ? 'feature' : 'unfeature'}/${id}`, { method: 'PUT' });

export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) => setFeatured(id, featured),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Bulk action: one call per selected listing, all in parallel (spec §7). */
export function useBulkFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, featured }: { ids: string[]; featured: boolean }) => Promise.all(ids.map((id) => setFeatured(id, featured))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
