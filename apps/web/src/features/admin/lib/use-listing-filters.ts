import { FEATURED_FILTERS, type FeaturedFilter, STATUS_FILTERS, type StatusFilter } from '@ncr/shared/schemas/admin';
import { useSearchParams } from 'react-router';

type Patch = { q?: string; featured?: FeaturedFilter; status?: StatusFilter; page?: number; farBelowMarket?: boolean };

/** Search text, status and featured filters and page of the listings grid, kept in the address. */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('featured');
  const featured: FeaturedFilter = FEATURED_FILTERS.includes(raw as FeaturedFilter) ? (raw as FeaturedFilter) : 'all';
  const rawStatus = params.get('status');
  const status: StatusFilter = STATUS_FILTERS.includes(rawStatus as StatusFilter) ? (rawStatus as StatusFilter) : 'all';
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const farBelowMarket = params.get('farBelowMarket') === 'true';

  const set = (patch: Patch) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const apply = (key: string, value: string | undefined, empty: string) => {
        if (value === undefined) return;
        if (value === empty) next.delete(key);
        else next.set(key, value);
      };
      apply('q', patch.q, '');
      apply('status', patch.status, 'all');
      apply('featured', patch.featured, 'all');
      apply('farBelowMarket', patch.farBelowMarket === undefined ? undefined : String(patch.farBelowMarket), 'false');
      // A new search or filter starts again at page 1.
      const changed =
        patch.q !== undefined || patch.status !== undefined || patch.featured !== undefined || patch.farBelowMarket !== undefined;
      const page = patch.page ?? (changed ? 1 : undefined);
      apply('page', page === undefined ? undefined : String(page), '1');
      return next;
    });

  return { q, status, featured, page, farBelowMarket, set };
}
