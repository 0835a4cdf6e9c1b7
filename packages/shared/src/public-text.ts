import { hideContacts } from './contact-privacy';

// The public shape of a listing (publicListingSchema) is an allow-list of fields; these are the
// ones people type freely, so each may carry a phone number or an e-mail (docs/decisions/0097).
// Every one of them goes through hideContacts, the one mask, before any answer, page or page
// state is built from it. A string field added to the public shape must be named here or in
// PUBLIC_LISTING_NOT_TEXT (public-text.test.ts walks the schema and fails otherwise).

/** Paths into a public listing; `[]` stands for every item of a list. */
export const PUBLIC_LISTING_TEXT = [
  'userId.fullName',
  'propertyData.title',
  'propertyData.seller.fullName',
  'propertyData.property.baths',
  'propertyData.property.area',
  'propertyData.property.address',
  'propertyData.property.locality',
  'propertyData.property.builtUpArea',
  'propertyData.property.carpetArea',
  'propertyData.property.plotSize',
  'propertyData.property.floorNumber',
  'propertyData.property.floor',
  'propertyData.property.totalFloors',
  'propertyData.property.age',
  'propertyData.property.title',
  'propertyData.property.description',
  'propertyData.property.amenities[]',
  'propertyData.pricing.pricePerSqft',
  'propertyData.pricing.bookingAmount',
  'propertyData.pricing.vacantDate',
  'propertyData.comments',
  // The market figure joined to the listing: its place and the source of its rate.
  'market.place',
  'market.source',
] as const;

/**
 * The public shape's other strings: ids, times and the media URLs the server wrote. (Fields
 * holding one of a list of values — city, type, status — are enumerations in the schema.)
 */
export const PUBLIC_LISTING_NOT_TEXT = [
  '_id',
  'createdAt',
  'media[]',
  'verifiedAt',
  'priceHistory[].at',
  'priceDrop.at',
  'market.recordedOn',
  // A rental's move-in day: the server stores it as YYYY-MM-DD whatever date was typed.
  'propertyData.pricing.availableFrom',
  'propertyData.media[]',
  'propertyData.image',
  // A project's RERA number: the schema refuses anything but an authority's form (rera.ts), so it cannot hold a phone.
  'propertyData.legal.reraNumber',
] as const;

export type PublicTextPath = (typeof PUBLIC_LISTING_TEXT)[number];

const steps = (path: string) => path.split('.').map((step) => ({ key: step.replace(/\[\]$/, ''), each: step.endsWith('[]') }));
const PATHS = PUBLIC_LISTING_TEXT.map(steps);

function maskAt(holder: Record<string, unknown>, path: ReturnType<typeof steps>, from: number): void {
  const step = path[from];
  if (!step) return;
  const value = holder[step.key];
  if (value === undefined || value === null) return;
  const last = from === path.length - 1;
  if (step.each) {
    if (!Array.isArray(value)) return;
    holder[step.key] = value.map((item) => {
      if (last) return typeof item === 'string' ? hideContacts(item) : item;
      if (item && typeof item === 'object') maskAt(item as Record<string, unknown>, path, from + 1);
      return item;
    });
  } else if (last) {
    if (typeof value === 'string') holder[step.key] = hideContacts(value);
  } else if (typeof value === 'object') {
    maskAt(value as Record<string, unknown>, path, from + 1);
  }
}

/**
 * A public listing (or a part of one) with every free-text field of PUBLIC_LISTING_TEXT masked,
 * in place: the caller passes an object it has just built, never stored data.
 */
export function maskPublicText<T extends object>(listing: T): T {
  for (const path of PATHS) maskAt(listing as Record<string, unknown>, path, 0);
  return listing;
}
