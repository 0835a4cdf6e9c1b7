import { isStaff } from '@ncr/shared/enums';
import { searchHeading } from '@ncr/shared/search-heading';
import { TEXTS } from '@ncr/shared/texts';
import { Heart } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Prefetch } from '@/app/page-handle';
import { PurposeSwitch } from '@/components/purpose-switch';
import { EMPTY_FILTERS, filtersFromParams, filtersToQuery, searchOptionsQuery } from '@/components/search-filters';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { prefetchOnce } from '@/lib/prefetch-once';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { facetsQuery } from '../api/get-facets';
import { searchQuery, useSearchProperties } from '../api/search-properties';
import { ConsultationButton } from '../components/consultation-button';
import { EmptyResults } from '../components/empty-results';
import { activeFilterCount, FiltersButtonStandIn } from '../components/filters-button';
import { Pagination } from '../components/pagination';
import { PlaceLink } from '../components/place-link';
import { ResultsGrid, ResultsSkeleton } from '../components/results-grid';
import { SearchBox } from '../components/search-box';
import { SearchRefinements } from '../components/search-refinements';
import { SortSelect } from '../components/sort-select';
import { searchViewOf, ViewSwitch } from '../components/view-switch';
import { isRentSearch, propertiesFound, purposeChange, searchQueryFromParams, withChanges } from '../lib/search-url';
import { useSearchHead } from './search-head';

// Only a signed-in buyer saves searches: the form (and zod with it) loads in the browser once the
// page is live, not with every visitor's first page (and not in the server's render, which cannot
// wait for a lazily loaded part).
// The phone's filter sheet (a dialog library with it) loads once the page is live; until then a
// disabled stand-in of its button keeps the layout.
const MobileFilterSheet = lazy(() => import('../components/mobile-filter-sheet').then((m) => ({ default: m.MobileFilterSheet })));
// A search asked for before signing in is saved once the person is back (a rare visit's code).
const ResumeSavedSearch = lazy(() => import('../components/resume-saved-search').then((m) => ({ default: m.ResumeSavedSearch })));
const SaveSearchButton = lazy(() => import('../components/save-search-button').then((m) => ({ default: m.SaveSearchButton })));
// The map view's code (Leaflet with it) loads only on the map view, so the list's JavaScript stays as it was.
const ResultsMap = lazy(() => import('../components/map/results-map').then((m) => ({ default: m.ResultsMap })));

const pageFrom = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page'))) || 1);

/**
 * The server renders the first answer of the search in the URL, with the options and counts beside
 * the filters. Only the server's render calls it (entry-server.tsx): the browser's build leaves it out.
 */
export const prefetch: Prefetch | undefined = import.meta.env.SSR
  ? async ({ queryClient, url }) => {
      const query = searchQueryFromParams(url.searchParams);
      await Promise.all([
        prefetchOnce(queryClient, searchQuery(query, pageFrom(url.searchParams))),
        prefetchOnce(queryClient, facetsQuery(query)),
        prefetchOnce(queryClient, searchOptionsQuery),
      ]);
      return undefined;
    }
  : undefined;

