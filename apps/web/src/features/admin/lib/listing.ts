import { areaUnitLabel, listingArea } from '@ncr/shared/area';
import { isStaff, PROPERTY_TYPE_LABELS, type PropertyType } from '@ncr/shared/enums';
import { formatRent, formatRupees, priceCard } from '@ncr/shared/format';
import { isVideoUrl } from '@ncr/shared/media';
import type { Listing } from '@ncr/shared/schemas/property';

/**
 * Seller contact in the admin screens (spec §6): from the listing's seller block when staff posted
 * it, otherwise from the owner's account (falling back to the block for anything missing).
 */
export function sellerContact(listing: Pick<Listing, 'userId' | 'propertyData'>): { name: string; phone: string; email: string } {
  const block = listing.propertyData?.seller;
  const owner = listing.userId;
  if (!owner || isStaff(owner.role)) return { name: block?.fullName ?? '', phone: block?.mobileNumber ?? '', email: '' };
  return { name: owner.fullName || block?.fullName || '', phone: owner.mobile || block?.mobileNumber || '', email: owner.email ?? '' };
}

export const typeLabel = (type: string | null | undefined): string =>
  type ? (PROPERTY_TYPE_LABELS[type as PropertyType] ?? type.replace(/^./, (c) => c.toUpperCase())) : '—';

export const firstPhoto = (listing: Pick<Listing, 'media'>): string | undefined => listing.media.find((url) => !isVideoUrl(url));

/** Area as the card shows it, with its unit (plot size for plots, else built-up area, else area). */
export function areaOf(listing: Pick<Listing, 'propertyData'>): string {
  const area = listingArea(listing.propertyData?.property);
  return area ? `${area.value} ${areaUnitLabel(area.unit)}` : '—';
}

export const bhkOf = (listing: Pick<Listing, 'propertyData'>): string => {
  const bhk = listing.propertyData?.property?.bhk;
  return bhk && bhk !== 'N/A' ? `${bhk} BHK` : '—';
};

/** A sale date for a date input (YYYY-MM-DD, local time), or ''. */
export function dateInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The latest listing's asking figure on a seller row: '₹85 L', a rental's '₹32,000/month', or '—'. */
export function sellerPriceText(seller: { price: number | null; monthlyRent?: number }): string {
  if (seller.monthlyRent !== undefined) return formatRent(seller.monthlyRent);
  return seller.price === null ? '—' : priceCard(seller.price);
}

/** A buyer's budget: lakhs to buy, rupees a month to rent ('₹10,000 - ₹30,000 a month'). */
export function budgetRangeText(requirements: { purpose?: string; budget: { min: number | null; max: number | null } }): string {
  const { min, max } = requirements.budget;
  if (min === null && max === null) return '—';
  if (requirements.purpose === 'rent') return `${formatRupees(min ?? 0)} - ${max === null ? 'any' : formatRupees(max)} a month`;
  return `₹${min ?? 0} L - ${max === null ? 'any' : `₹${max} L`}`;
}
