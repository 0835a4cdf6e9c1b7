import { formatNumber } from '@ncr/shared/format';
import { useListingCounts } from '../api/get-counts';

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * The statistic tiles: live counts of the listings on the site (the same figures as the cities
 * grid), never made-up totals. Nothing is shown until the counts are known.
 */
export function StatsTiles() {
  const counts = useListingCounts().data;
  if (!counts) return null;
  const stats = [
    { label: 'Properties listed', value: sum(counts.cities) },
    { label: 'Flats and apartments', value: counts.types.flat ?? 0 },
    { label: 'Houses and villas', value: counts.types.house ?? 0 },
    { label: 'Plots and commercial', value: (counts.types.plot ?? 0) + (counts.types.commercial ?? 0) },
  ];
  return (
    <section aria-label="Listings on NCR Urgent Sale now" className="bg-brand-800 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm tracking-wide text-brand-100 uppercase">{stat.label}</dt>
            <dd className="text-3xl font-bold sm:text-4xl">{formatNumber(stat.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
