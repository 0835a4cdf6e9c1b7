import type { PublicListing } from '@ncr/shared/schemas/property';
import { PropertyCard } from '@/components/property/property-card';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';

export function ResultsGrid({ listings }: { listings: PublicListing[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((listing, index) => (
        <li key={listing._id} className="flex">
          <div className="w-full">
            <PropertyCard listing={listing} action={<WishlistHeart listing={listing} />} priority={index === 0} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while the first page loads. */
export function ResultsSkeleton() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i} className="h-80 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </ul>
  );
}
