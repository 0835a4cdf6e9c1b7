import { hideContacts } from '@ncr/shared/contact-privacy';
import { isStaff, purposeOf } from '@ncr/shared/enums';
import { rentPerSqftOf } from '@ncr/shared/format';
import { maskPublicText } from '@ncr/shared/public-text';
import type { Listing, MarketInsight, PropertyData, PublicListing, PublicPropertyData } from '@ncr/shared/schemas/property';
import { SITE } from '@ncr/shared/site';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { properties, publicListing, users } from '~/db/schema';
import { exactLocation, type Placed, pinOf, publicLocation } from './location';
import { marketInsights } from './market';
import { type PriceInsight, priceInsights } from './price-history';

export type PropertyRow = typeof properties.$inferSelect;
/** The columns a listing's JSON is made of (toListing). */
export type ListingRow = Pick<
  PropertyRow,
  | 'id'
  | 'ownerId'
  | 'status'
  | 'isFeatured'
  | 'createdAt'
  | 'media'
  | 'propertyData'
  | 'soldPrice'
  | 'soldDate'
  | 'buyerName'
  | 'buyerContact'
  | 'verifiedAt'
  | 'verifiedBy'
  | 'rejectionReason'
  | 'rejectedAt'
>;
/** The columns the insights (price history, market figures) need. */
export type InsightRow = Pick<
  PropertyRow,
  'id' | 'status' | 'city' | 'type' | 'bhk' | 'locality' | 'pricePerSqft' | 'purpose' | 'monthlyRent'
>;
export interface OwnerRow {
  id: string;
  role: 'buyer' | 'seller' | 'admin' | 'subadmin';
  fullName: string;
  email: string | null;
  mobile: string | null;
}

/** Spec §3: a listing's media comes from media, then propertyData.media, then propertyData.image. */
export function mediaOf(row: Pick<PropertyRow, 'media' | 'propertyData'>): string[] {
  if (row.media.length > 0) return row.media;
  const data = row.propertyData as { media?: unknown; image?: unknown };
  if (Array.isArray(data.media) && data.media.length > 0) return data.media.filter((m) => typeof m === 'string');
  if (typeof data.image === 'string' && data.image) return [data.image];
  return [];
}

/** Who a listing is shown to: anyone (public), its owner, or staff. */
export type Audience = 'public' | 'owner' | 'staff';

/** What every view of a listing carries. */
const listingFacts = (row: ListingRow) => ({
  _id: row.id,
  status: row.status,
  isFeatured: row.isFeatured,
  createdAt: row.createdAt.toISOString(),
  media: mediaOf(row),
  verifiedAt: row.verifiedAt ? row.verifiedAt.toISOString() : null,
});

/** What a listing's point is made of, from its stored data (location.ts). */
const placed = (row: ListingRow): Placed => {
  const data = row.propertyData as { seller?: { city?: unknown }; property?: { locality?: unknown; pin?: unknown } };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { city: text(data.seller?.city), locality: text(data.property?.locality), pin: pinOf(data.property?.pin) };
};

/** The owner's or staff's view of a listing; staff alone see the buyer. */
export function toListing(row: ListingRow, owner: OwnerRow | null | undefined, audience: Exclude<Audience, 'public'>): Listing {
  const staff = audience === 'staff';
  return {
    ...listingFacts(row),
    location: exactLocation(placed(row)),
    userId: owner ? { _id: owner.id, role: owner.role, fullName: owner.fullName, email: owner.email, mobile: owner.mobile } : null,
    soldDetails:
      row.status === 'Sold' || row.soldPrice !== null
        ? { price: row.soldPrice, date: row.soldDate ? row.soldDate.toISOString() : null }
        : null,
    buyerName: staff ? row.buyerName : null,
    buyerContact: staff ? row.buyerContact : null,
    verifiedBy: row.verifiedBy,
    rejection:
      row.status === 'Rejected' && row.rejectionReason
        ? { reason: row.rejectionReason, at: (row.rejectedAt ?? row.createdAt).toISOString() }
        : null,
    propertyData: row.propertyData as PropertyData,
  };
}

/**
 * The public's view of a listing: the allow-list of publicListingSchema, built field by field.
 * Staff-posted listings show as the operator; every free-text field (PUBLIC_LISTING_TEXT) has
 * typed phone numbers and e-mails hidden.
 */
export function toPublicListing(row: ListingRow, owner: OwnerRow | null | undefined): PublicListing {
  return maskPublicText({
    ...listingFacts(row),
    location: publicLocation(placed(row)),
    userId: owner ? { role: owner.role, fullName: isStaff(owner.role) ? SITE.name : owner.fullName } : null,
    propertyData: publicPropertyData(row.propertyData as PropertyData),
  });
}

/** A market figure as anyone sees it: its place (a stored locality) masked like the listing's text. */
export const publicMarket = (market: MarketInsight | null): MarketInsight | null =>
  market ? maskPublicText({ market: { ...market } }).market : null;

