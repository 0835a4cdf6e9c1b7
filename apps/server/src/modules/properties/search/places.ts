import { CITY_SPELLINGS, plainName } from '@ncr/shared/city-names';
import { holdsContact } from '@ncr/shared/contact-privacy';
import { placeSlug } from '@ncr/shared/places';
import type { Suggestion } from '@ncr/shared/schemas/property';
import { tokensOf } from './words';

// What the search box suggests as people type (docs/decisions/0057): the cities by any of their
// names, and the localities and societies that public listings are in, with how many listings each.

const NOT_A_SOCIETY = /^(tower|flat|house|plot|shop|unit|block|wing|floor|no\b|h\s?no|#)/i;

/**
 * The society (housing complex, market) of an address written "…, Green Meadows, Sector 62,
 * Noida": the part just before the locality, unless it is a flat, tower or house number.
 */
export function societyOf(address: string, locality: string): string | null {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const at = parts.findIndex((part) => part.toLowerCase() === locality.trim().toLowerCase());
  const candidate = at > 0 ? (parts[at - 1] as string) : null;
  if (!candidate || NOT_A_SOCIETY.test(candidate) || /^\d/.test(candidate)) return null;
  // A name of letters: not a house number, never a phone number.
  if ((candidate.match(/\d/g) ?? []).length > 3 || !/\p{L}{3}/u.test(candidate)) return null;
  return candidate.slice(0, 80);
}

interface Place {
  kind: 'locality' | 'society';
  name: string;
  city: string;
  count: number;
  tokens: string[];
}

/**
 * Every query token begins (one character: is) a token of the name; the last one, still being
 * typed, only begins one ("sector 5" offers Sector 56).
 */
const named = (tokens: string[], query: string[]) =>
  query.every((q, i) => tokens.some((token) => (q.length > 1 || i === query.length - 1 ? token.startsWith(q) : token === q)));

/** Localities and societies with their public listings counted, kept in step with the index. */
export class Places {
  private readonly places = new Map<string, Place>();

  change(kind: Place['kind'], name: string, city: string, by: 1 | -1): void {
    // Public text: a place a seller spelt as a phone number or an e-mail is never suggested.
    if (!name || holdsContact(name)) return;
    // Localities that read alike ("Sector 62", "Sec 62") are one, as the search filter takes them.
    const key = `${kind}|${city}|${kind === 'locality' ? placeSlug(name) : name.toLowerCase()}`;
    const place = this.places.get(key);
    if (place) {
      place.count += by;
      if (place.count <= 0) this.places.delete(key);
    } else if (by > 0) {
      this.places.set(key, { kind, name, city, count: 1, tokens: tokensOf(name) });
    }
  }

  clear(): void {
    this.places.clear();
  }

  /** Up to `limit` suggestions for what was typed: matching cities first, then places by listings. */
  suggest(typed: string, limit: number, cityCount: (city: string) => number): Suggestion[] {
    const plain = plainName(typed);
    const query = tokensOf(plain);
    if (query.length === 0) return [];
    const cities = new Set<string>();
    for (const [spelling, city] of CITY_SPELLINGS) if (spelling.startsWith(plain)) cities.add(city);
    const found: Suggestion[] = [...cities].map((city) => ({
      kind: 'city' as const,
      label: city,
      count: cityCount(city),
      params: { location: city },
    }));
    const places = [...this.places.values()]
      .filter((place) => named(place.tokens, query))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, limit);
    for (const place of places) {
      found.push({
        kind: place.kind,
        label: `${place.name}, ${place.city}`,
        count: place.count,
        params: place.kind === 'locality' ? { location: place.city, locality: place.name } : { location: place.city, title: place.name },
      });
    }
    return found.slice(0, limit);
  }
}
