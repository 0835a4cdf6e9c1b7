import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const updateSubadminPassword = ({ id, newPassword }: { id: string; newPassword: string }) =>
  api<{ success: true }>(`/api/admin/subadmin/${encodeURIComponent(id)}/password`, { method: 'PUT', body: { newPassword } });

/** Sets a subadmin's password; the server signs that subadmin out everywhere. */
export const useUpdateSubadminPassword = () => useMutation({ mutationFn: updateSubadminPassword });
