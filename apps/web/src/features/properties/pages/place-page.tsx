import { SEARCH_PAGE_SIZE } from '@ncr/shared/constants';
import { PROPERTY_TYPE_LABELS, type PropertyType } from '@ncr/shared/enums';
import { formatNumber } from '@ncr/shared/format';
import { type PlacePurpose, placeHeading, placePath, placeSlug } from '@ncr/shared/places';
import type { PlaceSummary } from '@ncr/shared/schemas/places';
import { TEXTS } from '@ncr/shared/texts';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '@/app/not-found-page';
import type { Prefetch } from '@/app/page-handle';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { titled, useHead } from '@/lib/head';
import { prefetchOnce } from '@/lib/prefetch-once';
import { type PlaceParams, placeQuery, usePlace } from '../api/get-place';
import { searchQuery, useSearchProperties } from '../api/search-properties';
import { Breadcrumb } from '../components/place-breadcrumb';
import { PlaceTrend } from '../components/place-trend';
import { ResultsGrid, ResultsSkeleton } from '../components/results-grid';
import { usePlaceHead } from './place-head';

// A city's or a locality's page (docs/decisions/0130-locality-pages.md): /property-in/noida,
// /property-in/noida/sector-62, and for rentals /rent-in/…. Every count links to the search that
// finds exactly that many.

const purposeOf = (pathname: string): PlacePurpose => (pathname.startsWith('/rent-in/') ? 'rent' : 'sale');

/** The place the address names, its parts read as slugs: "Greater Noida" or "Sec 62" typed into the address are the same place. */
function placeParams(pathname: string, params: { city?: string; locality?: string }): PlaceParams {
  const locality = placeSlug(params.locality ?? '');
  return { purpose: purposeOf(pathname), city: placeSlug(params.city ?? ''), ...(locality ? { locality } : {}) };
}

/** The search a place's link opens: its city and locality, and what the link adds. */
function placeSearch(summary: PlaceSummary, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...(summary.purpose === 'rent' ? { purpose: 'rent' } : {}),
    location: summary.city,
    ...(summary.locality ? { locality: summary.locality } : {}),
    ...extra,
  };
}

const searchLink = (query: Record<string, string>) => `/property?${new URLSearchParams(query)}`;

const NEWEST = { sort: 'newest' };
const BEST_PRICED = { sort: 'discount-desc' };
/** With one page of listings or fewer, the best-priced row would show the newest row's listings again. */
const showsBestPriced = (summary: PlaceSummary) => summary.total > SEARCH_PAGE_SIZE;

/** The summary and the two rows of listings, read before the server renders; another spelling of the address is sent to the one page. */
export const prefetch: Prefetch = async ({ queryClient, params, url }) => {
  const summary = await prefetchOnce(queryClient, placeQuery(placeParams(url.pathname, params)));
  if (!summary) return undefined;
  if ('missing' in summary) return { status: summary.missing };
  if (summary.path !== url.pathname) return { redirect: summary.path };
  await Promise.all([
    prefetchOnce(queryClient, searchQuery(placeSearch(summary, NEWEST), 1)),
    showsBestPriced(summary) ? prefetchOnce(queryClient, searchQuery(placeSearch(summary, BEST_PRICED), 1)) : undefined,
  ]);
  return undefined;
};

const bhkLabel = (bhk: string) => (bhk === 'N/A' ? 'Plots and shops (no BHK)' : `${bhk} BHK`);
const typeLabel = (type: string) => PROPERTY_TYPE_LABELS[type as PropertyType] ?? type;
const rupees = (value: number) => `₹${formatNumber(value)}`;

