import type { BulkApproveResult, RejectListing, RejectResult } from '@ncr/shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const approveProperty = (id: string) => api<{ success: true; status: string }>(`/api/property/${id}/approve`, { method: 'PUT' });

export function useApproveProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveProperty, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

/** Bulk approve: one call for the whole selection; the answer says which became Active and why not the rest. */
export const approveProperties = (ids: string[]) =>
  api<BulkApproveResult>('/api/property/admin/approve', { method: 'POST', body: { ids } });

export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveProperties, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

/** Reject a Pending listing with the reason its seller reads (docs/decisions/0120). */
export const rejectProperty = ({ id, reason }: { id: string; reason: string }) =>
  api<RejectResult>(`/api/property/${id}/reject`, { method: 'PUT', body: { reason } satisfies RejectListing });

export function useRejectProperty() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectProperty, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
