import { useNavigate } from 'react-router';
import { RecentlyViewedRow } from '@/components/property/recently-viewed-row';
import { EMPTY_FILTERS, filtersToQuery, SearchBar, type SearchFilters } from '@/components/search-bar';
import { CityGrid } from '../components/city-grid';
import { FeaturedGrid } from '../components/featured-grid';
import { HeroSlideshow } from '../components/hero-slideshow';
import { ServicesSection } from '../components/services-section';
import { StatsTiles } from '../components/stats-tiles';
import { TypeCarousel } from '../components/type-carousel';
import { WhyUs } from '../components/why-us';

export function HomePage() {
  const navigate = useNavigate();
  // The home search bar only starts a search; /property runs it from the URL.
  const onSearch = (filters: SearchFilters) => {
    const query = new URLSearchParams(filtersToQuery(filters)).toString();
    navigate(query ? `/property?${query}` : '/property');
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
