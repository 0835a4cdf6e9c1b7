import type { AdminTableQuery, SellerRow } from '@ncr/shared/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface SellerPage {
  sellers: SellerRow[];
  totalPages: number;
  total: number;
}

export const getSellers = ({ page, q }: AdminTableQuery) => api<SellerPage>('/api/seller/all', { query: { page, q } });

/** A page of the table, searched on the server; the previous answer stays on screen while the next loads. */
export const useSellers = (query: AdminTableQuery) =>
  useQuery({ queryKey: adminKeys.sellers(query), queryFn: () => getSellers(query), placeholderData: keepPreviousData });
