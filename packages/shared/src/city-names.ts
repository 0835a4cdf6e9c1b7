import { CITIES, type City } from './enums';

// The names people type for the six cities. The stored value (and what the site shows) stays the
// spec's spelling; every other spelling finds the same listings.
const SPELLINGS: Record<City, readonly string[]> = {
  Delhi: ['delhi', 'new delhi', 'dilli', 'ncr delhi'],
  Noida: ['noida'],
  'Greater Noida': ['greater noida', 'gr noida', 'greater noida west', 'noida extension'],
  Gurugaon: ['gurugaon', 'gurgaon', 'gurugram', 'ggn'],
  Faridabad: ['faridabad'],
  Ghaziabad: ['ghaziabad'],
};

/** Lower case, dots and dashes as spaces, single spaces: "Gr. Noida" and "gr-noida" read alike. */
export const plainName = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[.\-_,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const BY_SPELLING = new Map<string, City>();
for (const city of CITIES) for (const spelling of SPELLINGS[city]) BY_SPELLING.set(spelling, city);

/** The city a typed name means ("Gurgaon", "gurugram", "GURUGAON" → Gurugaon), or undefined. */
export function cityNamed(typed: string): City | undefined {
  return BY_SPELLING.get(plainName(typed));
}

/** Every spelling of every city, for suggestions as people type. */
export const CITY_SPELLINGS: readonly (readonly [string, City])[] = [...BY_SPELLING.entries()];
