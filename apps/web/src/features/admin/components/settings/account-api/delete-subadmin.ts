import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subadminsKey } from './get-subadmins';

export const deleteSubadmin = (id: string) => api<{ success: true }>(`/api/admin/subadmin/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteSubadmin = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSubadmin, onSuccess: () => client.invalidateQueries({ queryKey: subadminsKey }) });
};
