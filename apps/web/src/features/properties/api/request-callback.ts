import type { CallbackCreate } from '@ncr/shared/schemas/enquiry';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/property/{id}/callback: goes to staff as an enquiry on the listing, with when to call;
 * without a listing, POST /api/callback: "Book Free Consultation" (docs/decisions/0122).
 */
export function useRequestCallback(id?: string) {
  const url = id ? `/api/property/${id}/callback` : '/api/callback';
  return useMutation({
    mutationFn: (body: CallbackCreate) => api<{ _id: string }>(url, { method: 'POST', body }),
  });
}
