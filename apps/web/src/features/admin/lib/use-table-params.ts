import { useSearchParams } from 'react-router';

/**
 * Page and search of an admin table, kept in the address (?page=, ?q=) so Back, reload and a
 * shared link keep them. A new search starts again at page 1.
 */
export function useTableParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = (params.get('q') ?? '').trim();

  const set = (patch: { page?: number; q?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (patch.q !== undefined) {
        if (patch.q) next.set('q', patch.q);
        else next.delete('q');
      }
      const nextPage = patch.page ?? (patch.q !== undefined ? 1 : undefined);
      if (nextPage !== undefined) {
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
      }
      return next;
    });

  return { page, q, setPage: (next: number) => set({ page: next }), setQ: (next: string) => set({ q: next }) };
}
