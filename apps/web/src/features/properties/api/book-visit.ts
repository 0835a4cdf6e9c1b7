import type { Visit, VisitCreate } from '@ncr/shared/schemas/visit';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/property/{id}/visits (buyers): 201 with the visit, status Requested. */
export const bookVisit = (id: string, body: VisitCreate) => api<Visit>(`/api/property/${id}/visits`, { method: 'POST', body });

export function useBookVisit(id: string) {
  return useMutation({ mutationFn: (body: VisitCreate) => bookVisit(id, body) });
}
