import type { SearchHistoryEntry } from '@ncr/shared/schemas/buyer';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getSearchHistory = () => api<{ history: SearchHistoryEntry[] }>('/api/buyer/search-history');

/** The buyer's recent searches on /property, newest first (recorded by the search API). */
export function useSearchHistory() {
  return useQuery({ queryKey: ['buyer', 'search-history'], queryFn: getSearchHistory, staleTime: 0 });
}
