import { ALL_FILTER, BUDGET_RANGES } from '@ncr/shared/constants';
import { knownHeadingFilters, searchHeading } from '@ncr/shared/search-heading';
import { SITE } from '@ncr/shared/site';
import { CARD_SIZES, firstPhotoPreload } from '@/components/property/photo-sources';
import type { SearchFilters } from '@/components/search-filters';
import { breadcrumbList, useHead } from '@/lib/head';
import { rentRangeText } from '@/lib/rent-range';
import type { SearchResponse } from '../api/search-properties';

/** The share picture of a search: its heading's filters only, so there are few of them to draw. */
function shareImage(filters: SearchFilters): string {
  const named = Object.fromEntries(
    (['purpose', 'location', 'propertyType', 'bhk'] as const).flatMap((key) =>
      filters[key] && filters[key] !== ALL_FILTER && !(key === 'purpose' && filters[key] !== 'rent') ? [[key, filters[key]]] : [],
    ),
  );
  const query = knownHeadingFilters(named) ? new URLSearchParams(named).toString() : '';
  return query ? `/og/search.png?${query}` : '/og/search.png';
}

export function useSearchHead(filters: SearchFilters, page: number, data: SearchResponse | undefined, path: string) {
  const heading = searchHeading(filters);
  const rent = filters.purpose === 'rent';
  const budget = rent ? rentRangeText(filters.minRent, filters.maxRent) : BUDGET_RANGES.find((b) => b.value === filters.budget)?.label;
  const count = rent
    ? data
      ? `${data.total} ${data.total === 1 ? 'rental' : 'rentals'}`
      : 'Rentals'
    : data
      ? `${data.total} urgent ${data.total === 1 ? 'sale' : 'sales'}`
      : 'Urgent sales';
  const title = `${heading}${budget ? `, ${budget}` : ''}${page > 1 ? ` (page ${page})` : ''} | ${SITE.name}`;
  useHead({
    title,
    description: `${count}: ${heading.toLowerCase()}${budget ? ` at ${budget}` : ''}. Owners post free; free ${rent ? 'visits' : 'site visits'} with our team.`,
    path,
    // Free-text searches are endless variations of the same listings.
    noindex: Boolean(filters.title.trim()),
    // What only the server's tags use (the browser keeps the title and description current): left
    // out of the browser's build, the share picture's and preload's code with it.
    ...(import.meta.env.SSR && {
      image: shareImage(filters),
      preloadImage: firstPhotoPreload(data?.properties, CARD_SIZES),
      jsonLd: (abs: (path: string) => string) => [
        breadcrumbList(abs, [
          { name: 'Home', path: '/' },
          { name: 'Properties', path: '/property' },
        ]),
      ],
    }),
  });
}
