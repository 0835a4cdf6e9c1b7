import { BUDGET_RANGES } from '@ncr/shared/constants';
import { AVAILABILITY, BHK, CITIES, FURNISHING, type ListingPurpose, PROPERTY_TYPES } from '@ncr/shared/enums';
import { RENT_RANGES } from '@ncr/shared/search';
import { type Box, inBox } from '@ncr/shared/search/box';
import { ENUMERATED_DIMENSIONS, NEAR_METRO_VALUES } from '@ncr/shared/search/dimensions';
import { describe, expect, it } from 'vitest';
import { rng } from '~/db/seed/demo-listings';
import { insightOf, type Rates, rateKey, rentInsightOf } from '~/shared/market';
import type { SearchFilters } from './filters';
import { PartitionedIndex } from './partitions';
import type { IndexedListing } from './search-index';

/** A list's distinct values, sorted, as parseFilters gives them. */
const sortedSet = (values: string[]) => [...new Set(values)].sort();

// Pages from the index against a brute force over the same listings: membership by matches()
// (a listing at a time, no bit sets) and order by the sort's own rule. Narrow filters on deep
// pages gather their few matches and sort them by rank; broad ones walk the order: both are hit.
// The bulk load lays the slots out by value; the listings added, removed and changed after it
// land wherever slots are free, so both layouts are searched. A third of the listings are
// rentals, in their own partition with its own price scale: a rent is a sale-like figure times
// UNIT (₹5,000 to ₹4,05,000 a month), and a rental search's bounds are scaled the same way, so
// the same filters land inside and on the edges of the rent bands, ladders and cube.
const UNIT: Record<ListingPurpose, number> = { sale: 1, rent: 1000 };
const RENTALS = 0.35;

// The brute forces below take seconds alone and minutes when the test run's two lanes share two
// cores with Chromium: their time limits are for a stuck loop, not for speed (speed is the bench's).
const BRUTE_FORCE_LIMIT = 300_000;
const randomPurpose = (): ListingPurpose => (random() < RENTALS ? 'rent' : 'sale');
const random = rng(11);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const localities = (city: string) => [`${city} Sector 1`, `${city} Sector 2`, `${city} Old Town`];
// Titles with shared words, prefixes of each other ("park", "parkview") and a one-letter token.
const TEXTS = ['green meadows residency', 'parkview towers sector 62', 'park lane villa', 'tower b, 12 mg road', 'dlf phase 3 plot'];
const SEARCH_WORDS = ['park', 'parkv', 'green', 'sector', 'b', 'tower', '62', 'mg road', 'dlf-phase', 'zz', 'e'];

function listing(n: number, purpose: ListingPurpose = randomPurpose()): IndexedListing {
  const city = pick(CITIES);
  const area = random() < 0.9 ? 400 + Math.floor(random() * 3000) : null;
  // Some whole prices, so that typed bounds fall on listings' prices too (min kept, max left out).
  const lakhs = random() < 0.3 ? Math.round(5 + random() * 400) : Math.round((5 + random() * 400) * 100) / 100;
  const price = purpose === 'rent' ? Math.round(lakhs * UNIT.rent) : lakhs;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    purpose,
    city,
    type: pick(PROPERTY_TYPES),
    bhk: pick(BHK),
    furnishing: pick(FURNISHING),
    availability: pick(AVAILABILITY),
    metro: pick(NEAR_METRO_VALUES),
    locality: pick(localities(city)),
    price,
    areaSqft: area,
    // A sale's rupees per sq ft; a rental's rent a month per sq ft.
    pricePerSqft: area ? (purpose === 'rent' ? price / area : (price * 100000) / area) : null,
    // Repeated times and prices, so the id decides ties.
    createdAt: Date.UTC(2026, 0, 1) + Math.floor(random() * 50) * 86_400_000,
    searchText: `${pick(TEXTS)} ${city.toLowerCase()}`,
    hasPriceHistory: false,
    sold: random() < 0.2,
    society: pick([null, 'Green Meadows', 'Lotus Greens', 'Royal Residency']),
    // Points over Delhi NCR, a few with none (NaN), some on a box's edge (whole hundredths).
    ...(random() < 0.05
      ? { lat: Number.NaN, lng: Number.NaN }
      : { lat: 28.3 + Math.round(random() * 60) / 100, lng: 76.9 + Math.round(random() * 80) / 100 }),
  };
}

