import { PROPERTY_TYPE_LABELS, type PropertyType } from '@ncr/shared/enums';
import { askingPriceDetail } from '@ncr/shared/format';
import { isVideoUrl } from '@ncr/shared/media';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { SITE } from '@ncr/shared/site';
import { listingTitle } from '@/components/property/posted-by';
import { isRental } from '@/components/property/rent-facts';
import { breadcrumbList, describe, titled, useHead } from '@/lib/head';
import { listingCrumbs } from '../lib/listing-crumbs';

/** "3 BHK Apartment": what the listing is, as buyers search for it. */
function kind(listing: PublicListing): string {
  const property = listing.propertyData.property ?? {};
  const type = property.type ? (PROPERTY_TYPE_LABELS[property.type as PropertyType] ?? property.type) : 'Property';
  const bhk = property.bhk && property.bhk !== 'N/A' ? `${property.bhk} BHK ` : '';
  return `${bhk}${type}`;
}

function place(listing: PublicListing): string {
  const data = listing.propertyData;
  return [data.property?.locality, data.seller?.city].filter(Boolean).join(', ');
}

/**
 * The offer's price in rupees: a sale's whole price (kept in lakhs), or a rental's rent with its
 * period, a month, as schema.org writes a recurring price.
 */
function offerPrice(data: PublicListing['propertyData']): object {
  if (isRental(data)) {
    const rent = Math.round(Number(data.pricing?.monthlyRent ?? 0));
    return {
      price: rent,
      priceCurrency: 'INR',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: rent, priceCurrency: 'INR', unitCode: 'MON', unitText: 'month' },
    };
  }
  return { price: Math.round(Number(data.pricing?.expectedPrice ?? 0) * 100_000), priceCurrency: 'INR' };
}

/** The listing as schema.org's RealEstateListing with an Offer in INR, and its breadcrumb trail. */
function listingJsonLd(listing: PublicListing, path: string) {
  const data = listing.propertyData;
  const city = data.seller?.city ?? '';
  const street = data.property?.address ?? '';
  const summary = data.property?.description ?? '';
  return (abs: (path: string) => string): object[] => [
    {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: listingTitle(listing),
      description: describe(summary || listingTitle(listing), 500),
      url: abs(path),
      datePosted: listing.createdAt,
      image: listing.media.filter((url) => !isVideoUrl(url)).map((url) => abs(url)),
      about: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: street,
          addressLocality: data.property?.locality || city,
          addressRegion: city,
          addressCountry: 'IN',
        },
      },
      offers: {
        '@type': 'Offer',
        ...offerPrice(data),
        availability: listing.status === 'Sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        url: abs(path),
        seller: { '@type': 'RealEstateAgent', name: SITE.name, telephone: SITE.phone },
      },
    },
    breadcrumbList(
      abs,
      listingCrumbs(listing).map((crumb) => ({ name: crumb.name, path: crumb.to ?? path })),
    ),
  ];
}

/** Title, description, preview image and schema.org data of one listing (a RealEstateListing with an Offer in INR). */
export function useListingHead(listing: PublicListing, photoSrcSet: { href: string; srcSet: string; sizes: string } | undefined) {
  const data = listing.propertyData;
  const summary = data.property?.description ?? '';
  const path = `/property/${listing._id}`;
  const price = askingPriceDetail(data);
  const where = place(listing);
  const photo = listing.media.find((url) => !isVideoUrl(url));
  const title = titled(`${kind(listing)} for ${isRental(data) ? 'rent' : 'sale'} in ${where || 'Delhi NCR'}, ${price}`);
  const description = describe(`${kind(listing)} in ${where || 'Delhi NCR'} at ${price}: ${listingTitle(listing)}. ${summary}`.trim());
  useHead({
    title,
    description,
    path,
    type: 'article',
    image: photo,
    preloadImage: photoSrcSet,
    // Structured data is read by crawlers only: the browser's bundle leaves it out.
    jsonLd: import.meta.env.SSR ? listingJsonLd(listing, path) : undefined,
  });
}
