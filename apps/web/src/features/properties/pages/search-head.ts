import { ALL_FILTER, BUDGET_RANGES } from '@ncr/shared/constants';
import { PROPERTY_TYPE_LABELS, type PropertyType } from '@ncr/shared/enums';
import { SITE } from '@ncr/shared/site';
import { CARD_SIZES, firstPhotoPreload } from '@/components/property/photo-sources';
import type { SearchFilters } from '@/components/search-bar';
import { useHead } from '@/lib/head';
import type { SearchResponse } from '../api/search-properties';

const chosen = (value: string) => (value && value !== ALL_FILTER ? value : null);

/** "2 BHK Apartments for sale in Noida": the search's own words as the page title. */
export function searchHeading(filters: SearchFilters): string {
  const type = chosen(filters.propertyType);
  const bhk = chosen(filters.bhk);
  const kind = type ? `${PROPERTY_TYPE_LABELS[type as PropertyType] ?? type}s` : 'Properties';
  const place = chosen(filters.location) ?? 'Delhi NCR';
  return `${bhk ? `${bhk} BHK ` : ''}${kind} for sale in ${place}`;
}

export function useSearchHead(filters: SearchFilters, page: number, data: SearchResponse | undefined, path: string) {
  const heading = searchHeading(filters);
  const budget = BUDGET_RANGES.find((b) => b.value === filters.budget)?.label;
  const count = data ? `${data.total} urgent ${data.total === 1 ? 'sale' : 'sales'}` : 'Urgent sales';
  const title = `${heading}${budget ? `, ${budget}` : ''}${page > 1 ? ` (page ${page})` : ''} | ${SITE.name}`;
  useHead({
    title,
    description: `${count} below market: ${heading.toLowerCase()}${budget ? ` at ${budget}` : ''}. Verified listings, free site visits, no brokerage to browse.`,
    path,
    // Free-text searches are endless variations of the same listings.
    noindex: Boolean(filters.title.trim()),
    preloadImage: firstPhotoPreload(data?.properties, CARD_SIZES),
    jsonLd: import.meta.env.SSR
      ? (abs) => [
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: abs('/') },
              { '@type': 'ListItem', position: 2, name: 'Properties', item: abs('/property') },
            ],
          },
        ]
      : undefined,
  });
}
