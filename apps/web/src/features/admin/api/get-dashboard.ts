import type { Dashboard } from '@ncr/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getDashboard = () => api<Dashboard>('/api/admin/dashboard');

export const useDashboard = () => useQuery({ queryKey: adminKeys.dashboard(), queryFn: getDashboard });
