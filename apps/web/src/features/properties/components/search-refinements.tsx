import { useFacets } from '../api/get-facets';
import { FilterControls } from './filter-controls';

interface SearchRefinementsProps {
  query: Record<string, string>;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** Tablets and wider: every filter in one column beside the results, applied as soon as it changes. */
export function SearchRefinements({ query, onChange }: SearchRefinementsProps) {
  const facets = useFacets(query);
  // A real GET form as well: without JavaScript the selects still search, with the button below.
  return (
    <form action="/property" method="get" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {query.title && <input type="hidden" name="title" value={query.title} />}
      {query.purpose && <input type="hidden" name="purpose" value={query.purpose} />}
      <FilterControls query={query} onChange={onChange} facets={facets.data} withBarFields withTitle={false} column />
      <noscript>
        <button type="submit" className="mt-3 w-full rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          Apply filters
        </button>
      </noscript>
    </form>
  );
}
