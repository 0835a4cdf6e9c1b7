import { recentlyViewed } from '@/lib/recently-viewed-store';
import { PropertyCard } from './property-card';

/** 'Recently viewed': the last listings this browser opened (home and detail pages), minus the one on screen. */
export function RecentlyViewedRow({ exclude }: { exclude?: string }) {
  const listings = recentlyViewed.use().filter((l) => l._id !== exclude);
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="space-y-3">
      <h2 id="recently-viewed-heading" className="text-xl font-semibold text-slate-900">
        Recently viewed
      </h2>
      <ul className="grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-4 overflow-x-auto pb-2">
        {listings.map((listing) => (
          <li key={listing._id}>
            <PropertyCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}
