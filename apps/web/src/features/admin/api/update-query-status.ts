import type { QueryStatus } from '@ncr/shared/enums';
import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const updateQueryStatus = (id: string, status: QueryStatus) =>
  api<ContactQuery>(`/api/contact/${id}/status`, { method: 'PUT', body: { status } });

export function useUpdateQueryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: QueryStatus }) => updateQueryStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