/** A random area of the map: whole hundredths, so listings lie on its edges too. */
function randomBox(): Box {
  const [south, north] = [28.3 + Math.round(random() * 60) / 100, 28.3 + Math.round(random() * 60) / 100].sort();
  const [west, east] = [76.9 + Math.round(random() * 80) / 100, 76.9 + Math.round(random() * 80) / 100].sort();
  return { west, south, east, north } as Box;
}

/** An index loaded in bulk, as the server loads it at start (slots laid out by value). */
function loadedIndex(listings: IndexedListing[], wordListingsPerCombination?: number): PartitionedIndex {
  const index = new PartitionedIndex(wordListingsPerCombination);
  index.beginBulk();
  for (const l of listings) index.upsert(l);
  index.endBulk();
  return index;
}

const byId = (a: IndexedListing, b: IndexedListing) => (a.id < b.id ? -1 : 1);
const nullsLast = (x: number | null, y: number | null) => (x === null ? (y === null ? 0 : 1) : y === null ? -1 : x - y);
const orders = {
  newest: (a: IndexedListing, b: IndexedListing) => b.createdAt - a.createdAt || byId(b, a),
  'price-asc': (a: IndexedListing, b: IndexedListing) => a.price - b.price || byId(a, b),
  'price-desc': (a: IndexedListing, b: IndexedListing) => b.price - a.price || byId(b, a),
  'price-per-sqft-asc': (a: IndexedListing, b: IndexedListing) => nullsLast(a.pricePerSqft, b.pricePerSqft) || byId(a, b),
} as const;

/** A rental search's price bounds in rupees a month: the sale-like bounds times UNIT, whole rupees. */
function inUnit(filters: SearchFilters): SearchFilters {
  const { price, purpose } = filters;
  if (!price || purpose === 'sale') return filters;
  const scale = (bound: number | null) => (bound === null ? null : Math.round(bound * UNIT[purpose]));
  return { ...filters, price: { min: scale(price.min), max: scale(price.max) } };
}

/** Random filters, a rental search's price in sale-like figures (inUnit scales them). */
function randomFilters(): SearchFilters {
  const sort = pick(Object.keys(orders) as (keyof typeof orders)[]);
  const filters: SearchFilters = { purpose: randomPurpose(), values: {}, sort };
  if (random() < 0.8) {
    const city = pick(CITIES);
    filters.values.city = [city];
    if (random() < 0.4) filters.locality = pick(localities(city));
  }
  if (random() < 0.6) filters.values.type = sortedSet([pick(PROPERTY_TYPES), pick(PROPERTY_TYPES)]);
  if (random() < 0.6) filters.values.bhk = [pick(BHK)];
  if (random() < 0.3) filters.values.furnishing = [pick(FURNISHING)];
  if (random() < 0.3) filters.values.availability = [pick(AVAILABILITY)];
  if (random() < 0.3) filters.values.metro = [pick(NEAR_METRO_VALUES)];
  if (random() < 0.2) filters.price = { min: Math.floor(random() * 150), max: 150 + Math.floor(random() * 250) };
  else if (random() < 0.3) filters.price = { min: pick([null, 10, 25, 50]), max: pick([null, 60, 100, 200]) };
  if (random() < 0.2)
    filters.area = { min: 500 + Math.floor(random() * 1000), max: random() < 0.5 ? null : 1500 + Math.floor(random() * 2000) };
  else if (random() < 0.1) filters.area = { min: null, max: 500 + Math.floor(random() * 2500) };
  if (random() < 0.2) filters.postedAfter = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 50) * 86_400_000);
  if (random() < 0.3) filters.words = [...new Set([pick(SEARCH_WORDS), ...(random() < 0.3 ? [pick(SEARCH_WORDS)] : [])])];
  if (random() < 0.25) filters.box = randomBox();
  return filters;
}

