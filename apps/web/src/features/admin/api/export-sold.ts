import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/**
 * Downloads the CSV of every sold listing: fetched (with the session cookie) so a refusal shows
 * as a message, then handed to the browser as a Blob download.
 */
export async function exportSold(): Promise<void> {
  const response = await fetch('/api/admin/sold/export.csv', { credentials: 'same-origin' });
  if (!response.ok) {
    const data = await response.json().catch(() => null);
    throw new ApiError(response.status, data?.error ?? `Server responded with status ${response.status}`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'sold-properties.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportSold = () => useMutation({ mutationFn: exportSold });
