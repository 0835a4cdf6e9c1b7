import type { AdminTableQuery, BuyerRecord } from '@ncr/shared/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface BuyerPage {
  buyers: BuyerRecord[];
  totalPages: number;
  total: number;
}

export const getBuyers = ({ page, q }: AdminTableQuery) => api<BuyerPage>('/api/buyer/all', { query: { page, q } });

/** A page of the table, searched on the server; the previous answer stays on screen while the next loads. */
export const useBuyers = (query: AdminTableQuery) =>
  useQuery({ queryKey: adminKeys.buyers(query), queryFn: () => getBuyers(query), placeholderData: keepPreviousData });