/** Compares `queries` random searches (four pages each) and some facets with the brute force over `live`. */
function expectSameAsBruteForce(index: PartitionedIndex, live: IndexedListing[], queries: number): void {
  for (let q = 0; q < queries; q++) {
    const filters = inUnit(randomFilters());
    const expected = live.filter((l) => index.matches(filters, l.id)).sort(orders[filters.sort as keyof typeof orders]);
    // A search finds listings of its own purpose only, and in its area of the map (by the listing's own point).
    expect(expected.every((l) => l.purpose === filters.purpose)).toBe(true);
    const metro = filters.values.metro;
    if (metro) expect(expected.every((l) => metro.includes(l.metro))).toBe(true);
    const { box } = filters;
    if (box) expect(expected.every((l) => inBox(box, l.lat, l.lng))).toBe(true);
    if (box)
      expect(live.filter((l) => l.purpose === filters.purpose && !inBox(box, l.lat, l.lng)).some((l) => index.matches(filters, l.id))).toBe(
        false,
      );
    const pages = Math.ceil(expected.length / 6);
    for (const page of [1, 2, Math.max(1, pages - 1), pages + 1]) {
      const offset = (page - 1) * 6;
      const found = index.search(filters, offset, 6);
      expect({ filters, page, ...found }).toEqual({
        filters,
        page,
        total: expected.length,
        ids: expected.slice(offset, offset + 6).map((l) => l.id),
      });
    }
    if (q % 10 === 0) expectSameFacets(index, live, filters);
  }
}

/** Facet counts and the `top` localities against the brute force: matches() a listing at a time. */
function expectSameFacets(index: PartitionedIndex, live: IndexedListing[], filters: SearchFilters, top = 2): void {
  const count = (other: Partial<SearchFilters>) => {
    const asked = { ...filters, ...other };
    return live.filter((l) => index.matches(asked, l.id)).length;
  };
  const facets = index.facets(filters, top);
  // Every enumerated dimension the list declares: each option counted with its own filter replaced.
  for (const d of ENUMERATED_DIMENSIONS) {
    for (const value of d.values) {
      expect(facets[d.facet][value], `${d.name} ${value}`).toBe(count({ values: { ...filters.values, [d.name]: [value] } }));
    }
  }
  // The budgets of the partition's price: lakhs for sales, rupees a month for rentals.
  const ranges = filters.purpose === 'rent' ? RENT_RANGES : BUDGET_RANGES;
  expect(Object.keys(facets.budgets)).toEqual(ranges.map((r) => r.value));
  for (const budget of ranges) expect(facets.budgets[budget.value]).toBe(count({ price: { min: budget.min, max: budget.max } }));
  // The city's localities with the most matches under every filter but locality, ties by name.
  const perLocality = new Map<string, number>();
  if (filters.values.city !== undefined) {
    for (const l of live) {
      if (index.matches({ ...filters, locality: undefined }, l.id)) perLocality.set(l.locality, (perLocality.get(l.locality) ?? 0) + 1);
    }
  }
  const counted = [...perLocality].map(([value, n]) => ({ value, count: n }));
  counted.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  expect(facets.localities).toEqual(counted.slice(0, top));
}

describe('SearchIndex suggestions', () => {
  it('count available listings per city, locality and society as the search finds them, after changes too', () => {
    const listings = Array.from({ length: 800 }, (_, n) => listing(n));
    const index = loadedIndex(listings);
    for (const l of listings.slice(0, 100)) index.remove(l.id);
    // Counted among sales, the purpose a search box starts on.
    const live = listings.slice(100).filter((l) => !l.sold && l.purpose === 'sale');
    const suggestions = index.suggest('gre', 50);
    for (const s of suggestions) {
      const expected =
        s.kind === 'city'
          ? live.filter((l) => l.city === s.params.location).length
          : s.kind === 'society'
            ? live.filter((l) => l.city === s.params.location && l.society === s.params.title).length
            : live.filter((l) => l.city === s.params.location && l.locality === s.params.locality).length;
      expect(s.count, s.label).toBe(expected);
    }
    expect(suggestions.some((s) => s.kind === 'society' && s.params.title === 'Green Meadows')).toBe(true);
    expect(suggestions.find((s) => s.kind === 'city')?.label).toBe('Greater Noida');
    // Any spelling of a city.
    expect(index.suggest('gurg', 8)[0]).toMatchObject({ kind: 'city', label: 'Gurugaon', params: { location: 'Gurugaon' } });
  });
});

