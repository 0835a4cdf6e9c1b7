import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/property/{id} (a soft delete on the server). */
export const deleteProperty = (id: string) => api<{ success: true }>(`/api/property/${id}`, { method: 'DELETE' });

export function useDeleteProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => client.invalidateQueries({ queryKey: ['my-listings'] }),
  });
}
