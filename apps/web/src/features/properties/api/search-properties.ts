import { SEARCH_PAGE_SIZE } from '@ncr/shared/constants';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SearchResponse {
  properties: PublicListing[];
  totalPages: number;
  total: number;
  /** False when `total` is a lower bound (shown as "1,000+"). */
  totalExact?: boolean;
}

/** GET /api/property/search: the filters as sent (empty ones omitted), 6 a page (spec §7). */
export const searchProperties = (query: Record<string, string>, page: number, signal?: AbortSignal) =>
  api<SearchResponse>('/api/property/search', { query: { ...query, page, limit: SEARCH_PAGE_SIZE }, signal });

export const searchQuery = (query: Record<string, string>, page: number) =>
  queryOptions({
    queryKey: ['property-search', query, page],
    queryFn: ({ signal }) => searchProperties(query, page, signal),
    retry: false,
  });

export function useSearchProperties(query: Record<string, string>, page: number) {
  // The previous page stays on screen while the next one loads, so the grid does not jump.
  return useQuery({ ...searchQuery(query, page), placeholderData: keepPreviousData });
}
