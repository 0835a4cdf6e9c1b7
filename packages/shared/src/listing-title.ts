import { hideContacts } from './contact-privacy';
import type { PropertyType } from './enums';

// The title the post wizard suggests: what buyers search for (BHK, type, locality, city), never a
// flat, tower or house number (only the locality and city are used, not the address) and never a
// phone number.

const KIND: Record<PropertyType, string> = { flat: 'Flat', house: 'Independent House', plot: 'Plot', commercial: 'Commercial Property' };

export interface TitleFacts {
  type?: string;
  bhk?: string;
  locality?: string;
  city?: string;
  /** Plot size in sq yd (plots). */
  plotSize?: string;
}

/** "3 BHK Flat in Sector 62, Noida", "200 sq yd Plot in Sector 56, Gurugaon"; '' until type and place are known. */
export function suggestListingTitle({ type, bhk, locality, city, plotSize }: TitleFacts): string {
  const kind = KIND[type as PropertyType];
  const place = [locality?.trim(), city?.trim()].filter(Boolean).join(', ');
  if (!kind || !place) return '';
  const rooms = (type === 'flat' || type === 'house') && bhk && /^(\d|5\+)$/.test(bhk) ? `${bhk} BHK ` : '';
  const size = type === 'plot' && plotSize && Number(plotSize) > 0 ? `${Number(plotSize)} sq yd ` : '';
  return hideContacts(`${rooms}${size}${kind} in ${place}`).slice(0, 120);
}
