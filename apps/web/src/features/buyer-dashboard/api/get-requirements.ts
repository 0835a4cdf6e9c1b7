import type { StoredRequirement } from '@ncr/shared/schemas/buyer';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getLatestRequirements = () => api<{ requirement: StoredRequirement | null }>('/api/buyer/requirements');

/** The buyer's latest submitted requirements (null before the first one). */
export function useLatestRequirements() {
  return useQuery({ queryKey: ['buyer', 'requirements'], queryFn: getLatestRequirements });
}