const orEmpty = (value: string | undefined): string => value ?? '';

/**
 * The public part of a listing's stored data, field by field (propertyDataSchema checked it when it
 * was saved), as stored: toPublicListing masks its free text.
 */
export function publicPropertyData(data: PropertyData): PublicPropertyData {
  const { property, pricing, legal, features } = data;
  return {
    purpose: purposeOf(data),
    ...(data.title !== undefined ? { title: orEmpty(data.title) } : {}),
    seller: { fullName: data.seller.fullName, city: data.seller.city },
    property: {
      type: property.type,
      bhk: property.bhk,
      baths: property.baths,
      area: property.area,
      areaUnit: property.areaUnit ?? '',
      address: orEmpty(property.address),
      locality: orEmpty(property.locality),
      builtUpArea: property.builtUpArea,
      carpetArea: property.carpetArea,
      plotSize: property.plotSize,
      floorNumber: property.floorNumber,
      ...(property.floor !== undefined ? { floor: property.floor } : {}),
      totalFloors: property.totalFloors,
      age: property.age,
      facing: property.facing,
      furnishing: property.furnishing,
      title: orEmpty(property.title),
      description: orEmpty(property.description),
      ...(property.amenities !== undefined ? { amenities: property.amenities } : {}),
    },
    pricing: {
      ...rentalPricing(data),
      pricePerSqft: pricing.pricePerSqft,
      bookingAmount: pricing.bookingAmount,
      negotiable: pricing.negotiable,
      availability: pricing.availability,
      vacantDate: orEmpty(pricing.vacantDate),
      preferredTime: pricing.preferredTime,
    },
    legal: {
      hasDocuments: legal.hasDocuments,
      ownershipType: legal.ownershipType,
      // A public registration: the buyer checks it on the authority's site.
      ...(legal.reraNumber ? { reraNumber: legal.reraNumber } : {}),
    },
    features: { amenities: features.amenities, nearbyFacilities: features.nearbyFacilities },
    comments: orEmpty(data.comments),
    ...(data.media !== undefined ? { media: data.media } : {}),
    ...(data.image !== undefined ? { image: data.image } : {}),
  };
}

const defined = <T extends Record<string, unknown>>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;

/**
 * The price fields of a listing's purpose (docs/decisions/0106): a sale's expected price, or a
 * rental's rent, deposit, maintenance, available-from day and tenants preferred. Only the fields
 * stored are sent, so a sale's answer reads as it did before rentals.
 */
function rentalPricing(data: PropertyData): Partial<PublicPropertyData['pricing']> {
  const { pricing } = data;
  if (purposeOf(data) === 'sale') return defined({ expectedPrice: pricing.expectedPrice });
  return defined({
    monthlyRent: pricing.monthlyRent,
    securityDeposit: pricing.securityDeposit,
    maintenance: pricing.maintenance,
    availableFrom: pricing.availableFrom,
    tenantsPreferred: pricing.tenantsPreferred,
  });
}

/** Loads the owners of some listings in one query. */
export async function loadOwners(db: Db, rows: Pick<PropertyRow, 'ownerId'>[]): Promise<Map<string, OwnerRow>> {
  const ids = [...new Set(rows.map((r) => r.ownerId))];
  if (ids.length === 0) return new Map();
  const owners = await db
    .select({ id: users.id, role: users.role, fullName: users.fullName, email: users.email, mobile: users.mobile })
    .from(users)
    .where(ids.length === 1 ? eq(users.id, ids[0] as string) : inArray(users.id, ids));
  return new Map(owners.map((o) => [o.id, o]));
}

/** Listings of rows in the audience's view, with their insights. */
export async function toListings(db: Db, rows: PropertyRow[], audience: 'public'): Promise<PublicListing[]>;
export async function toListings(db: Db, rows: PropertyRow[], audience: Exclude<Audience, 'public'>): Promise<Listing[]>;
export async function toListings(db: Db, rows: PropertyRow[], audience: Audience): Promise<(Listing | PublicListing)[]> {
  const owners = await loadOwners(db, rows);
  return withInsights(
    db,
    rows,
    rows.map((row) =>
      audience === 'public' ? toPublicListing(row, owners.get(row.ownerId)) : toListing(row, owners.get(row.ownerId), audience),
    ),
  );
}

/** Insights a caller already has (a search page reads histories with its rows and figures from its index). */
export interface KnownInsights {
  prices?: Map<string, PriceInsight>;
  market?: (id: string) => MarketInsight | null;
}

