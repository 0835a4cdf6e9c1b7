import { rememberPending, takePending } from '@/lib/pending-action';

// "Get alerts" tapped signed out: the search is kept for this tab while the person signs in, and
// saved once they are (resume-saved-search.tsx, docs/decisions/0123).

export interface PendingSavedSearch {
  name: string;
  filters: Record<string, string>;
}

export const rememberPendingSavedSearch = (search: PendingSavedSearch): void => rememberPending('saved-search', search);

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

/** The search a signed-out "Get alerts" asked for, once. */
export function takePendingSavedSearch(): PendingSavedSearch | null {
  const value = takePending('saved-search') as Partial<PendingSavedSearch> | null;
  if (!value || typeof value.name !== 'string' || !isTextRecord(value.filters)) return null;
  return { name: value.name, filters: value.filters };
}
