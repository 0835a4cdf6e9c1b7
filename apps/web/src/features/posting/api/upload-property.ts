import type { Listing, PropertyData } from '@ncr/shared/schemas/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithProgress } from './send-with-progress';

export interface UploadInput {
  propertyData: PropertyData;
  files: File[];
  onProgress?: (percent: number) => void;
}

/** POST /api/property/upload: propertyData as JSON text plus the `media` files. */
export function uploadProperty({ propertyData, files, onProgress }: UploadInput) {
  const body = new FormData();
  body.append('propertyData', JSON.stringify(propertyData));
  for (const file of files) body.append('media', file, file.name);
  return sendWithProgress<{ property: Listing }>('POST', '/api/property/upload', body, onProgress);
}

export function useUploadProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadProperty,
    onSuccess: () => client.invalidateQueries({ queryKey: ['my-listings'] }),
  });
}
