import type { BuyerRecord } from '@ncr/shared/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface BuyerPage {
  buyers: BuyerRecord[];
  totalPages: number;
  total: number;
}

export const getBuyers = (page: number) => api<BuyerPage>('/api/buyer/all', { query: { page } });

export const useBuyers = (page: number) =>
  useQuery({ queryKey: adminKeys.buyers(page), queryFn: () => getBuyers(page), placeholderData: keepPreviousData });
