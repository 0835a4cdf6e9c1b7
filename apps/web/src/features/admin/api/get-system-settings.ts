import type { SystemSettings } from '@ncr/shared/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getSystemSettings = () => api<SystemSettings>('/api/admin/settings');

export const useSystemSettings = (enabled = true) => useQuery({ queryKey: adminKeys.settings(), queryFn: getSystemSettings, enabled });