function CountList({
  title,
  items,
  label,
  link,
}: {
  title: string;
  items: PlaceSummary['types'];
  label: (value: string) => string;
  link: (value: string) => string;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-1">
        {items.map((item) => (
          <li key={item.value}>
            <Link to={link(item.value)} className="text-brand-700 underline-offset-2 hover:underline">
              {`${label(item.value)}: ${item.count} ${item.count === 1 ? 'listing' : 'listings'}`}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ListingRow({ title, query, seeAll }: { title: string; query: Record<string, string>; seeAll: string }) {
  const search = useSearchProperties(query, 1);
  return (
    <section aria-labelledby={`${title}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${title}-heading`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={searchLink(query)} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {seeAll}
        </Link>
      </div>
      {search.data ? <ResultsGrid listings={search.data.properties} /> : <ResultsSkeleton />}
    </section>
  );
}

function PlaceMissing({ missing, place }: { missing: 404 | 410; place: PlaceParams }) {
  const location = useLocation();
  // The not-found page says its own head; a gone place's is said here.
  useHead({ title: titled(TEXTS.placeGone), description: TEXTS.placeGone, path: location.pathname, noindex: true });
  if (missing === 404) return <NotFoundPage title={TEXTS.placeNotFound} />;
  // Gone: the search (of sales or of rentals) always answers, where the city's page may be gone too.
  const back = searchLink({ ...(place.purpose === 'rent' ? { purpose: 'rent' } : {}) });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">410</p>
      <PageTitle className="mt-4 text-2xl font-bold">{TEXTS.placeGone}</PageTitle>
      <Link to={back} className={buttonClasses('primary', 'md', 'mt-8')}>
        Search all properties
      </Link>
    </section>
  );
}

function PlaceView({ summary }: { summary: PlaceSummary }) {
  const newestQuery = placeSearch(summary, NEWEST);
  const newest = useSearchProperties(newestQuery, 1);
  usePlaceHead(summary, newest.data?.properties);
  const heading = placeHeading(summary.purpose, summary.city, summary.locality);
  const rent = summary.purpose === 'rent';
  const unit = rent ? 'a month' : 'a sq ft';
  const crumbs = [
    { name: 'Home', to: '/' },
    summary.locality ? { name: summary.city, to: placePath(summary.purpose, summary.city) } : { name: summary.city },
    ...(summary.locality ? [{ name: summary.locality }] : []),
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
      <div className="space-y-3">
        <Breadcrumb crumbs={crumbs} />
        <PageTitle>{heading}</PageTitle>
        <p className="text-slate-700">
          <Link to={searchLink(placeSearch(summary))} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {`${summary.total} ${summary.total === 1 ? 'property' : 'properties'} ${rent ? 'for rent' : 'for sale'}`}
          </Link>{' '}
          in {summary.locality ? `${summary.locality}, ${summary.city}` : summary.city}.
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="what-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="what-heading" className="text-xl font-semibold text-slate-900">
            What is listed
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <CountList
              title="By property type"
              items={summary.types}
              label={typeLabel}
              link={(value) => searchLink(placeSearch(summary, { propertyType: value }))}
            />
            <CountList
              title="By BHK"
              items={summary.bhk}
              label={bhkLabel}
              link={(value) => searchLink(placeSearch(summary, { bhk: value }))}
            />
          </div>
        </section>

        <section aria-labelledby="prices-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="prices-heading" className="text-xl font-semibold text-slate-900">
            {rent ? 'Rents' : 'Prices'}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-slate-600">
                Median asking {rent ? 'rent' : 'price'} {unit}
              </dt>
              <dd className="text-lg font-semibold text-slate-900">{summary.median ? rupees(summary.median) : 'Not known yet'}</dd>
            </div>
            {!rent && summary.locality && (
              <div>
                <dt className="text-sm text-slate-600">Market rate a sq ft</dt>
                <dd className="text-lg font-semibold text-slate-900">{summary.market ? rupees(summary.market) : 'Not known yet'}</dd>
              </div>
            )}
          </dl>
          <h3 className="mt-4 font-semibold text-slate-900">Price trend</h3>
          <PlaceTrend summary={summary} />
        </section>
      </div>

      <ListingRow title="Newest listings" query={newestQuery} seeAll={`See all ${summary.total}, newest first`} />
      {showsBestPriced(summary) && (
        <ListingRow title="Best-priced listings" query={placeSearch(summary, BEST_PRICED)} seeAll="See all, furthest below market first" />
      )}

      {summary.places.length > 0 && (
        <section aria-labelledby="places-heading">
          <h2 id="places-heading" className="text-xl font-semibold text-slate-900">
            {summary.locality ? 'Localities nearby' : `Localities in ${summary.city}`}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {summary.places.map((place) => (
              <li key={place.path}>
                <Link to={place.path} className="text-brand-700 underline-offset-2 hover:underline">
                  {place.name}
                </Link>{' '}
                <span className="text-sm text-slate-600">({place.count})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** /property-in/{city}/{locality?} and /rent-in/{city}/{locality?}. */
export function PlacePage() {
  const location = useLocation();
  const place = placeParams(location.pathname, useParams());
  const summary = usePlace(place);
  if (summary.data && 'missing' in summary.data) return <PlaceMissing missing={summary.data.missing} place={place} />;
  // Another spelling of the address ("gurgaon", "Sec-62"): the one page (the server answers 301).
  if (summary.data && summary.data.path !== location.pathname) return <Navigate to={summary.data.path} replace />;
  if (summary.data) return <PlaceView summary={summary.data} />;
  if (summary.isError)
    return (
      <p role="alert" className="mx-auto max-w-7xl px-4 py-8 text-red-700">
        {TEXTS.searchFailed}
      </p>
    );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" role="status">
      <span className="sr-only">Loading…</span>
      <ResultsSkeleton />
    </div>
  );
}
