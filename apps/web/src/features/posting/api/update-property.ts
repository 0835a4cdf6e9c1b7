import type { Listing, PropertyUpdate } from '@ncr/shared/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addMedia } from './add-media';

export interface UpdateInput {
  id: string;
  changes: PropertyUpdate;
  /** New files to add after the edit is saved. */
  files?: File[];
  onProgress?: (percent: number) => void;
}

/** PUT /api/property/{id} (JSON), then the new files, if any, through the media call. */
export async function updateProperty({ id, changes, files = [], onProgress }: UpdateInput) {
  const saved = await api<{ property: Listing }>(`/api/property/${id}`, { method: 'PUT', body: changes });
  return files.length > 0 ? addMedia(id, files, onProgress) : saved;
}

export function useUpdateProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    onSettled: () => client.invalidateQueries({ queryKey: ['my-listings'] }),
  });
}
