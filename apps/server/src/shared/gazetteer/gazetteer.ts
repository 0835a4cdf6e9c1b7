import { CITY_CENTRES } from '@ncr/shared/city-centres';
import type { City } from '@ncr/shared/enums';
import { placeSlug } from '@ncr/shared/places';
import gazetteer from './ncr-gazetteer.json';

// Where a locality is when its listing has no pin of its own (issue 64): the GeoNames postal
// points of Delhi NCR that scripts/gazetteer.mjs keeps, else the city's centre (CITY_CENTRES). Coarse (a post
// office's point, often a kilometre or more off), which is why a point says what it is.

export interface PlacePoint {
  lat: number;
  lng: number;
  /** 'locality': the locality's (or its sub-city's) own point; 'city': only the city's centre. */
  precision: 'locality' | 'city';
}

interface Entry {
  city: string;
  name: string;
  aliases?: string[];
  lat: number;
  lng: number;
}

const key = (city: string, slug: string) => `${city}|${slug}`;

const localities = new Map<string, { lat: number; lng: number }>();
for (const entry of gazetteer.places as Entry[]) {
  const point = { lat: entry.lat, lng: entry.lng };
  for (const name of [entry.name, ...(entry.aliases ?? [])]) {
    const slug = placeSlug(name);
    // The entry's own name comes first: an alias never displaces another entry's name.
    if (slug && !localities.has(key(entry.city, slug))) localities.set(key(entry.city, slug), point);
  }
}

// "Dwarka Sector 12", "Mayur Vihar Phase 1", "Gaur City 2": a part of a place the gazetteer lacks
// is placed at the place, its last part taken off until a name is left that the gazetteer has.
const LAST_PART = /-(?:(?:sector|phase|block|pocket|part|extension)-)?[0-9]+[a-z]?$|-[a-z]$/;
// What is left must still name a place: never "sector" alone.
const GENERIC = new Set(['sector', 'phase', 'block', 'pocket', 'part']);

/** The point of a city's locality, else the city's centre; null for a city the gazetteer lacks. */
export function placePoint(city: City | string, locality: string): PlacePoint | null {
  let slug = placeSlug(locality);
  while (slug && !GENERIC.has(slug)) {
    const point = localities.get(key(city, slug));
    if (point) return { ...point, precision: 'locality' };
    const shorter = slug.replace(LAST_PART, '');
    if (shorter === slug) break;
    slug = shorter;
  }
  const centre = CITY_CENTRES[city as City] as { lat: number; lng: number } | undefined;
  return centre ? { ...centre, precision: 'city' } : null;
}
