import type { ListingFiguresResponse } from '@ncr/shared/schemas/insights';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/listing-insights: views and wishlist adds of the listings on one admin page. */
export const getListingInsights = (ids: string[]) =>
  api<ListingFiguresResponse>('/api/admin/listing-insights', { query: { ids: ids.join(',') } });

export const useListingInsights = (ids: string[]) =>
  useQuery({
    queryKey: [...adminKeys.all, 'listing-insights', ids] as const,
    queryFn: () => getListingInsights(ids),
    enabled: ids.length > 0,
  });
