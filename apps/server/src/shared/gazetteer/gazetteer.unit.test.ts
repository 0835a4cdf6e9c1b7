import { CITIES } from '@ncr/shared/enums';
import { describe, expect, it } from 'vitest';
import { DEMO_MARKET_RATES } from '~/db/seed/demo-listings';
import { placePoint } from './gazetteer';

// How far a point may lie from its city's centre and still be in that city: the farthest corner of
// Delhi (Narela, Najafgarh) is about 30 km from Connaught Place, Greater Noida's about 20 km.
const CITY_RADIUS_KM = 35;
const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot((a.lat - b.lat) * 111, (a.lng - b.lng) * 111 * Math.cos((a.lat * Math.PI) / 180));

describe('gazetteer', () => {
  it('places every demo locality in its own city', () => {
    for (const { city, locality } of DEMO_MARKET_RATES) {
      const point = placePoint(city, locality);
      const centre = placePoint(city, '');
      expect(point, `${locality}, ${city}`).not.toBeNull();
      expect(centre?.precision).toBe('city');
      expect(km(point as never, centre as never), `${locality}, ${city}`).toBeLessThan(CITY_RADIUS_KM);
    }
  });

  it("reads a locality as the search reads it: 'Sec-62' and 'Sector 62' are one place", () => {
    const sector62 = placePoint('Noida', 'Sector 62');
    expect(sector62?.precision).toBe('locality');
    expect(placePoint('Noida', 'sec-62')).toEqual(sector62);
    expect(placePoint('Noida', ' SECTOR62 ')).toEqual(sector62);
    // The same name in another city is another place.
    expect(placePoint('Greater Noida', 'Sector 62')?.precision).toBe('city');
  });

  it("places a part of a place it lacks at the place: Dwarka's sectors at Dwarka", () => {
    const dwarka = placePoint('Delhi', 'Dwarka');
    expect(dwarka?.precision).toBe('locality');
    expect(placePoint('Delhi', 'Dwarka Sector 12')).toEqual(dwarka);
    expect(placePoint('Delhi', 'Dwarka Sector 23B')).toEqual(dwarka);
  });

  it("falls back to the city's centre, never to a generic word", () => {
    for (const city of CITIES) expect(placePoint(city, 'Nowhere In Particular')?.precision, city).toBe('city');
    // "Sector 999" is shortened no further than "sector", which names no place.
    expect(placePoint('Noida', 'Sector 999')).toEqual(placePoint('Noida', ''));
  });

  it('knows no city outside Delhi NCR', () => {
    expect(placePoint('Mumbai', 'Bandra')).toBeNull();
  });
});
