import { useEffect } from 'react';
import { toast as showToast } from '@/lib/toast';

/**
 * A load failure shown in place of the content (inline red text, spec §8). With `toast` it is also
 * announced once as a toast when it appears, as the buyers, sellers and messages lists do.
 */
export function LoadError({ message, toast = false }: { message: string; toast?: boolean }) {
  useEffect(() => {
    if (toast) showToast.error(message);
  }, [toast, message]);
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
