import { SITE } from '@ncr/shared/site';
import { useNavigate } from 'react-router';
import type { Prefetch } from '@/app/page-handle';
import { RecentlyViewedRow } from '@/components/property/recently-viewed-row';
import { SearchBar } from '@/components/search-bar';
import { EMPTY_FILTERS, searchOptionsQuery } from '@/components/search-filters';
import { DEFAULT_HEAD, useHead } from '@/lib/head';
import { prefetchOnce } from '@/lib/prefetch-once';
import { countsQuery } from '../api/get-counts';
import { featuredQuery } from '../api/get-featured';
import { CityGrid } from '../components/city-grid';
import { FeaturedGrid } from '../components/featured-grid';
import { HeroSlideshow } from '../components/hero-slideshow';
import { ServicesSection } from '../components/services-section';
import { StatsTiles } from '../components/stats-tiles';
import { TypeCarousel } from '../components/type-carousel';
import { WhyUs } from '../components/why-us';

export const prefetch: Prefetch = async ({ queryClient }) => {
  await Promise.all([
    prefetchOnce(queryClient, featuredQuery),
    prefetchOnce(queryClient, countsQuery),
    prefetchOnce(queryClient, searchOptionsQuery),
  ]);
  return undefined;
};

// The operator as schema.org knows estate agents: name, contact, service area.
const organization = (abs: (path: string) => string) => ({
  '@context': 'https://schema.org',
  '@type': 'RealEstateAgent',
  name: SITE.name,
  description: SITE.tagline,
  url: abs('/'),
  logo: abs('/favicon.svg'),
  telephone: SITE.phone,
  email: SITE.email,
  address: { '@type': 'PostalAddress', streetAddress: SITE.address, addressCountry: 'IN' },
  areaServed: ['Delhi', 'Noida', 'Greater Noida', 'Gurugaon', 'Faridabad', 'Ghaziabad'].map((name) => ({ '@type': 'City', name })),
  sameAs: Object.values(SITE.social),
});

export function HomePage() {
  // The hero's heading is the largest paint here; the featured photos are further down.
  useHead({ ...DEFAULT_HEAD, jsonLd: import.meta.env.SSR ? (abs) => [organization(abs)] : undefined });
  const navigate = useNavigate();
  // The home search bar only starts a search; /property runs it from the URL.
  const onSearch = (query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    navigate(search ? `/property?${search}` : '/property');
  };
  return (
    <>
      <HeroSlideshow />
      <div className="relative z-10 mx-auto -mt-10 max-w-5xl px-4">
        <SearchBar value={EMPTY_FILTERS} onSearch={onSearch} compact className="shadow-lg" />
      </div>
      <CityGrid />
      <ServicesSection />
      <TypeCarousel />
      <StatsTiles />
      <WhyUs />
      <FeaturedGrid />
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <RecentlyViewedRow />
      </div>
    </>
  );
}
