import { askingPriceDetail, formatPostedAgo } from '@ncr/shared/format';
import { labelOf, PROPERTY_OPTIONS } from '@ncr/shared/labels';
import { cardImageUrl, isVideoUrl } from '@ncr/shared/media';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { useQueries } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Fragment, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ageName, areaText, bhkText, floorName, pricePerSqftText } from '@/components/property/listing-facts';
import { listingTitle } from '@/components/property/posted-by';
import { PropertyImage } from '@/components/property/property-image';
import { isRental, rentTerms } from '@/components/property/rent-facts';
import { PageTitle } from '@/components/ui/page-title';
import { api } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { compareList } from '@/lib/compare-store';

const list = (items: string[] | undefined) => (items && items.length > 0 ? items.join(', ') : '—');
const shown = (value: string | undefined) => (value && value.trim() !== '' && value !== 'N/A' ? value : undefined);

/**
 * The compared facts, one row each (issue 12 item 5), in each listing's own unit (sq yd for a
 * plot) and the words the detail page uses ('Ground', '1 year').
 */
const ROWS: [string, (l: PublicListing, now: number) => string][] = [
  // A rental's is its rent a month ('₹32,000/month'), per sq ft a month below it.
  ['Price', (l) => askingPriceDetail(l.propertyData)],
  ['Price per sq ft', (l) => pricePerSqftText(l) ?? '—'],
  ['Area', (l) => areaText(l) ?? '—'],
  ['BHK', (l) => bhkText(l) ?? '—'],
  ['Bathrooms', (l) => shown(l.propertyData.property?.baths) ?? '—'],
  ['Floor', (l) => floorName(l.propertyData.property?.floorNumber || l.propertyData.property?.floor) ?? '—'],
  ['Age', (l) => ageName(l.propertyData.property?.age) ?? '—'],
  ['Facing', (l) => labelOf(PROPERTY_OPTIONS.facing, l.propertyData.property?.facing) || '—'],
  ['Furnishing', (l) => labelOf(PROPERTY_OPTIONS.furnishing, l.propertyData.property?.furnishing) || '—'],
  ['Availability', (l) => labelOf(PROPERTY_OPTIONS.availability, l.propertyData.pricing?.availability) || '—'],
  ['Amenities', (l) => list(l.propertyData.features?.amenities)],
  ['Nearby', (l) => list(l.propertyData.features?.nearbyFacilities)],
  ['Posted', (l, now) => formatPostedAgo(l.createdAt, now) ?? '—'],
];

/** A rental's term by name ('Security deposit'), '—' for a sale or a term not given. */
const rentTerm =
  (term: string) =>
  (l: PublicListing): string =>
    rentTerms(l.propertyData).find(([name]) => name === term)?.[1] ?? '—';
const RENT_ROWS: [string, (l: PublicListing, now: number) => string][] = [
  ['Security deposit', rentTerm('Security deposit')],
  ['Maintenance', rentTerm('Maintenance')],
  ['Available from', rentTerm('Available from')],
  ['Tenants preferred', rentTerm('Tenants preferred')],
];

/** The rows for these listings: a rental's terms after the price rows when any of them is a rental. */
function rowsFor(listings: PublicListing[]): typeof ROWS {
  if (!listings.some((l) => isRental(l.propertyData))) return ROWS;
  return [...ROWS.slice(0, 2), ...RENT_ROWS, ...ROWS.slice(2)];
}

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
        // On a phone the facts' names take a line of their own above the values, so up to four
        // listings fit across the screen with nothing to scroll sideways.
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full table-fixed text-left text-sm break-words sm:min-w-[40rem] sm:table-auto">
            <caption className="sr-only">Selected properties side by side</caption>
            <thead>
              <tr>
                <td className="hidden w-36 p-3 sm:table-cell" />
                {listings.map((l) => {
                  const photo = l.media.find((url) => !isVideoUrl(url));
                  return (
                    <th key={l._id} scope="col" className="p-2 align-top sm:p-3">
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
              {rowsFor(listings).map(([label, value]) => {
                const values = listings.map((l) => (label === 'Posted' && now === 0 ? '' : value(l, now)));
                const differs = new Set(values).size > 1;
                const name = (
                  <>
                    {label}
                    {differs && <span className="sr-only"> (differs)</span>}
                  </>
                );
                return (
                  <Fragment key={label}>
                    <tr className={cn('border-t border-slate-200 sm:hidden', differs && 'bg-amber-50')}>
                      <th scope="colgroup" colSpan={values.length} className="px-2 pt-2 text-xs font-medium text-slate-700 uppercase">
                        {name}
                      </th>
                    </tr>
                    <tr className={cn('sm:border-t sm:border-slate-200', differs && 'bg-amber-50')} data-differs={differs || undefined}>
                      <th scope="row" className="hidden p-3 font-medium text-slate-700 sm:table-cell">
                        {name}
                      </th>
                      {values.map((v, i) => (
                        <td key={listings[i]?._id} className="p-2 pt-1 text-slate-900 sm:p-3">
                          {v}
                        </td>
                      ))}
                    </tr>
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
