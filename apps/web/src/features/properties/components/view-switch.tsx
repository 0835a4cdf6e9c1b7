import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export type SearchView = 'list' | 'map';

/** `view=map` in the URL is the map view; the list is the page without it. */
export const searchViewOf = (params: URLSearchParams): SearchView => (params.get('view') === 'map' ? 'map' : 'list');

/** The address of the same search in the other view (paging is the list's own). */
export function viewHref(query: Record<string, string>, view: SearchView): string {
  const params = new URLSearchParams(query);
  if (view === 'map') params.set('view', 'map');
  const text = params.toString();
  return text ? `/property?${text}` : '/property';
}

/** The same search in the other view: a link, so the view is in the address and a shared link opens it. */
export function ViewSwitch({ query, view }: { query: Record<string, string>; view: SearchView }) {
  const map = view === 'map';
  return (
    <Link to={viewHref(query, map ? 'list' : 'map')} className={buttonClasses('secondary', 'md', 'shrink-0')}>
      {map ? 'Show as list' : 'Show on map'}
    </Link>
  );
}
