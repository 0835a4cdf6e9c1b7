import type { LeadStatus } from '@ncr/shared/enums';
import type { BuyerRecord } from '@ncr/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const updateBuyerStatus = (id: string, status: LeadStatus) =>
  api<BuyerRecord>(`/api/buyer/${id}/status`, { method: 'PUT', body: { status } });

export function useUpdateBuyerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) => updateBuyerStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'buyers'] }),
  });
}
