import { askingPriceDetail } from '@ncr/shared/format';
import { AVAILABILITY_LABELS, FACING_LABELS, FURNISHING_LABELS } from '@ncr/shared/labels';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { METRO_STATION } from '@ncr/shared/search/dimensions';
import { areaText, bhkText, floorName, postedText, pricePerSqftText } from '@/components/property/listing-facts';
import { isRental, rentTerms } from '@/components/property/rent-facts';
import { useNow } from '@/lib/use-now';

const filled = (value: string | undefined): value is string => !!value && value.trim() !== '' && value !== 'N/A';
const labelOf = (labels: Record<string, string>, value: string | undefined) => (filled(value) ? (labels[value] ?? value) : undefined);

/** 'Floor 7 of 14', 'Ground floor of 3'; undefined for plots and when not given. */
function floorText(p: PublicListing['propertyData']['property'] | undefined): string | undefined {
  if (!p || p.type === 'plot' || p.type === 'house') return undefined;
  const floor = floorName(p.floorNumber || p.floor);
  if (!floor) return undefined;
  const name = floor === 'Ground' ? 'Ground floor' : `Floor ${floor}`;
  return filled(p.totalFloors) ? `${name} of ${p.totalFloors}` : name;
}

/** Bedrooms and bathrooms of a home: '3 BHK · 2 baths'. */
function roomsText(listing: PublicListing): string | undefined {
  const baths = listing.propertyData?.property?.baths;
  const parts = [bhkText(listing), filled(baths) ? `${baths} ${baths === '1' ? 'bath' : 'baths'}` : undefined].filter(filled);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

function possessionText(pricing: PublicListing['propertyData']['pricing'] | undefined): string | undefined {
  const availability = labelOf(AVAILABILITY_LABELS, pricing?.availability);
  if (pricing?.availability === 'occupied' && filled(pricing.vacantDate)) return `Vacant ${pricing.vacantDate}`;
  return availability;
}

/** The facts buyers compare first, beside the photos and above the tabs. Facts without a value are left out. */
export function KeyFacts({ listing }: { listing: PublicListing }) {
  const now = useNow();
  const data = listing.propertyData;
  const rental = isRental(data);
  const facts: [string, string | undefined][] = [
    // A rental leads with its rent, then the terms a tenant asks about next (deposit, move-in day).
    ...(rental ? rentTerms(data) : [['Price', askingPriceDetail(data)] as [string, string]]),
    [rental ? 'Rent per sq ft' : 'Price per sq ft', pricePerSqftText(listing)],
    ['Area', areaText(listing)],
    ['Rooms', roomsText(listing)],
    ['Floor', floorText(data.property)],
    ['Possession', rental ? undefined : possessionText(data.pricing)],
    ['Facing', labelOf(FACING_LABELS, data.property?.facing)],
    ['Furnishing', labelOf(FURNISHING_LABELS, data.property?.furnishing)],
    // The seller's word, as the search's "Near metro station" filter reads it.
    ['Metro', data.features?.nearbyFacilities?.includes(METRO_STATION) ? 'Metro station nearby' : undefined],
    ['Posted', postedText(listing.createdAt, now).replace(/^Posted /, '')],
  ];
  return (
    <section aria-label="Key facts" className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-x-4 gap-y-3">
        {facts
          .filter((fact): fact is [string, string] => filled(fact[1]))
          .map(([term, value], i) => (
            // The price leads, across the whole strip and large: it is the page's headline figure.
            <div key={term} className={i === 0 ? 'col-span-full' : 'min-w-0'}>
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
              <dd className={i === 0 ? 'text-3xl font-bold text-brand-800' : 'font-semibold break-words text-slate-900'}>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
