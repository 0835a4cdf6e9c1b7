import { formatListingArea } from '@ncr/shared/area';
import { type City, FACING_LABELS, PROPERTY_TYPE_LABELS } from '@ncr/shared/enums';
import { formatArea, formatDay, formatPricePerSqft, formatRupees, priceDetail } from '@ncr/shared/format';
import { RERA_AUTHORITY_OF_CITY } from '@ncr/shared/rera';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { Check, ExternalLink } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ageName, areaText, floorName } from '@/components/property/listing-facts';
import { isRental, rentTerms } from '@/components/property/rent-facts';
import { Tabs } from '@/components/ui/tabs';

// The Location tab's map (Leaflet with it) loads when the tab is opened: the tabs render only the
// selected panel, and the page's first download carries none of it.
const ListingMap = lazy(() => import('./map/listing-map').then((m) => ({ default: m.ListingMap })));

// The spec leaves the tab contents open (§2); product decision: show what propertyData holds.
const PREFERRED_TIME: Record<string, string> = { immediate: 'Immediate', 'within-3-months': 'Within 3 months', flexible: 'Flexible' };
const OWNERSHIP: Record<string, string> = { self: 'Self', joint: 'Joint', inherited: 'Inherited' };
const YES_NO: Record<string, string> = { yes: 'Yes', no: 'No' };
// Same words as the search bar's; kept here so this page does not load the search bar's code.
const FURNISHING_LABELS: Record<string, string> = {
  unfurnished: 'Unfurnished',
  'semi-furnished': 'Semi-furnished',
  'fully-furnished': 'Fully furnished',
};
const AVAILABILITY_LABELS: Record<string, string> = {
  ready: 'Ready to move',
  'under-construction': 'Under construction',
  occupied: 'Occupied',
};

/** The plain area field in its stored unit (sq ft unless the listing says sq yd). */
function plainArea(p: Partial<PublicListing['propertyData']['property']>): string | undefined {
  const value = Number(p.area);
  if (!shown(p.area) || !Number.isFinite(value) || value <= 0) return formatArea(p.area);
  return formatListingArea({ value, unit: p.areaUnit === 'sqyd' ? 'sqyd' : 'sqft' });
}
const plotSizeText = (size: string): string => {
  const value = Number(size);
  return Number.isFinite(value) && value > 0 ? formatListingArea({ value, unit: 'sqyd' }) : size;
};

const shown = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '' && value !== 'N/A') || (typeof value === 'number' && Number.isFinite(value));
const label = (labels: Record<string, string>, value: string | undefined) => (value ? (labels[value] ?? value) : undefined);
/** "UPRERAPRJ445858 (UP RERA)": the number and the authority whose site confirms it. */
const reraLine = (number: string | undefined, city: string) =>
  number ? `${number}${city in RERA_AUTHORITY_OF_CITY ? ` (${RERA_AUTHORITY_OF_CITY[city as City]})` : ''}` : undefined;

