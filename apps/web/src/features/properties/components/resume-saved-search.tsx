import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { saveSearch } from '../api/save-search';
import { takePendingSavedSearch } from '../lib/pending-saved-search';

/**
 * Completes what a signed-out "Get alerts" started: mounted for a signed-in person on the search
 * page they come back to, it saves the search they asked about for a buyer, with alerts as soon as
 * a match is posted, and says so. Sellers and staff keep no saved searches: theirs is dropped.
 */
export function ResumeSavedSearch({ buyer }: { buyer: boolean }) {
  useEffect(() => {
    const pending = takePendingSavedSearch();
    if (!pending || !buyer) return;
    saveSearch({ ...pending, frequency: 'instant' }).then(
      () => toast.success('Search saved', { description: 'You will hear about new matching listings.' }),
      (error: unknown) => toast.error('Could not save the search', { description: error instanceof ApiError ? error.message : undefined }),
    );
  }, [buyer]);
  return null;
}
