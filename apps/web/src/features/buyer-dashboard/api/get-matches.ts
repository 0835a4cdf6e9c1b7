import type { MatchReason } from '@ncr/shared/schemas/buyer';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface MatchesPage {
  properties: PublicListing[];
  totalPages: number;
  total: number;
  /** Per listing on the page, what found it: the requirements, a saved search or a recent search. */
  because: Record<string, MatchReason>;
}

export const getMatches = (page: number) => api<MatchesPage>('/api/buyer/matches', { query: { page } });

/** Listings that fit the latest requirements, the saved searches and the last searches, one page at a time. */
export function useMatches(page: number) {
  return useQuery({ queryKey: ['buyer', 'matches', page], queryFn: () => getMatches(page), placeholderData: keepPreviousData });
}
