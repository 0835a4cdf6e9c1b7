import { TEXTS } from '@ncr/shared/texts';
import { Link } from 'react-router';
import { PropertyCard } from '@/components/property/property-card';
import { buttonClasses } from '@/components/ui/button';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { useFeatured } from '../api/get-featured';
import { SectionHeading } from './section-heading';

/** Every featured listing the server returns (spec §9); 'No Featured Properties' when none or on failure. */
export function FeaturedGrid() {
  const featured = useFeatured();
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="featured-heading" title="Featured Properties">
          Hand-picked urgent sales our team recommends this week.
        </SectionHeading>
        <Link to="/property" className={buttonClasses('secondary', 'sm', 'mb-6')}>
          View all properties
        </Link>
      </div>
      {featured.isPending ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-80 animate-pulse rounded-lg bg-slate-200" />
          ))}
        </ul>
      ) : featured.isError || featured.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">{TEXTS.noFeatured}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.data.map((listing) => (
            <li key={listing._id}>
              <PropertyCard listing={listing} action={<WishlistHeart listing={listing} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
