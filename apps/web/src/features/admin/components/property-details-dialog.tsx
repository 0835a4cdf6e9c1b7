import { askingPriceDetail, formatArea, formatPricePerSqft, formatRupees, priceDetail } from '@ncr/shared/format';
import { labelOf } from '@ncr/shared/labels';
import { cardImageUrl, isVideoUrl } from '@ncr/shared/media';
import type { Listing } from '@ncr/shared/schemas/property';
import type { ReactNode } from 'react';
import { listingTitle } from '@/components/property/posted-by';
import { PropertyImage } from '@/components/property/property-image';
import { isRental, rentTerms } from '@/components/property/rent-facts';
import { Dialog } from '@/components/ui/dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { OPTIONS } from '../lib/labels';
import { formatDay, sellerContact } from '../lib/listing';
import { DetailList } from './table';
import { VerifyToggle } from './verify-toggle';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** 'Property Details': everything stored about a listing, read only. */
export function PropertyDetailsDialog({ listing, onClose }: { listing: Listing | null; onClose: () => void }) {
  const d = listing?.propertyData;
  const seller = listing ? sellerContact(listing) : null;
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && onClose()} title="Property Details" wide>
      {listing && d && seller && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-lg font-semibold text-slate-900">{listingTitle(listing)}</p>
            <StatusBadge status={listing.status} />
            {listing.isFeatured && (
              <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-semibold text-slate-900">Featured</span>
            )}
          </div>
          <VerifyToggle key={listing._id} listing={listing} />
          {listing.media.length > 0 && (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Photos and videos">
              {listing.media.slice(0, 8).map((url, i) => (
                <li key={url} className="aspect-[4/3] overflow-hidden rounded bg-slate-200">
                  {isVideoUrl(url) ? (
                    // biome-ignore lint/a11y/useMediaCaption: listing videos are uploaded by sellers without captions.
                    <video src={url} controls preload="metadata" className="h-full w-full object-cover" aria-label={`Video ${i + 1}`} />
                  ) : (
                    <PropertyImage src={cardImageUrl(url)} alt={`Photo ${i + 1}`} className="h-full w-full object-cover" />
                  )}
                </li>
              ))}
            </ul>
          )}
          <DetailList
            items={[
              [isRental(d) ? 'Rent' : 'Price', askingPriceDetail(d)],
              ['Type', labelOf(OPTIONS.type, d.property?.type)],
              ['Address', d.property?.address],
              ['Locality', d.property?.locality],
              ['City', d.seller?.city],
              ['Posted', formatDay(listing.createdAt)],
            ]}
          />
          <Section title="Property">
            <DetailList
              items={[
                ['BHK', labelOf(OPTIONS.bhk, d.property?.bhk)],
                ['Bathrooms', d.property?.baths],
                ['Area', formatArea(d.property?.area)],
                ['Built-up area', formatArea(d.property?.builtUpArea)],
                ['Carpet area', formatArea(d.property?.carpetArea)],
                ['Plot size', d.property?.plotSize],
                ['Floor', d.property?.floorNumber || d.property?.floor],
                ['Total floors', d.property?.totalFloors],
                ['Age', d.property?.age],
                ['Facing', labelOf(OPTIONS.facing, d.property?.facing)],
                ['Furnishing', labelOf(OPTIONS.furnishing, d.property?.furnishing)],
              ]}
            />
            {d.property?.description && <p className="text-sm whitespace-pre-line text-slate-800">{d.property.description}</p>}
          </Section>
          <Section title="Pricing and legal">
            <DetailList
              items={[
                // A rental's terms after its rent (none for a sale).
                ...rentTerms(d).slice(1),
                ['Price per sq ft', formatPricePerSqft(d.pricing?.pricePerSqft)],
                ['Booking amount', formatRupees(d.pricing?.bookingAmount)],
                ['Negotiable', labelOf(OPTIONS.yesNo, d.pricing?.negotiable)],
                ['Availability', labelOf(OPTIONS.availability, d.pricing?.availability)],
                ['Vacant date', d.pricing?.vacantDate],
                ['Preferred time', labelOf(OPTIONS.preferredTime, d.pricing?.preferredTime)],
                ['Legal documents', labelOf(OPTIONS.yesNo, d.legal?.hasDocuments)],
                ['Ownership', labelOf(OPTIONS.ownership, d.legal?.ownershipType)],
                ['RERA registration', d.legal?.reraNumber],
              ]}
            />
          </Section>
          <Section title="Features">
            <DetailList
              items={[
                ['Amenities', d.features?.amenities?.join(', ')],
                ['Nearby', d.features?.nearbyFacilities?.join(', ')],
                ['Comments', d.comments],
              ]}
            />
          </Section>
          <Section title="Seller">
            <DetailList
              items={[
                ['Name', seller.name],
                ['Phone', seller.phone],
                ['Email', seller.email],
                ['Posted by', listing.userId ? `${listing.userId.fullName} (${listing.userId.role})` : null],
              ]}
            />
          </Section>
          {listing.status === 'Sold' && (
            <Section title="Sale">
              <DetailList
                items={[
                  [
                    'Sold price',
                    listing.soldDetails?.price === null || !listing.soldDetails ? null : priceDetail(listing.soldDetails.price),
                  ],
                  ['Sold date', formatDay(listing.soldDetails?.date)],
                  ['Buyer', listing.buyerName],
                  ['Buyer contact', listing.buyerContact],
                ]}
              />
            </Section>
          )}
        </div>
      )}
    </Dialog>
  );
}
