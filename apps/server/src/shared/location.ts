import type { ListingLocation, Pin } from '@ncr/shared/schemas/property';
import { placePoint } from './gazetteer/gazetteer';

// Where a listing is on the map (issue 64, docs/decisions/0132): the pin its seller or staff
// placed, else its locality's point from the gazetteer, else its city's centre.

/**
 * The grid the public's points are rounded to, in degrees: 0.002° is about 220 m north-south and
 * 195 m east-west in Delhi NCR, a block or a society rather than a door.
 */
const PUBLIC_GRID = 0.002;

/** What a listing's point is made from: its stored data's city, locality and pin. */
export interface Placed {
  city: string;
  locality: string;
  pin?: Pin | null;
}

/** A pin as stored (jsonb, parsed or not), or null when there is none or it is not one. */
export function pinOf(stored: unknown): Pin | null {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  if (!value || typeof value !== 'object') return null;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** The exact point: the owner's and staff's. Null when the city is not one the gazetteer has. */
export function exactLocation({ city, locality, pin }: Placed): ListingLocation | null {
  if (pin) return { lat: pin.lat, lng: pin.lng, precision: 'pin' };
  const point = placePoint(city, locality);
  return point ? { lat: point.lat, lng: point.lng, precision: point.precision } : null;
}

const rounded = (degrees: number) => Number((Math.round(degrees / PUBLIC_GRID) * PUBLIC_GRID).toFixed(3));

/** The public's point: the exact one rounded to PUBLIC_GRID. Search by area reads this one too. */
export function publicLocation(placed: Placed): ListingLocation | null {
  const exact = exactLocation(placed);
  return exact ? { ...exact, lat: rounded(exact.lat), lng: rounded(exact.lng) } : null;
}
