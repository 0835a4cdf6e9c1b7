import { holdsContact } from '@ncr/shared/contact-privacy';
import type { City } from '@ncr/shared/enums';
import { placePath, placeSlug } from '@ncr/shared/places';
import type { PlaceSummary } from '@ncr/shared/schemas/places';
import type { Db } from '~/db/client';
import { type PlaceKey, placeRepository } from './place.repository';
import { marketRateOf, placeFigures } from './place-figures';
import { parseFilters } from './search/filters';
import type { PartitionedIndex } from './search/partitions';

/** How many localities a city's page lists, and a locality's page names as its neighbours. */
const CITY_PLACES = 30;
const NEIGHBOURS = 8;

/** A locality of a city: its name as listed, what its search finds, its slug and its sector's number. */
export type CityLocality = { value: string; count: number; slug: string; sector: number | null };

/**
 * Every locality of a city with what the search for it finds, busiest first: what the index's
 * facets count for the city. A locality is public text: one spelt as a phone number or an
 * e-mail has no page. Slugs and sector numbers are worked out here, once per city and version.
 */
export function cityLocalities(index: PartitionedIndex, purpose: PlaceKey['purpose'], city: City): CityLocality[] {
  return index
    .facets(parseFilters({ location: city, purpose }), Number.POSITIVE_INFINITY)
    .localities.filter((l) => !holdsContact(l.value))
    .map((l) => {
      const slug = placeSlug(l.value);
      return { ...l, slug, sector: sectorNumber(slug) };
    });
}

/** A place with no listing now: 410 when it had some, 404 when it never had. */
export type MissingPlace = { missing: 404 | 410 };

const sectorNumber = (slug: string): number | null => {
  const match = /^sector-(\d+)/.exec(slug);
  return match ? Number(match[1]) : null;
};

/**
 * A locality's neighbours among its city's localities, by name alone: a numbered sector's are the
 * sectors numbered nearest to it (Noida's and Gurugaon's sectors are numbered by where they lie,
 * roughly); any other locality's are its city's busiest.
 * Localities equally far keep their order by listings. One pass that keeps the nearest few: every
 * locality page asks this over its city's hundreds of localities, and sorting them all was a
 * tenth of the server's main-thread time for locality pages nobody had asked before.
 */
export function neighboursOf(slug: string, localities: readonly CityLocality[]): CityLocality[] {
  const own = sectorNumber(slug);
  // Without a sector number, nothing says which is nearer: the city's busiest (the list comes busiest first).
  if (own === null) return localities.filter((locality) => locality.slug !== slug).slice(0, NEIGHBOURS);
  const nearest: { locality: CityLocality; distance: number }[] = [];
  for (const locality of localities) {
    if (locality.slug === slug) continue;
    const distance = locality.sector === null ? Number.POSITIVE_INFINITY : Math.abs(locality.sector - own);
    const last = nearest[NEIGHBOURS - 1];
    if (last && distance >= last.distance) continue;
    // After every one as near or nearer: the earlier of two equally far stays first.
    let at = nearest.length;
    while (at > 0 && (nearest[at - 1]?.distance ?? 0) > distance) at -= 1;
    nearest.splice(at, 0, { locality, distance });
    if (nearest.length > NEIGHBOURS) nearest.pop();
  }
  return nearest.map((n) => n.locality);
}

const nonZero = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, count }));

/**
 * A city's or a locality's page (docs/decisions/0130-locality-pages.md). The counts come from the
 * search index through the very filters the page's links carry, so each count is what its link
 * finds; the medians and the trend from the same listings' asking figures in the index, and the
 * market rate from the rates the index holds: the database is asked only whether a missing place
 * ever had listings.
 */
export async function placeSummary(
  db: Db,
  index: PartitionedIndex,
  localities: readonly CityLocality[],
  { purpose, city, slug }: PlaceKey & { city: City },
): Promise<PlaceSummary | MissingPlace> {
  const key: PlaceKey = { purpose, city, slug };
  const missing = async (): Promise<MissingPlace> => ({ missing: (await placeRepository.hadListings(db, key)) ? 410 : 404 });
  const cityFilters = { location: city, purpose };
  const locality = slug === null ? null : (localities.find((l) => l.slug === slug)?.value ?? null);
  if (slug !== null && locality === null) return missing();
  const given = locality === null ? cityFilters : { ...cityFilters, locality };
  const filters = parseFilters(given);
  // An offset past every match: the total alone, no page gathered.
  const total = index.search(filters, Number.MAX_SAFE_INTEGER, 0).total;
  if (total === 0) return missing();
  const facets = index.facets(filters, 0);
  const { median, trend } = placeFigures(index.asking(filters), new Date());
  const market = slug !== null && purpose === 'sale' ? marketRateOf(index.rates, city, slug) : null;
  const places = slug === null ? localities.slice(0, CITY_PLACES) : neighboursOf(slug, localities);
  return {
    purpose,
    city,
    locality,
    path: placePath(purpose, city, locality),
    total,
    types: nonZero(facets.types),
    bhk: nonZero(facets.bhk),
    measure: purpose === 'rent' ? 'rentPerMonth' : 'perSqft',
    market,
    median,
    trend,
    places: places.map((l) => ({ name: l.value, path: placePath(purpose, city, l.value), count: l.count })),
  };
}
