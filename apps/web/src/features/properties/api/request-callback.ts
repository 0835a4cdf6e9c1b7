import type { CallbackCreate } from '@ncr/shared/schemas/enquiry';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/property/{id}/callback: goes to staff as an enquiry on the listing, with when to call. */
export function useRequestCallback(id: string) {
  return useMutation({
    mutationFn: (body: CallbackCreate) => api<{ _id: string }>(`/api/property/${id}/callback`, { method: 'POST', body }),
  });
}
