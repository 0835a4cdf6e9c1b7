import type { Visit } from '@ncr/shared/schemas/visit';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMyVisits = () => api<Visit[]>('/api/buyer/visits');

export const useMyVisits = () => useQuery({ queryKey: ['buyer', 'visits'], queryFn: getMyVisits });
