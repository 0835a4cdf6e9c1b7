import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** PUT /api/property/{id}/verification: staff checked (or un-checked) the listing's documents. */
export const setVerified = (id: string, verified: boolean) =>
  api<{ verified: boolean; verifiedAt: string | null }>(`/api/property/${id}/verification`, { method: 'PUT', body: { verified } });

export function useSetVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) => setVerified(id, verified),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: adminKeys.all });
      queryClient.invalidateQueries({ queryKey: ['property'] });
    },
  });
}
