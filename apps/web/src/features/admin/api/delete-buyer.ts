import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const deleteBuyer = (id: string) => api<{ success: true }>(`/api/buyer/${id}`, { method: 'DELETE' });

export function useDeleteBuyer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBuyer, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
