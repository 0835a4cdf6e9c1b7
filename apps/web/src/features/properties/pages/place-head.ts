import { formatNumber } from '@ncr/shared/format';
import { citySlug, placeHeading, placePath, placeSlug } from '@ncr/shared/places';
import type { PlaceSummary } from '@ncr/shared/schemas/places';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { CARD_SIZES, firstPhotoPreload } from '@/components/property/photo-sources';
import { breadcrumbList, titled, useHead } from '@/lib/head';

/** The share picture of a place: its heading, drawn by the server (modules/share-images). */
export function placeImage(summary: PlaceSummary): string {
  const locality = summary.locality ? placeSlug(summary.locality) : '';
  const query = new URLSearchParams({ purpose: summary.purpose, city: citySlug(summary.city), ...(locality ? { locality } : {}) });
  return `/og/place.png?${query}`;
}

/** The place's description: how many, what they ask, what the market rate is. */
function describePlace(summary: PlaceSummary): string {
  const where = summary.locality ? `${summary.locality}, ${summary.city}` : summary.city;
  const unit = summary.measure === 'rentPerMonth' ? 'a month' : 'a sq ft';
  const what =
    summary.purpose === 'rent'
      ? summary.total === 1
        ? 'home for rent'
        : 'homes for rent'
      : summary.total === 1
        ? 'urgent sale'
        : 'urgent sales';
  const median = summary.median ? ` Median asking ₹${formatNumber(summary.median)} ${unit}.` : '';
  const market = summary.market ? ` Market rate ₹${formatNumber(summary.market)} a sq ft.` : '';
  return `${summary.total} ${what} in ${where}.${median}${market} Owners post free; free site visits with our team.`;
}

/** Title, description, canonical, share picture and JSON-LD (the breadcrumb and the place). */
export function usePlaceHead(summary: PlaceSummary, newest: PublicListing[] | undefined) {
  const heading = placeHeading(summary.purpose, summary.city, summary.locality);
  const cityPath = placePath(summary.purpose, summary.city);
  useHead({
    title: titled(heading),
    description: describePlace(summary),
    path: summary.path,
    image: placeImage(summary),
    preloadImage: firstPhotoPreload(newest, CARD_SIZES),
    jsonLd: import.meta.env.SSR
      ? (abs) => [
          breadcrumbList(abs, [
            { name: 'Home', path: '/' },
            { name: summary.city, path: cityPath },
            ...(summary.locality ? [{ name: summary.locality, path: summary.path }] : []),
          ]),
          {
            '@context': 'https://schema.org',
            '@type': 'Place',
            name: summary.locality ? `${summary.locality}, ${summary.city}` : summary.city,
            url: abs(summary.path),
            address: {
              '@type': 'PostalAddress',
              addressLocality: summary.locality ?? summary.city,
              addressRegion: summary.city,
              addressCountry: 'IN',
            },
            ...(summary.locality ? { containedInPlace: { '@type': 'City', name: summary.city, url: abs(cityPath) } } : {}),
          },
        ]
      : undefined,
  });
}
