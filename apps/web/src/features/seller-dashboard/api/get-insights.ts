import type { MyInsightsResponse } from '@ncr/shared/schemas/insights';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/seller/insights: the caller's listings with their views and wishlist adds. */
export const getSellerInsights = () => api<MyInsightsResponse>('/api/seller/insights');

export function useSellerInsights() {
  return useQuery({ queryKey: ['seller-insights'], queryFn: getSellerInsights });
}
