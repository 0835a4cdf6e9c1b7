import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const deleteSeller = (id: string) => api<{ success: true }>(`/api/seller/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteSeller() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSeller, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
