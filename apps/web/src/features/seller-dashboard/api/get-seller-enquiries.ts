import type { SellerEnquiriesResponse } from '@ncr/shared/schemas/enquiry';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Enquiries on the seller's listings: counts and messages, without the enquirers' contact details. */
export const getSellerEnquiries = () => api<SellerEnquiriesResponse>('/api/seller/enquiries');

export const useSellerEnquiries = () => useQuery({ queryKey: ['seller', 'enquiries'], queryFn: getSellerEnquiries });
