import type { Visit, VisitUpdate } from '@ncr/shared/schemas/visit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** PUT /api/visits/{id}: the buyer is messaged about every change. */
export const updateVisit = (id: string, body: VisitUpdate) => api<Visit>(`/api/visits/${id}`, { method: 'PUT', body });

export function useUpdateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VisitUpdate }) => updateVisit(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
