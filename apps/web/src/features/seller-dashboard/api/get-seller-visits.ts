import type { Visit } from '@ncr/shared/schemas/visit';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Visits booked on the seller's listings: day, slot and status (staff bring the buyer). */
export const getSellerVisits = () => api<Visit[]>('/api/seller/visits');

export const useSellerVisits = () => useQuery({ queryKey: ['seller', 'visits'], queryFn: getSellerVisits });