function Facts({ rows }: { rows: [string, unknown][] }) {
  const filled = rows.filter((row): row is [string, string | number] => shown(row[1]));
  if (filled.length === 0) return <p className="text-slate-600">No details given.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {filled.map(([term, value]) => (
        <div key={term} className="min-w-0 rounded-md bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
          {/* Long addresses and unbroken text wrap, so the Location tab fits a 360 px screen. */}
          <dd className="font-medium break-words text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Checklist({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      {items.length === 0 ? (
        <p className="text-slate-600">None listed.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item} className="flex items-center gap-2 text-slate-800">
              <Check className="h-4 w-4 text-brand-700" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function DetailTabs({ listing }: { listing: PublicListing }) {
  const data = listing.propertyData;
  const p = data.property ?? ({} as Partial<PublicListing['propertyData']['property']>);
  const pricing = data.pricing ?? ({} as Partial<PublicListing['propertyData']['pricing']>);
  const legal = data.legal ?? ({} as Partial<PublicListing['propertyData']['legal']>);
  const type = label(PROPERTY_TYPE_LABELS, p.type);
  const amenities = [...new Set([...(data.features?.amenities ?? []), ...(p.amenities ?? [])])];
  const place = [p.address, p.locality, data.seller?.city].filter(shown).join(', ');
  // A fixed time zone, so the server-rendered page and the hydrated one print the same day.
  const posted = formatDay(listing.createdAt);
  // A rental's pricing is its rent and terms; a sale's, its price, booking amount and possession.
  const rental = isRental(data);

  const overview = (
    <div className="space-y-5">
      {shown(p.description) && <p className="leading-relaxed whitespace-pre-line text-slate-800">{p.description}</p>}
      <Facts
        rows={[
          ['Type', type],
          ['BHK', p.bhk],
          ['Bathrooms', p.baths],
          ['Area', areaText(listing)],
          ['Furnishing', label(FURNISHING_LABELS, p.furnishing)],
          ['Availability', rental ? undefined : label(AVAILABILITY_LABELS, pricing.availability)],
          ...rentTerms(data).filter(([term]) => term === 'Available from'),
          ['Posted on', posted],
        ]}
      />
      {shown(data.comments) && (
        <p className="rounded-md border-l-4 border-accent-500 bg-amber-50 px-4 py-3 text-slate-800">
          <span className="font-semibold">Seller's note: </span>
          {data.comments}
        </p>
      )}
    </div>
  );

  const details = (
    <div className="space-y-6">
      <section aria-label="Property">
        <h3 className="mb-2 font-semibold text-slate-900">Property</h3>
        <Facts
          rows={[
            ['Type', type],
            ['BHK', p.bhk],
            ['Bathrooms', p.baths],
            ['Area', plainArea(p)],
            ['Built-up area', formatArea(p.builtUpArea)],
            ['Carpet area', formatArea(p.carpetArea)],
            ['Plot size', shown(p.plotSize) ? plotSizeText(p.plotSize) : undefined],
            ['Floor', floorName(p.floorNumber || p.floor)],
            ['Total floors', p.totalFloors],
            ['Age', ageName(p.age)],
            ['Facing', label(FACING_LABELS, p.facing)],
            ['Furnishing', label(FURNISHING_LABELS, p.furnishing)],
          ]}
        />
      </section>
      <section aria-label="Pricing">
        <h3 className="mb-2 font-semibold text-slate-900">Pricing</h3>
        <Facts
          rows={
            rental
              ? rentTerms(data)
              : [
                  ['Expected price', shown(pricing.expectedPrice) ? priceDetail(pricing.expectedPrice) : undefined],
                  ['Price per sq ft', shown(pricing.pricePerSqft) ? formatPricePerSqft(pricing.pricePerSqft) : undefined],
                  ['Booking amount', shown(pricing.bookingAmount) ? formatRupees(pricing.bookingAmount) : undefined],
                  ['Negotiable', label(YES_NO, pricing.negotiable)],
                  ['Availability', label(AVAILABILITY_LABELS, pricing.availability)],
                  ['Vacant from', pricing.vacantDate],
                  ['Preferred time to sell', label(PREFERRED_TIME, pricing.preferredTime)],
                ]
          }
        />
      </section>
      <section aria-label="Legal">
        <h3 className="mb-2 font-semibold text-slate-900">Legal</h3>
        <Facts
          rows={[
            ['Documents available', label(YES_NO, legal.hasDocuments)],
            ['Ownership', label(OWNERSHIP, legal.ownershipType)],
            ['RERA registration', reraLine(legal.reraNumber, data.seller?.city ?? '')],
          ]}
        />
      </section>
    </div>
  );

  const amenitiesTab = (
    <div className="space-y-6">
      <Checklist title="Amenities" items={amenities} />
      <Checklist title="Nearby facilities" items={data.features?.nearbyFacilities ?? []} />
    </div>
  );

  const location = (
    <div className="space-y-4">
      {listing.location && (
        <Suspense fallback={<div className="h-72 w-full animate-pulse rounded-lg bg-slate-200" aria-hidden />}>
          <ListingMap location={listing.location} />
        </Suspense>
      )}
      <Facts
        rows={[
          ['Locality', p.locality],
          ['City', data.seller?.city],
          ['Address', p.address],
        ]}
      />
      {place && (
        <a
          href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline"
        >
          View on map
          <ExternalLink className="h-4 w-4" aria-hidden />
        </a>
      )}
    </div>
  );

  return (
    <Tabs
      label="Property information"
      tabs={[
        { value: 'overview', label: 'Overview', content: overview },
        { value: 'details', label: 'Details', content: details },
        { value: 'amenities', label: 'Amenities', content: amenitiesTab },
        { value: 'location', label: 'Location', content: location },
      ]}
    />
  );
}
