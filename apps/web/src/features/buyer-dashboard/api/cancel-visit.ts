import type { Visit } from '@ncr/shared/schemas/visit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const cancelVisit = (id: string) => api<Visit>(`/api/buyer/visits/${id}/cancel`, { method: 'POST' });

export function useCancelVisit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelVisit, onSettled: () => queryClient.invalidateQueries({ queryKey: ['buyer', 'visits'] }) });
}
