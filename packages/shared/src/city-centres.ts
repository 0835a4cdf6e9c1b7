import type { City } from './enums';

/**
 * Each city's centre on the map (issue 64): its best-known landmark, to about 200 m, not an average
 * of its post offices (which lies in fields for Noida and Gurugaon): Connaught Place, Noida's
 * Sector 18, Pari Chowk, Gurugaon's Rajiv Chowk, Faridabad's Neelam Chowk, Ghaziabad's Old Bus
 * Stand. Where a listing without a locality's point is placed, and where the pin picker opens.
 */
export const CITY_CENTRES: Record<City, { lat: number; lng: number }> = {
  Delhi: { lat: 28.6315, lng: 77.2167 },
  Noida: { lat: 28.5708, lng: 77.3261 },
  'Greater Noida': { lat: 28.4672, lng: 77.5138 },
  Gurugaon: { lat: 28.4444, lng: 77.0389 },
  Faridabad: { lat: 28.3946, lng: 77.3113 },
  Ghaziabad: { lat: 28.6692, lng: 77.4538 },
};
