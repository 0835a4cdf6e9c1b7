import type { Subadmin } from '@ncr/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const subadminsKey = ['admin', 'subadmins'] as const;
export const getSubadmins = () => api<Subadmin[]>('/api/admin/subadmins');

export const useSubadmins = (enabled = true) => useQuery({ queryKey: subadminsKey, queryFn: getSubadmins, enabled });
