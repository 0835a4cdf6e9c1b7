import type { MarketRateList } from '@ncr/shared/schemas/market-rates';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getMarketRates = () => api<MarketRateList>('/api/admin/market-rates');

export const useMarketRates = () => useQuery({ queryKey: adminKeys.marketRates(), queryFn: getMarketRates });
