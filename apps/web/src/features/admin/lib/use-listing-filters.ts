import { FEATURED_FILTERS, type FeaturedFilter } from '@ncr/shared/schemas/admin';
import { useSearchParams } from 'react-router';

/** Search text, featured filter and page of the listings grid, kept in the address. */
export function useListingFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('featured');
  const featured: FeaturedFilter = FEATURED_FILTERS.includes(raw as FeaturedFilter) ? (raw as FeaturedFilter) : 'all';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const farBelowMarket = params.get('farBelowMarket') === 'true';

  const set = (patch: { q?: string; featured?: FeaturedFilter; page?: number; farBelowMarket?: boolean }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const apply = (key: string, value: string | undefined, empty: string) => {
        if (value === undefined) return;
        if (value === empty) next.delete(key);
        else next.set(key, value);
      };
      apply('q', patch.q, '');
      apply('featured', patch.featured, 'all');
      apply('farBelowMarket', patch.farBelowMarket === undefined ? undefined : String(patch.farBelowMarket), 'false');
      // A new search or filter starts again at page 1.
      const changed = patch.q !== undefined || patch.featured !== undefined || patch.farBelowMarket !== undefined;
      const page = patch.page ?? (changed ? 1 : undefined);
      apply('page', page === undefined ? undefined : String(page), '1');
      return next;
    });

  return { q, featured, page, farBelowMarket, set };
}