/** /property: the search lives in the URL query, so reload, links, back and forward all work. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // Everything the URL names, the bar's filters and the refinements (sort, ranges, locality...).
  const query = useMemo(() => searchQueryFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  // The bar's filters as read from that query: the title names the city as the page shows it.
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(query)), [query]);
  const page = pageFrom(params);
  const view = searchViewOf(params);
  const search = useSearchProperties(query, page);
  const session = useSession();
  const hydrated = useHydrated();
  const resultsRef = useRef<HTMLElement>(null);

  // One toast per failed attempt (spec §8), the inline text stays while the search is failing.
  useEffect(() => {
    if (search.errorUpdatedAt) toast.error(TEXTS.unexpected, { description: TEXTS.searchFailedToast });
  }, [search.errorUpdatedAt]);

  // A change applies to the address as it is at that moment (the handlers run in the browser),
  // not as it was at the last render: a second filter picked before the first one's render would
  // otherwise start from the older query and drop the first.
  const currentParams = () => new URLSearchParams(window.location.search);
  const go = (given: Record<string, string>) => {
    // A change made on the map view stays on the map view.
    const next = view === 'map' ? { ...given, view } : given;
    const target = new URLSearchParams(next).toString();
    // The same search again still runs (spec: Clear "runs an empty search").
    if (target === currentParams().toString()) void search.refetch();
    else setParams(next);
  };
  // Searching resets the page to 1 (the page is simply left out).
  const onRefine = (changes: Record<string, string | undefined>) => go(withChanges(searchQueryFromParams(currentParams()), changes));
  // Clear keeps Buy or Rent: it empties the filters of the search the visitor is in.
  const onClear = () => go(filtersToQuery({ ...EMPTY_FILTERS, purpose: isRentSearch(query) ? 'rent' : 'sale' }));
  const pageHref = (next: number) => {
    const target = new URLSearchParams({ ...query, ...(next > 1 ? { page: String(next) } : {}) }).toString();
    return target ? `/property?${target}` : '/property';
  };
  const onPage = () => resultsRef.current?.scrollIntoView({ block: 'start' });

  const data = search.data;
  useSearchHead(filters, page, data, pageHref(page));
  const member = session !== null && !isStaff(session.role);
  const rent = isRentSearch(query);
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-5 sm:py-6">
      {/* A search a visitor asked alerts for before signing in is saved once they are back as a buyer. */}
      {hydrated && session && (
        <Suspense fallback={null}>
          <ResumeSavedSearch buyer={session.role === 'buyer'} />
        </Suspense>
      )}
      <header className="flex flex-wrap items-center justify-between gap-3">
        {/* The spec's title on every search; Buy / Rent beside it, so phones keep the first results on the first screen. */}
        <div className="flex flex-wrap items-center gap-3">
          <PageTitle title={rent ? searchHeading(filters) : undefined}>Our Properties</PageTitle>
          <PurposeSwitch className="w-32" value={rent ? 'rent' : 'sale'} onChange={(purpose) => onRefine(purposeChange(purpose))} />
        </div>
        <div className="flex flex-wrap gap-2">
          {hydrated && session?.role === 'buyer' && (
            <Suspense fallback={null}>
              <SaveSearchButton filters={query} />
            </Suspense>
          )}
          {member && (
            <Link to="/wishlist" className={buttonClasses('secondary', 'sm')}>
              <Heart className="h-4 w-4" aria-hidden />
              View My Wishlist
            </Link>
          )}
          <ConsultationButton />
        </div>
      </header>

      <SearchBox query={query} onSearch={onRefine} onClear={onClear} />

      <div className="md:grid md:grid-cols-[17rem_minmax(0,1fr)] md:gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        {/* One column of filters beside the results (wider screens); a sheet behind a button on phones. */}
        <aside aria-label="Filters" className="hidden md:block">
          <SearchRefinements query={query} onChange={onRefine} />
        </aside>
        <div className="min-w-0 space-y-4">
          {/* Stacked on phones, so that the longest sort label is shown whole at 360 px. */}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            {/* On phones the map switch shares the Filters button's row, so the first result stays on the first screen. */}
            <div className="flex gap-2 sm:flex-1 md:flex-none">
              <div className="flex flex-1 md:hidden">
                {hydrated ? (
                  <Suspense fallback={<FiltersButtonStandIn active={activeFilterCount(query)} />}>
                    <MobileFilterSheet query={query} onApply={go} />
                  </Suspense>
                ) : (
                  <FiltersButtonStandIn active={activeFilterCount(query)} />
                )}
              </div>
              <ViewSwitch query={query} view={view} />
            </div>
            {data && !search.isError && data.properties.length > 0 && (
              <p role="status" className="order-last text-sm text-slate-700 sm:order-none md:flex-1">
                {rent && `${searchHeading(filters)} · `}
                {propertiesFound(data.total, data.totalExact)} found
                {view === 'list' && data.totalPages > 1 && ` · page ${page} of ${data.totalPages}`}
              </p>
            )}
            <SortSelect value={query.sort} onChange={(sort) => onRefine({ sort })} className="sm:flex-1 md:w-80 md:flex-none" />
          </div>
          <section ref={resultsRef} aria-labelledby="results-heading" className="scroll-mt-28 space-y-6">
            <h2 id="results-heading" className="sr-only">
              Results
            </h2>
            {view === 'map' ? (
              hydrated ? (
                <Suspense fallback={mapStandIn}>
                  <ResultsMap query={query} rent={rent} onArea={(bbox) => onRefine({ bbox })} />
                </Suspense>
              ) : (
                mapStandIn
              )
            ) : search.isPending ? (
              <ResultsSkeleton />
            ) : search.isError ? (
              <p role="alert" className="rounded-lg bg-red-50 p-6 text-center font-medium text-red-700">
                {TEXTS.searchFailed}
              </p>
            ) : data && data.properties.length === 0 ? (
              <>
                <EmptyResults query={query} />
                {/* A page past the end (an old link): the pages that do exist stay reachable. */}
                <Pagination page={page} totalPages={data.totalPages} href={pageHref} onPage={onPage} label="Search result pages" />
              </>
            ) : data ? (
              <>
                <div className={search.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                  <ResultsGrid listings={data.properties} />
                </div>
                <Pagination page={page} totalPages={data.totalPages} href={pageHref} onPage={onPage} label="Search result pages" />
                <PlaceLink query={query} />
              </>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}

/** Where the map goes while its code loads (and in the server's render): the map's own size, so nothing jumps. */
const mapStandIn = <div className="h-[60vh] min-h-80 animate-pulse rounded-lg bg-slate-200" aria-hidden />;
