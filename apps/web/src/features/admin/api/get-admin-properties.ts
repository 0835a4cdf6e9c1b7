import type { AdminPropertiesQuery, StatusCounts } from '@ncr/shared/schemas/admin';
import type { Listing } from '@ncr/shared/schemas/property';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface ListingPage {
  properties: Listing[];
  totalPages: number;
  total: number;
  /** Listings of each status under the search and the other filters (the status tabs). */
  counts: StatusCounts;
  /** The minimum discount to publish approval applies (0: off), for the Pending queue's flag. */
  minDiscountToPublish?: number;
}

export const getAdminProperties = (query: AdminPropertiesQuery) =>
  api<ListingPage>('/api/property/admin', {
    query: { page: query.page, q: query.q, featured: query.featured, status: query.status, farBelowMarket: query.farBelowMarket },
  });

/** Search and filter run on the server; the previous page stays on screen while the next loads. */
export const useAdminProperties = (query: AdminPropertiesQuery) =>
  useQuery({ queryKey: adminKeys.properties(query), queryFn: () => getAdminProperties(query), placeholderData: keepPreviousData });
