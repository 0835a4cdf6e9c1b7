import { useFacets } from '../api/get-facets';
import { FilterControls } from './filter-controls';

interface SearchRefinementsProps {
  query: Record<string, string>;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** Tablets and wider: the refinements under the search bar, applied as soon as they change. */
export function SearchRefinements({ query, onChange }: SearchRefinementsProps) {
  const facets = useFacets(query);
  return (
    <section aria-label="More filters" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <FilterControls query={query} onChange={onChange} facets={facets.data} />
    </section>
  );
}
