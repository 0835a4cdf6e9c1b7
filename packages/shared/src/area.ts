import { AREA_UNIT_LABELS, type AreaUnit, SQFT_PER_SQYD } from './enums';
import { formatArea, formatNumber, pricePerSqftOf } from './format';
import type { PropertyData } from './schemas/property';

// A listing's main area and its price per square foot, whatever unit the seller stored the area in.

export interface ListingArea {
  value: number;
  unit: AreaUnit;
}

export type AreaFields = Pick<PropertyData['property'], 'type' | 'area' | 'plotSize' | 'builtUpArea'> & { areaUnit?: string };

const positive = (text: string | undefined): number | null => {
  const value = Number(String(text ?? '').replace(/,/g, ''));
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * The area buyers compare: plot size for a plot, else built-up area, else the plain area field.
 * Plot size is in sq yd and built-up area in sq ft (the post form names those units); the plain
 * area field is in `areaUnit` (sq ft when not given).
 */
export function listingArea(property: AreaFields | undefined): ListingArea | null {
  if (!property) return null;
  const fixed = property.type === 'plot' ? positive(property.plotSize) : positive(property.builtUpArea);
  if (fixed !== null) return { value: fixed, unit: property.type === 'plot' ? 'sqyd' : 'sqft' };
  const plain = positive(property.area);
  if (plain !== null) return { value: plain, unit: property.areaUnit === 'sqyd' ? 'sqyd' : 'sqft' };
  const plotSize = positive(property.plotSize);
  return plotSize === null ? null : { value: plotSize, unit: 'sqyd' };
}

export const areaInSqft = (area: ListingArea): number => (area.unit === 'sqyd' ? area.value * SQFT_PER_SQYD : area.value);

export const areaUnitLabel = (unit: AreaUnit): string => AREA_UNIT_LABELS[unit];

/** Rupees per square foot from the price in lakhs and the area (converted from sq yd when needed). */
export function pricePerSqft(priceLakhs: number | undefined, area: ListingArea | null): number | null {
  if (!area) return null;
  return pricePerSqftOf(priceLakhs, areaInSqft(area)) ?? null;
}

/** The area with its unit and Indian digit grouping: '1,450 sq ft', '200 sq yd'. */
export function formatListingArea(area: ListingArea): string {
  return area.unit === 'sqft' ? (formatArea(area.value) ?? '') : `${formatNumber(area.value)} ${AREA_UNIT_LABELS.sqyd}`;
}