/** Adds price history, the latest drop and the market figures (issue 13) to listings made from `rows`. */
export async function withInsights<T extends PublicListing>(
  db: Db,
  rows: InsightRow[],
  listings: T[],
  known: KnownInsights = {},
): Promise<T[]> {
  const prices =
    known.prices ??
    (await priceInsights(
      db,
      rows.map((r) => r.id),
    ));
  const { market } = known;
  const figures = market ? new Map(rows.map((row) => [row.id, market(row.id)])) : await marketInsights(db, rows);
  return listings.map((listing) => ({
    ...listing,
    priceHistory: prices.get(listing._id)?.priceHistory ?? [],
    priceDrop: prices.get(listing._id)?.priceDrop ?? null,
    market: publicMarket(figures.get(listing._id) ?? null),
  }));
}

/** One listing with its insights (detail pages), in the audience's view. */
export async function toListingWithInsights(
  db: Db,
  row: PropertyRow,
  owner: OwnerRow | null | undefined,
  audience: Audience,
): Promise<Listing | PublicListing> {
  const listing = audience === 'public' ? toPublicListing(row, owner) : toListing(row, owner, audience);
  const [withFigures] = await withInsights<Listing | PublicListing>(db, [row], [listing]);
  return withFigures as Listing | PublicListing;
}

/**
 * The indexed columns copied out of propertyData, so search never digs into JSON. A rental
 * (docs/decisions/0106) has no sale price: its priceLakhs is 0, its monthlyRent the rent a month in
 * rupees, and its pricePerSqft the rent a month per sq ft, the figure rentals sort by.
 */
export function searchColumns(data: PropertyData) {
  const title = data.property.title || data.title || '';
  const sqft = areaSqft(data);
  const purpose = purposeOf(data);
  const rent = purpose === 'rent' ? (data.pricing.monthlyRent ?? 0) : null;
  const priceLakhs = purpose === 'rent' ? 0 : (data.pricing.expectedPrice ?? 0);
  const perSqft = rent !== null ? rentPerSqftOf(rent, sqft) : exactPricePerSqft(priceLakhs, sqft);
  return {
    locality: data.property.locality.trim(),
    areaSqft: sqft,
    pricePerSqft: perSqft ?? null,
    city: data.seller.city,
    type: data.property.type,
    bhk: data.property.bhk,
    purpose,
    priceLakhs,
    monthlyRent: rent,
    furnishing: data.property.furnishing,
    availability: data.pricing.availability,
    searchText: [title, data.property.address, data.property.locality].join(' ').toLowerCase(),
    sellerName: data.seller.fullName,
    sellerMobile: data.seller.mobileNumber,
  };
}

/**
 * A listing's asking price in the unit of its price history (price_changes, migration 0013): a
 * sale's price in lakhs, a rental's rent a month in lakhs (the division the database makes).
 */
export const askingLakhs = (row: Pick<PropertyRow, 'purpose' | 'priceLakhs' | 'monthlyRent'>): number =>
  row.purpose === 'rent' ? (row.monthlyRent ?? 0) / 100_000 : row.priceLakhs;

/** A sale's rupees per sq ft, to two decimals as search keeps it. */
const exactPricePerSqft = (lakhs: number, sqft: number | null): number | undefined =>
  sqft && lakhs > 0 ? Math.round((lakhs * 100000 * 100) / sqft) / 100 : undefined;

/**
 * The area search filters and sorts on, in square feet, the area buyers see (listingArea() in
 * @ncr/shared/area): a plot's plot size, else the built-up area, else the plot size, else the
 * area. The post form takes plot size in square yards and the area in `areaUnit`; square yards
 * are converted, as is any figure written with "yd" or "yard". Migration 0004 back-filled with
 * the built-up area first and yards only when written; 0010 back-fills plots with this rule.
 */
export function areaSqft(data: PropertyData): number | null {
  const p = data.property as PropertyData['property'] & { areaUnit?: string };
  const plot: [string | undefined, boolean] = [p.plotSize, true];
  const builtUp: [string | undefined, boolean] = [p.builtUpArea, false];
  const fields = p.type === 'plot' ? [plot, builtUp] : [builtUp, plot];
  for (const [raw, yards] of [...fields, [p.area, p.areaUnit === 'sqyd'] as [string | undefined, boolean]]) {
    const match = /[0-9]+(?:\.[0-9]+)?/.exec(raw ?? '');
    if (!match) continue;
    const value = Number(match[0]);
    if (!(value > 0)) continue;
    return yards || /(yd|yard)/i.test(raw ?? '') ? value * 9 : value;
  }
  return null;
}

/** The name a listing goes by in lists and messages: its title, else its address. */
export function listingTitle(propertyData: unknown): string {
  const data = (propertyData ?? {}) as { title?: string; property?: { title?: string; address?: string } };
  // Titles reach other people (alerts, visit messages, staff e-mails): typed contacts stay hidden.
  return hideContacts(data.property?.title || data.title || data.property?.address || 'Untitled property');
}

/** A listing anyone may see (Active or Sold, not deleted), or undefined. */
export async function findPublicListing(db: Db, id: string): Promise<PropertyRow | undefined> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt), publicListing(properties)))
    .limit(1);
  return row;
}
