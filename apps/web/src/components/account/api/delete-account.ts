import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteAccount = () => api<{ success: true }>('/api/auth/delete-account', { method: 'DELETE' });

/** Deletes the signed-in account (the caller ends the session once it has left the dashboard). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