describe('SearchIndex pages', () => {
  it('equal a brute force over the same listings for narrow and broad filters, shallow and deep pages', {
    timeout: BRUTE_FORCE_LIMIT,
  }, () => {
    const listings = Array.from({ length: 5000 }, (_, n) => listing(n));
    const index = loadedIndex(listings.slice(0, 2500));
    expectSameAsBruteForce(index, listings.slice(0, 2500), 200);

    // Some added one by one (kept in order in place, past the index's first capacity), some
    // removed, some changed: the sets built for the searches above ("posted since" ones and the
    // search words' ones too) follow.
    for (const l of listings.slice(2500)) index.upsert(l);
    for (const l of listings.slice(0, 200)) index.remove(l.id);
    const changed = listings.slice(200, 300).map((l) => ({
      ...l,
      price: l.price + 7 * UNIT[l.purpose],
      bhk: pick(BHK),
      createdAt: l.createdAt + 86_400_000,
      searchText: pick(TEXTS),
    }));
    // Some change purpose: they move from one partition to the other.
    const moved = listings
      .slice(300, 340)
      .map((l) => ({ ...listing(Number(l.id.slice(-12)), l.purpose === 'rent' ? 'sale' : 'rent'), id: l.id }));
    for (const l of [...changed, ...moved]) index.upsert(l);
    const live = [...listings.slice(340), ...changed, ...moved];
    for (const purpose of ['sale', 'rent'] as const) {
      const all = index.search({ purpose, values: {}, withSold: true, sort: 'newest' }, 0, 0).total;
      expect(all, purpose).toBe(live.filter((l) => l.purpose === purpose).length);
    }
    expectSameAsBruteForce(index, live, 400);
  });
});

