import { formatArea, formatPostedAgo, formatPricePerSqft, priceDetail, pricePerSqftOf } from '@ncr/shared/format';
import { labelOf, PROPERTY_OPTIONS } from '@ncr/shared/labels';
import { cardImageUrl, isVideoUrl } from '@ncr/shared/media';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { useQueries } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { listingTitle } from '@/components/property/posted-by';
import { PropertyImage } from '@/components/property/property-image';
import { PageTitle } from '@/components/ui/page-title';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { compareList } from '@/lib/compare-store';

const list = (items: string[] | undefined) => (items && items.length > 0 ? items.join(', ') : '—');

/** The compared facts, one row each (issue 12 item 5). */
const ROWS: [string, (l: PublicListing, now: number) => string][] = [
  ['Price', (l) => priceDetail(l.propertyData.pricing?.expectedPrice)],
  [
    'Price per sq ft',
    (l) =>
      formatPricePerSqft(l.propertyData.pricing?.pricePerSqft) ??
      formatPricePerSqft(pricePerSqftOf(l.propertyData.pricing?.expectedPrice, l.propertyData.property?.area)) ??
      '—',
  ],
  ['Area', (l) => formatArea(l.propertyData.property?.area) ?? '—'],
  ['BHK', (l) => l.propertyData.property?.bhk || '—'],
  ['Bathrooms', (l) => l.propertyData.property?.baths || '—'],
  ['Floor', (l) => l.propertyData.property?.floorNumber || l.propertyData.property?.floor || '—'],
  ['Age', (l) => l.propertyData.property?.age || '—'],
  ['Facing', (l) => labelOf(PROPERTY_OPTIONS.facing, l.propertyData.property?.facing) || '—'],
  ['Furnishing', (l) => labelOf(PROPERTY_OPTIONS.furnishing, l.propertyData.property?.furnishing) || '—'],
  ['Availability', (l) => labelOf(PROPERTY_OPTIONS.availability, l.propertyData.pricing?.availability) || '—'],
  ['Amenities', (l) => list(l.propertyData.features?.amenities)],
  ['Nearby', (l) => list(l.propertyData.features?.nearbyFacilities)],
  ['Posted', (l, now) => formatPostedAgo(l.createdAt, now) ?? '—'],
];

/** /compare: the listings picked in this browser side by side; rows whose values differ are highlighted. */
export function ComparePage() {
  const picked = compareList.use();
  const [now, setNow] = useState(0);
  useEffect(() => setNow(Date.now()), []);
  const results = useQueries({
    queries: picked.map((p) => ({
      queryKey: ['property', p.id],
      queryFn: ({ signal }: { signal: AbortSignal }) => api<PublicListing>(`/api/property/${p.id}`, { signal }),
      retry: false,
    })),
  });
  const listings = results.flatMap((r) => (r.data ? [r.data] : []));

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8">
      <PageTitle>Compare properties</PageTitle>
      {picked.length === 0 ? (
        <p className="text-slate-700">
          Nothing to compare yet. Press 'Compare' on up to four{' '}
          <Link to="/property" className="font-medium text-brand-800 underline">
            listings
          </Link>
          .
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Selected properties side by side</caption>
            <thead>
              <tr>
                <td className="w-36 p-3" />
                {listings.map((l) => {
                  const photo = l.media.find((url) => !isVideoUrl(url));
                  return (
                    <th key={l._id} scope="col" className="p-3 align-top">
                      <PropertyImage
                        src={photo ? cardImageUrl(photo) : undefined}
                        alt=""
                        className="aspect-[4/3] w-full rounded object-cover"
                      />
                      <Link to={`/property/${l._id}`} className="mt-2 block font-semibold text-brand-800 hover:underline">
                        {listingTitle(l)}
                      </Link>
                      <button
                        type="button"
                        onClick={() => compareList.write(picked.filter((p) => p.id !== l._id))}
                        className="mt-1 inline-flex items-center gap-1 text-xs text-slate-700 hover:underline"
                      >
                        <X className="h-3.5 w-3.5" aria-hidden />
                        Remove <span className="sr-only">{listingTitle(l)}</span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, value]) => {
                const values = listings.map((l) => (label === 'Posted' && now === 0 ? '' : value(l, now)));
                const differs = new Set(values).size > 1;
                return (
                  <tr key={label} className={cn('border-t border-slate-200', differs && 'bg-amber-50')} data-differs={differs || undefined}>
                    <th scope="row" className="p-3 font-medium text-slate-700">
                      {label}
                      {differs && <span className="sr-only"> (differs)</span>}
                    </th>
                    {values.map((v, i) => (
                      <td key={listings[i]?._id} className="p-3 text-slate-900">
                        {v}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
