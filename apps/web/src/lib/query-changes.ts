import { ALL_FILTER } from '@ncr/shared/constants';

/** The query with `changes` applied ('' or undefined removes a key). The page is never kept. */
export function withChanges(query: Record<string, string>, changes: Record<string, string | undefined>): Record<string, string> {
  const next = { ...query };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || value === ALL_FILTER) delete next[key];
    else next[key] = value;
  }
  delete next.page;
  return next;
}
