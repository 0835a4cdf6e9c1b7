import type { SavedSearch } from '@ncr/shared/schemas/alerts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SAVED_SEARCHES_KEY = ['buyer', 'saved-searches'] as const;

export const getSavedSearches = () => api<SavedSearch[]>('/api/buyer/saved-searches');

/** The buyer's saved searches, newest first, each with its new listings since last opened. */
export function useSavedSearches() {
  return useQuery({ queryKey: SAVED_SEARCHES_KEY, queryFn: getSavedSearches, staleTime: 0 });
}
