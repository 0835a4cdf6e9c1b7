import type { AdminTableQuery } from '@ncr/shared/schemas/admin';
import type { ContactQuery } from '@ncr/shared/schemas/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface QueryPage {
  queries: ContactQuery[];
  totalPages: number;
  total: number;
}

export const getQueries = ({ page, q }: AdminTableQuery) => api<QueryPage>('/api/contact/all', { query: { page, q } });

/** A page of the table, searched on the server; the previous answer stays on screen while the next loads. */
export const useQueries = (query: AdminTableQuery) =>
  useQuery({ queryKey: adminKeys.queries(query), queryFn: () => getQueries(query), placeholderData: keepPreviousData });
