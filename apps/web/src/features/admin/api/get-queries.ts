import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface QueryPage {
  queries: ContactQuery[];
  totalPages: number;
  total: number;
}

export const getQueries = (page: number) => api<QueryPage>('/api/contact/all', { query: { page } });

export const useQueries = (page: number) =>
  useQuery({ queryKey: adminKeys.queries(page), queryFn: () => getQueries(page), placeholderData: keepPreviousData });
