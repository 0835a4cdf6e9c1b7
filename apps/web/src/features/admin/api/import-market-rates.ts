import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Sends a CSV file's text; the server stores every line or, naming the first bad line, none. */
export const importMarketRates = (csv: string) =>
  api<{ success: true; imported: number }>('/api/admin/market-rates/import', { method: 'POST', body: { csv } });

export function useImportMarketRates() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importMarketRates, onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
