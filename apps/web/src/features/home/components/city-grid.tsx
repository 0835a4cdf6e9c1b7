import { CITIES } from '@ncr/shared/enums';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { useListingCounts } from '../api/get-counts';
import { SectionHeading } from './section-heading';

// Tile colours per city (CSS only, nothing to download).
const TILES = [
  'from-teal-800 to-teal-600',
  'from-sky-800 to-sky-600',
  'from-indigo-800 to-indigo-600',
  'from-slate-800 to-slate-600',
  'from-emerald-800 to-emerald-600',
  'from-cyan-800 to-cyan-700',
];

/** Each city links to /property filtered by it, with the live count of its public listings. */
export function CityGrid() {
  const counts = useListingCounts();
  return (
    <section aria-labelledby="cities-heading" className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id="cities-heading" title="Explore Properties by City">
        Urgent sales in every corner of Delhi NCR.
      </SectionHeading>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {CITIES.map((city, i) => {
          const count = counts.data?.cities[city];
          return (
            <li key={city}>
              <Link
                to={`/property?${new URLSearchParams({ location: city })}`}
                className={`flex h-32 flex-col justify-between rounded-lg bg-gradient-to-br p-4 text-white shadow-sm transition-transform hover:-translate-y-0.5 hover:shadow-md ${TILES[i % TILES.length]}`}
              >
                <Building2 className="h-6 w-6 opacity-80" aria-hidden />
                <span>
                  <span className="block text-lg font-semibold">{city}</span>
                  <span className="block text-sm text-white/90">
                    {count === undefined ? '\u00a0' : `${count} ${count === 1 ? 'Property' : 'Properties'}`}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
