import type { City } from './enums';

// RERA registration numbers of projects, as each state's authority issues them
// (docs/decisions/0117). Delhi's authority registers Delhi; Uttar Pradesh's registers Noida,
// Greater Noida and Ghaziabad; Haryana's (its Gurugram and Panchkula benches) Gurugaon and Faridabad.

export type ReraAuthority = 'Delhi RERA' | 'UP RERA' | 'Haryana RERA';

export const RERA_AUTHORITY_OF_CITY: Record<City, ReraAuthority> = {
  Delhi: 'Delhi RERA',
  Noida: 'UP RERA',
  'Greater Noida': 'UP RERA',
  Ghaziabad: 'UP RERA',
  Gurugaon: 'Haryana RERA',
  Faridabad: 'Haryana RERA',
};

const FORMATS: Record<ReraAuthority, { patterns: RegExp[]; example: string }> = {
  // DLRERA2019P0012: the year and the project's serial.
  'Delhi RERA': { patterns: [/^DLRERA\d{4}P\d{4}$/], example: 'DLRERA2019P0012' },
  // UPRERAPRJ6946 (older, fewer digits) to UPRERAPRJ445858.
  'UP RERA': { patterns: [/^UPRERAPRJ\d{3,7}$/], example: 'UPRERAPRJ445858' },
  // Gurugram's current form GGM/517/249/2021/85, its earlier RC/REP/HARERA/GGM/2018/13, and
  // Panchkula's HRERA-PKL-FBD-123-2019 (Faridabad) or RC/REP/HARERA/PKL/2019/45.
  'Haryana RERA': {
    patterns: [
      /^GGM\/\d{1,4}\/\d{1,4}\/\d{4}\/\d{1,4}$/,
      /^RC\/REP\/HARERA\/(?:GGM|PKL)\/\d{4}\/\d{1,4}$/,
      /^HRERA-PKL-[A-Z]{2,4}-\d{1,5}-\d{4}$/,
    ],
    example: 'GGM/517/249/2021/85',
  },
};

/** A number as typed, in the authority's own spelling: capitals, no spaces. */
export const normaliseRera = (typed: string): string => typed.trim().toUpperCase().replace(/\s+/g, '');

/** The example of the authority registering projects in a city, for the form's hint. */
export const reraExampleFor = (city: City | ''): string | undefined => (city ? FORMATS[RERA_AUTHORITY_OF_CITY[city]].example : undefined);

/**
 * What is wrong with a project's RERA number for a listing in `city`, or null when it is one of
 * that authority's forms. Without a city the number matches any of the three.
 */
export function reraProblem(number: string, city: City | ''): string | null {
  const value = normaliseRera(number);
  const authorities = city ? [RERA_AUTHORITY_OF_CITY[city]] : (Object.keys(FORMATS) as ReraAuthority[]);
  if (authorities.some((a) => FORMATS[a].patterns.some((p) => p.test(value)))) return null;
  if (!city) return 'Enter the RERA registration number as the authority issued it';
  const authority = RERA_AUTHORITY_OF_CITY[city];
  return `Enter the ${authority} registration number of the project, e.g. ${FORMATS[authority].example}`;
}
