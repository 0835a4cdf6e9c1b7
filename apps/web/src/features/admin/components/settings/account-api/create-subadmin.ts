import type { Subadmin, SubadminCreate } from '@ncr/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subadminsKey } from './get-subadmins';

export const createSubadmin = (body: SubadminCreate) => api<{ subadmin: Subadmin }>('/api/admin/subadmin', { method: 'POST', body });

export const useCreateSubadmin = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSubadmin, onSuccess: () => client.invalidateQueries({ queryKey: subadminsKey }) });
};
