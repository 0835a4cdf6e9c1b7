import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const deleteProperty = (id: string) => api<{ success: true }>(`/api/property/${id}`, { method: 'DELETE' });

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProperty, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
