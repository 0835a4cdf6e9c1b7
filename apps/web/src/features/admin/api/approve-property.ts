import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const approveProperty = (id: string) => api<{ success: true; status: string }>(`/api/property/${id}/approve`, { method: 'PUT' });

export function useApproveProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveProperty, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