describe("SearchIndex facets of the search page's own filters", () => {
  // Only cities, types, BHKs, furnishing, availability, sold and a budget: the facets of these come
  // from counts per combination of values and price band, less a typed budget's edge stretches.
  // With a word of one token too, from that word's listings' prices per combination; with a word
  // of two ('mg road', 'dlf-phase'), from passes over the matches.
  function pageFilters(): SearchFilters {
    const filters: SearchFilters = { purpose: randomPurpose(), values: {}, sort: 'newest' };
    if (random() < 0.5) filters.values.city = [pick([...CITIES, 'Atlantis'])];
    if (random() < 0.4) filters.values.type = sortedSet([pick(PROPERTY_TYPES), pick(PROPERTY_TYPES)]);
    if (random() < 0.4) filters.values.bhk = [pick(BHK)];
    if (random() < 0.3) filters.values.furnishing = [pick(FURNISHING)];
    if (random() < 0.3) filters.values.availability = [pick(AVAILABILITY)];
    if (random() < 0.3) filters.withSold = true;
    // Whole lakhs (on the cube's edges) and fractions of one (inside a band: its edge stretch is taken out).
    const typed = () => Math.floor(random() * 300) + (random() < 0.5 ? 0 : Math.floor(random() * 100) / 100);
    const low = typed();
    const budget = random();
    if (budget < 0.4) filters.price = { min: low, max: random() < 0.7 ? low + typed() : null };
    else if (budget < 0.65) filters.price = { min: pick([null, 25, 50]), max: pick([null, 100, 200]) };
    else if (budget < 0.75) filters.price = { min: 300, max: 300 };
    else if (budget < 0.8) filters.price = { min: 200, max: 100 };
    if (random() < 0.4) filters.words = [pick(SEARCH_WORDS)];
    return inUnit(filters);
  }

  // 120 filter sets, each counted listing by listing for every option, and the rounds of changes:
  // about 15 s on an idle 2-core machine, and up to seven times that beside the e2e lane (300
  // sets took 25 s alone and 175 s there, the API lane's longest test).
  // A word's listings counted by combination however few they are (0), and as the server does (at
  // 3,000 listings, no word has enough listings a combination for that).
  it.each([
    ['every word by combination', 0],
    ['as the server counts words', undefined],
  ])(
    'equal a brute force, after listings are added, removed, changed and sold too, %s',
    { timeout: BRUTE_FORCE_LIMIT },
    (_, wordListingsPerCombination) => {
      const listings = Array.from({ length: 4000 }, (_, n) => listing(n));
      const index = loadedIndex(listings.slice(0, 3000), wordListingsPerCombination);
      for (let q = 0; q < 60; q++) expectSameFacets(index, listings.slice(0, 3000), pageFilters());

      for (const l of listings.slice(3000)) index.upsert(l);
      for (const l of listings.slice(0, 300)) index.remove(l.id);
      const changed = listings
        .slice(300, 500)
        .map((l) => ({ ...l, price: l.price + 7 * UNIT[l.purpose], city: pick(CITIES), furnishing: pick(FURNISHING), sold: !l.sold }));
      for (const l of changed) index.upsert(l);
      // New listings after the removals take the slots those left.
      const added = Array.from({ length: 200 }, (_, n) => listing(4000 + n));
      for (const l of added) index.upsert(l);
      const live = new Map([...listings.slice(500), ...changed, ...added].map((l) => [l.id, l]));
      for (let q = 0; q < 60; q++) expectSameFacets(index, [...live.values()], pageFilters());

      // A few changes at a time between facets, as listings change while buyers search: the
      // words' kept prices take them in, where the many changes above had them made again.
      for (let round = 0; round < 8; round++) {
        const [gone, ...kept] = [...live.values()].slice(round * 40, round * 40 + 4) as [IndexedListing, ...IndexedListing[]];
        index.remove(gone.id);
        live.delete(gone.id);
        const now = [
          ...kept.map((k) => ({ ...k, price: k.price + 31 * UNIT[k.purpose], bhk: pick(BHK), sold: !k.sold })),
          listing(5000 + round),
        ];
        for (const l of now) {
          index.upsert(l);
          live.set(l.id, l);
        }
        // The changed listings' own city and word too, and every locality's count, not the top
        // two alone: a change seldom moves those.
        const theirs = [gone, ...kept, ...now].map(
          (l): SearchFilters => ({
            purpose: l.purpose,
            values: { city: [l.city] },
            sort: 'newest',
            words: [l.searchText.split(/[ ,]/)[0] as string],
            withSold: random() < 0.5,
          }),
        );
        for (const filters of [...theirs, ...Array.from({ length: 4 }, pageFilters)])
          expectSameFacets(index, [...live.values()], filters, 100);
      }
    },
  );
});

describe('SearchIndex facets of any filters', () => {
  // Areas, "posted since", localities, discounts and words of two tokens: filters the counts per
  // combination cannot answer, counted from the matches. Words or a locality that leave few of
  // the index's words match what the facets share once and narrow it per facet; common words,
  // areas and budgets alone take a matching per facet. Both, with typed budgets cut inside bands.
  function anyFilters(): SearchFilters {
    const filters = randomFilters();
    if (random() < 0.2) filters.minDiscount = pick([5, 10, 20]);
    if (random() < 0.3) filters.withSold = true;
    if (random() < 0.3) filters.words = [pick(SEARCH_WORDS), pick(SEARCH_WORDS)];
    if (random() < 0.3)
      filters.price = { min: Math.floor(random() * 3000) / 10, max: random() < 0.7 ? 300 + Math.floor(random() * 1000) / 10 : null };
    return inUnit(filters);
  }

  it('equal a brute force, after listings are added, removed, changed and sold too', { timeout: BRUTE_FORCE_LIMIT }, () => {
    const listings = Array.from({ length: 3000 }, (_, n) => listing(n));
    const index = loadedIndex(listings.slice(0, 2500));
    for (let q = 0; q < 100; q++) expectSameFacets(index, listings.slice(0, 2500), anyFilters());

    for (const l of listings.slice(2500)) index.upsert(l);
    for (const l of listings.slice(0, 200)) index.remove(l.id);
    const changed = listings
      .slice(200, 350)
      .map((l) => ({ ...l, price: l.price + 3 * UNIT[l.purpose], areaSqft: l.areaSqft && l.areaSqft + 40, bhk: pick(BHK), sold: !l.sold }));
    for (const l of changed) index.upsert(l);
    for (let q = 0; q < 100; q++) expectSameFacets(index, [...listings.slice(350), ...changed], anyFilters());
  });
});

