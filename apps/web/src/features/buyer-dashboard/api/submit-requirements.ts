import type { BuyerRequirement } from '@ncr/shared/schemas/buyer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const submitRequirements = (body: BuyerRequirement) =>
  api<{ details: { _id: string } }>('/api/buyer/submit', { method: 'POST', body: { ...body, date: new Date().toISOString() } });

/** Submits the form; the matches and the stored requirements are refetched afterwards. */
export function useSubmitRequirements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitRequirements,
    onSuccess: () => client.invalidateQueries({ queryKey: ['buyer'] }),
  });
}
