import type { PlacePurpose } from '@ncr/shared/places';
import type { PlaceSummary } from '@ncr/shared/schemas/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** A place the site has no page for: never had a listing (404), or has none left (410). */
export type MissingPlace = { missing: 404 | 410 };

export interface PlaceParams {
  purpose: PlacePurpose;
  city: string;
  locality?: string;
}

/**
 * GET /api/property/place. A missing place is an answer the page shows (and the server renders
 * with its status), not an error.
 */
export const getPlace = ({ purpose, city, locality }: PlaceParams, signal?: AbortSignal) =>
  api<PlaceSummary>('/api/property/place', { query: { purpose, city, locality }, signal }).catch((error: unknown): MissingPlace => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 400)) {
      return { missing: error.status === 410 ? 410 : 404 };
    }
    throw error;
  });

export const placeQuery = (place: PlaceParams) =>
  queryOptions({
    queryKey: ['place', place.purpose, place.city, place.locality ?? null],
    queryFn: ({ signal }) => getPlace(place, signal),
    retry: false,
  });

export function usePlace(place: PlaceParams) {
  return useQuery(placeQuery(place));
}
