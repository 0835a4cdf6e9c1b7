import type { Listing, PropertyUpdate } from '@ncr/shared/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** PUT /api/property/{id}: staff edit details, mark sold, edit the sale or mark available again. */
export const updateProperty = (id: string, update: PropertyUpdate) =>
  api<{ property: Listing }>(`/api/property/${id}`, { method: 'PUT', body: update });

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: PropertyUpdate }) => updateProperty(id, update),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
