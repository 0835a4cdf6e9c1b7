import type { PublicListing } from '@ncr/shared/schemas/property';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * GET /api/property/{id}. A missing or hidden listing (404, or 400 for an id that cannot exist) is
 * `null` rather than an error: it is an answer the page shows, and the server renders it with a 404.
 */
export const getProperty = (id: string, signal?: AbortSignal) =>
  api<PublicListing>(`/api/property/${id}`, { signal }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  });

export const propertyQuery = (id: string) =>
  queryOptions({ queryKey: ['property', id], queryFn: ({ signal }) => getProperty(id, signal), retry: false });

export function useProperty(id: string) {
  return useQuery(propertyQuery(id));
}
