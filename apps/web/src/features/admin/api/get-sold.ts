import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListingPage } from './get-admin-properties';
import { adminKeys } from './keys';

export const getSold = (page: number) => api<ListingPage>('/api/admin/sold', { query: { page } });

export const useSold = (page: number) =>
  useQuery({ queryKey: adminKeys.sold(page), queryFn: () => getSold(page), placeholderData: keepPreviousData });
