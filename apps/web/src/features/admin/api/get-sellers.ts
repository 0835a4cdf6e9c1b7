import type { SellerRow } from '@ncr/shared/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface SellerPage {
  sellers: SellerRow[];
  totalPages: number;
  total: number;
}

export const getSellers = (page: number) => api<SellerPage>('/api/seller/all', { query: { page } });

export const useSellers = (page: number) =>
  useQuery({ queryKey: adminKeys.sellers(page), queryFn: () => getSellers(page), placeholderData: keepPreviousData });