describe('SearchIndex pages of matches bunched at one end of the order', () => {
  it('equal a brute force when the dear listings are also the dearest per sq ft', { timeout: BRUTE_FORCE_LIMIT }, () => {
    // Price and price per sq ft rise together: a high budget's matches all sit at the far end of
    // the price-per-sq-ft order, where an even spread would expect them throughout.
    const listings = Array.from({ length: 6000 }, (_, n) => {
      const price = 5 + n / 10;
      return { ...listing(n, 'sale'), price, areaSqft: 1000, pricePerSqft: price * 100, sold: false };
    });
    const index = loadedIndex(listings);
    for (const min of [450, 560, 590]) {
      const filters: SearchFilters = { purpose: 'sale', values: {}, sort: 'price-per-sqft-asc', price: { min, max: null } };
      const expected = listings.filter((l) => l.price >= min).sort(orders['price-per-sqft-asc']);
      for (const offset of [0, 20, 500, 1000, expected.length - 5]) {
        expect(index.search(filters, offset, 20)).toEqual({
          total: expected.length,
          ids: expected.slice(offset, offset + 20).map((l) => l.id),
        });
      }
    }
  });
});

/**
 * Market rates for most of the test's localities (none for the Old Towns), as shared/market.ts
 * keys them, with market rents a month for every BHK but the largest (none for the Sector 2s).
 */
function someRates(): Rates {
  const rates: Rates = new Map();
  for (const city of CITIES) {
    for (const [i, locality] of localities(city).entries()) {
      if (locality.endsWith('Old Town')) continue;
      const rentByBhk = Object.fromEntries(BHK.slice(0, -1).map((bhk, k) => [bhk, 80_000 + 40_000 * i + 25_000 * k]));
      rates.set(rateKey(city, locality), {
        ratePerSqft: 3000 + 1500 * i,
        rentByBhk: i === 1 ? null : rentByBhk,
        place: `${locality}, ${city}`,
        source: 'Test',
        recordedOn: '2026-01-01',
      });
    }
  }
  return rates;
}

