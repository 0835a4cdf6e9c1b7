import type { MarketRate, MarketRateInput } from '@ncr/shared/schemas/market-rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const saveMarketRate = (rate: MarketRateInput) => api<MarketRate>('/api/admin/market-rates', { method: 'PUT', body: rate });

/** Adds or replaces one locality's rate; the listings' figures change with it, so the admin screens refresh. */
export function useSaveMarketRate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMarketRate, onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
