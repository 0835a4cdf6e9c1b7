import type { EnquiryCreate } from '@ncr/shared/schemas/enquiry';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/property/{id}/enquiries: goes to staff as a query linked to the listing. */
export const sendEnquiry = (id: string, body: EnquiryCreate) =>
  api<{ _id: string }>(`/api/property/${id}/enquiries`, { method: 'POST', body });

export function useSendEnquiry(id: string) {
  return useMutation({ mutationFn: (body: EnquiryCreate) => sendEnquiry(id, body) });
}
