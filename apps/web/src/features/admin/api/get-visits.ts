import type { VisitList, VisitStatus } from '@ncr/shared/schemas/visit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getVisits = (page: number, status: VisitStatus | undefined) => api<VisitList>('/api/visits', { query: { page, status } });

export const useVisits = (page: number, status: VisitStatus | undefined) =>
  useQuery({
    queryKey: ['admin', 'visits', page, status ?? ''],
    queryFn: () => getVisits(page, status),
    placeholderData: keepPreviousData,
  });