describe('SearchIndex best deals', () => {
  it('order and filter by the same market figures as shared/market.ts gives, after changes of listings and rates too', {
    timeout: BRUTE_FORCE_LIMIT,
  }, () => {
    const listings = Array.from({ length: 3000 }, (_, n) => listing(n));
    // A locality spelt in another case (rates are kept by lower(locality)) and one with no rate.
    for (const l of listings.slice(0, 40)) l.locality = l.locality.toUpperCase();
    for (const l of listings.slice(40, 43)) l.locality = 'Tiny Lane';
    const index = loadedIndex(listings.slice(0, 2500));
    let rates = someRates();
    index.setRates(rates);
    // A sale against its locality's rate per sq ft, a rental against its market rent a month for its BHK.
    const figureOf = (l: IndexedListing) =>
      l.purpose === 'rent' ? rentInsightOf({ ...l, monthlyRent: l.price }, rates) : insightOf(l, rates);
    const check = (live: IndexedListing[]) => {
      const percent = new Map(live.map((l) => [l.id, figureOf(l)?.percentBelow ?? Number.NaN]));
      for (const l of live) expect(index.market(l.id), l.id).toEqual(figureOf(l));
      expect(live.some((l) => l.purpose === 'rent' && figureOf(l)?.basis === 'rent')).toBe(true);
      const rank = (id: string) => percent.get(id) as number;
      const bestFirst = (a: IndexedListing, b: IndexedListing) => {
        const [x, y] = [rank(a.id), rank(b.id)];
        if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? byId(b, a) : 1) : -1;
        return y - x || byId(b, a);
      };
      for (let q = 0; q < 60; q++) {
        const filters: SearchFilters = { ...inUnit(randomFilters()), sort: 'discount-desc' };
        if (q % 2 === 0) filters.minDiscount = pick([-20, 0, 5, 10, 25]);
        const { minDiscount, ...others } = filters;
        const expected = live
          .filter((l) => index.matches(others, l.id) && (minDiscount === undefined || rank(l.id) >= minDiscount))
          .sort(bestFirst);
        for (const offset of [0, 6, Math.max(0, expected.length - 6)]) {
          expect({ filters, offset, ...index.search(filters, offset, 6) }).toEqual({
            filters,
            offset,
            total: expected.length,
            ids: expected.slice(offset, offset + 6).map((l) => l.id),
          });
        }
      }
    };
    check(listings.slice(0, 2500));
    for (const l of listings.slice(2500)) index.upsert(l);
    for (const l of listings.slice(100, 300)) index.remove(l.id);
    const changed = listings
      .slice(300, 400)
      .map((l) => ({ ...l, price: Math.round(l.price * 0.7 * 100) / 100, pricePerSqft: l.pricePerSqft && l.pricePerSqft * 0.7 }));
    for (const l of changed) index.upsert(l);
    check([...listings.slice(0, 100), ...changed, ...listings.slice(400)]);
    // A rate edited, one removed: the figures and the order follow.
    rates = new Map(rates);
    rates.set(rateKey('Noida', 'Noida Sector 1'), {
      ratePerSqft: 9000,
      rentByBhk: { '2': 150_000 },
      place: 'Noida Sector 1, Noida',
      source: 'Test',
      recordedOn: '2026-02-01',
    });
    rates.delete(rateKey('Delhi', 'Delhi Sector 2'));
    index.setRates(rates);
    check([...listings.slice(0, 100), ...changed, ...listings.slice(400)]);
  });
});

describe('SearchIndex best deals as listings change one at a time', () => {
  it('keep the order and figures a fresh load of the same listings gives, across new capacity too', {
    timeout: BRUTE_FORCE_LIMIT,
  }, () => {
    const rates = someRates();
    // 1,000 sales fill the sales index's first capacity (1,024 slots) but for a few.
    const live = new Map(Array.from({ length: 1000 }, (_, n) => listing(n, 'sale')).map((l) => [l.id, l]));
    const index = loadedIndex([...live.values()]);
    index.setRates(rates);
    const deals = (of: PartitionedIndex, purpose: ListingPurpose, minDiscount?: number) =>
      of.search({ purpose, values: {}, sort: 'discount-desc', withSold: true, minDiscount }, 0, 100_000);
    // The first best-deals search makes the figures; the changes after it move them in place.
    deals(index, 'sale');
    deals(index, 'rent');
    let next = 1000;
    for (let step = 0; step < 400; step++) {
      const roll = random();
      const ids = [...live.keys()];
      if (step === 200) {
        // 250 new sales at once, more than the slots freed so far (at most one a step): the
        // sales index takes a new capacity, and the figures are made again.
        for (let n = 0; n < 250; n++) {
          const added = listing(next++, 'sale');
          live.set(added.id, added);
          index.upsert(added);
        }
      } else if (roll < 0.3) {
        const added = listing(next++);
        live.set(added.id, added);
        index.upsert(added);
      } else if (roll < 0.45) {
        const id = pick(ids);
        live.delete(id);
        index.remove(id);
      } else {
        const was = live.get(pick(ids)) as IndexedListing;
        const factor = 0.6 + random() * 0.8;
        const changed = {
          ...was,
          price: Math.round(was.price * factor * 100) / 100,
          pricePerSqft: was.pricePerSqft && was.pricePerSqft * factor,
        };
        live.set(changed.id, changed);
        index.upsert(changed);
      }
      if (step % 25 !== 0) continue;
      const fresh = loadedIndex([...live.values()]);
      fresh.setRates(rates);
      for (const purpose of ['sale', 'rent'] as const) {
        expect(deals(index, purpose), `step ${step}`).toEqual(deals(fresh, purpose));
        expect(deals(index, purpose, 10)).toEqual(deals(fresh, purpose, 10));
      }
    }
  });
});
