import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { AVAILABILITY, BHK, CITIES, FURNISHING, PROPERTY_TYPES } from '@ncr/shared/enums';
import { AREA_CHOICES, POSTED_WITHIN_DAYS, PRICE_BAND_EDGES, SEARCH_SORTS } from '@ncr/shared/search';
import { formatBox } from '@ncr/shared/search/box';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '~/app';
import { type Database, openPglite, openPostgres } from '~/db/client';
import { properties, users } from '~/db/schema';
import { rng } from '~/db/seed/demo-listings';
import { seed } from '~/db/seed/seed';
import { checkSearchPlans, settleListings } from '~/modules/properties/testing/search-plans';
import { setMarketFigures } from '~/shared/market';
import { startPostgres } from '../test/postgres-server';
import { compact, LOAD_GENERATOR, load, STATS_HEADS, type Stats, statsColumns } from './load';
import { createBuyers, searchPagePaths, sessionCookies, shuffled } from './member-pages';
import { spreadOverSectors } from './place-pages';
import { profiled, tallyStatements } from './profile';
import { serverErrors } from './server-errors';
import { type EditsMade, editsMade, listingsToEdit, startPriceEdits } from './staff-edits';
import { benchEnv } from './web-build';

// Search, text search and detail at 100k listings, on PGlite and on PostgreSQL in one run. The
// server is the real app on a loopback port; the load keeps 32 keep-alive connections busy
// (bench/load.ts: wrk, or a worker thread without it).
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const MAX_REQUESTS = 20_000;
const MAX_MS = 10_000;
const WARMUP_REQUESTS = 1_000;
const TARGET_P99_MS = 50;
const MISS_REQUESTS = 40_000;
// Other misses asked before (d)'s: a new process answered its first 3,000 misses at about half the
// rate of the next ones, with a p99 near 100 ms against 28-45 ms after them (decision 0083).
const MISS_WARMUP = 5_000;
// Many short rounds, not a few long ones: the machine's speed changes by half from one second to
// the next, and a few such bursts move the median of 25 rounds' ratios little (docs/decisions/0094).
const COMPARE_ROUNDS = 25;
const COMPARE_MS = 1_000;
const COMPARE_MISSES = 2_500;
// Floors of the miss-heavy scenario (issue 11) at 100k listings, 32 connections, a 2-core machine.
const MISS_FLOORS = { postgres: { perSecond: 1500, p99: 50 }, pglite: { perSecond: 600, p99: 100 } } as const;
// Traffic nobody tuned for (issue 23): every request a new one. Floors at 100k listings. A block
// of new listings; the searches and facets measure two blocks' worth: the more requests a p99 is
// taken from, the less one collection pause decides it (docs/decisions/0087-the-1m-run-in-the-bench.md).
const UNTUNED_REQUESTS = 6_000;
// Every page, a visitor's or a member's, listing or search, on both databases (issue 61).
const PAGE_FLOOR = { perSecond: 800, p99: 80 } as const;
const UNTUNED_FLOORS = {
  postgres: { api: { perSecond: 1500, p99: 50 }, page: PAGE_FLOOR },
  pglite: { api: { perSecond: 600, p99: 100 }, page: PAGE_FLOOR },
} as const;
// Pages nobody asked before took 92-186 a second when issue 61 was filed: a block of them can take
// longer than the searches' minute.
const PAGE_MAX_MS = 120_000;
// (m): after every deploy a crawler reads the sitemap while the server has only just started.
// Rounds of new listings, a fresh set each round, before anything else is asked.
const START_ROUNDS = 3;
const START_LISTINGS = 3_000;
// (k): signed-in buyers, the requests going round them; every other one has a few listings saved.
const BUYERS = 50;
const SAVED = 5;
// (l): staff editing listings while buyers search; the search keeps this share of (g)'s throughput.
const EDITS_PER_SECOND = 20;
const EDITS_FLOOR = { share: 0.8, p99: 80 } as const;
// The app's process after the whole suite (issue 61); PGlite's database lives in it too.
const RSS_FLOOR_MB = { postgres: 500, pglite: 700 } as const;
// The scenario column of the table: wide enough for the longest name.
const NAME_WIDTH = 50;
// BENCH_DATABASES=postgres runs one database only.
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
// BENCH_UNTUNED=g,l runs only these of the untuned scenarios, by their letter: a shorter run to
// profile one of them (its floors still printed). (l) brings (g): it is compared with (g)'s throughput.
const UNTUNED_ASKED = process.env.BENCH_UNTUNED?.split(',').map((letter) => `(${letter.trim().toLowerCase()})`);
const UNTUNED_ONLY = UNTUNED_ASKED?.includes('(l)') ? [...new Set([...UNTUNED_ASKED, '(g)'])] : UNTUNED_ASKED;
/** Varied but repeatable request mixes: filters as the search bar sends them, newest page first. */
export function searchPaths(): string[] {
  const cities = ['Delhi', 'Noida', 'Greater Noida', 'Gurugaon', 'Faridabad', 'Ghaziabad'];
  const combos = [
    (c: string) => ({ location: c }),
    (c: string) => ({ location: c, propertyType: 'flat' }),
    (c: string) => ({ location: c, bhk: '3', budget: '50-100' }),
    (c: string) => ({ location: c, propertyType: 'house', furnishing: 'semi-furnished' }),
    () => ({ propertyType: 'plot', budget: '100-200' }),
    () => ({ availability: 'ready', bhk: '2' }),
  ];
  const paths: string[] = [];
  for (const city of cities)
    for (const combo of combos)
      for (const page of [1, 2, 3]) paths.push(`/api/property/search?${new URLSearchParams({ ...combo(city), page: String(page) })}`);
  return compact(paths);
}

export function textPaths(): string[] {
  const terms = ['green meadows', 'sector 62', 'dlf phase 3', 'indirapuram', 'lotus greens', 'dwarka', 'sohna road', 'royal residency'];
  return compact(
    terms.flatMap((title) => [1, 2].map((page) => `/api/property/search?${new URLSearchParams({ title, page: String(page) })}`)),
  );
}

/**
 * The miss-heavy mix: random filter sets as the search page sends them (city, locality, one or
 * two types and BHKs, furnishing, availability, a budget from the page's min/max choices, an area
 * range, posted within), a random sort and a page from 1 to 40. Every filter set is used once
 * (so neither the answer nor the total can come from a cache) and every request is a new path.
 */
export function missHeavyPaths(count: number, localities: Map<string, string[]>): string[] {
  const random = rng(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const some = <T>(list: readonly T[], most: number): T[] => {
    const chosen = new Set<T>();
    const n = 1 + Math.floor(random() * most);
    while (chosen.size < n) chosen.add(pick(list));
    return [...chosen];
  };
  const seen = new Set<string>();
  const paths: string[] = [];
  for (let attempt = 0; paths.length < count && attempt < count * 20; attempt++) {
    const q: Record<string, string> = {};
    if (random() < 0.7) {
      const city = pick(CITIES);
      q.location = city;
      const inCity = localities.get(city) ?? [];
      if (inCity.length > 0 && random() < 0.15) q.locality = pick(inCity);
    }
    if (random() < 0.5) q.propertyType = some(PROPERTY_TYPES, 2).join(',');
    if (random() < 0.5) q.bhk = some(BHK, 2).join(',');
    if (random() < 0.2) q.furnishing = pick(FURNISHING);
    if (random() < 0.2) q.availability = pick(AVAILABILITY);
    if (random() < 0.5) {
      const [a, b] = [pick(PRICE_BAND_EDGES), pick(PRICE_BAND_EDGES)].sort((x, y) => x - y) as [number, number];
      if (random() < 0.5) q.minPrice = String(a);
      if (b !== a || !q.minPrice) q.maxPrice = String(b);
    }
    if (random() < 0.15) {
      const [a, b] = [pick(AREA_CHOICES), pick(AREA_CHOICES)].sort((x, y) => x - y) as [number, number];
      q.minArea = String(a);
      if (b > a) q.maxArea = String(b);
    }
    if (random() < 0.1) q.postedWithin = String(pick(POSTED_WITHIN_DAYS));
    q.sort = pick(SEARCH_SORTS);
    const key = new URLSearchParams(q).toString();
    if (seen.has(key)) continue;
    seen.add(key);
    paths.push(`/api/property/search?${key}&page=${1 + Math.floor(random() * 40)}`);
  }
  return compact(paths);
}

/** Words a buyer types into the search box: societies, localities, markets, whole and begun. */
const TYPED_WORDS = [
  'green',
  'meadows',
  'royal',
  'residency',
  'lotus',
  'greens',
  'amrapali',
  'eldeco',
  'towers',
  'mahagun',
  'supertech',
  'jaypee',
  'ashiana',
  'shiv',
  'sector',
  'dwarka',
  'rohini',
  'saket',
  'indirapuram',
  'vaishali',
  'kaushambi',
  'crossings',
  'sohna',
  'golf',
  'dlf',
  'phase',
  'palam',
  'surajkund',
  'omicron',
  'alpha',
  'gaur',
  'pari',
  'galleria',
  'plaza',
  'market',
  'park',
  'plot',
  'villa',
  'gre',
  'sec',
  'res',
  'tow',
  'indi',
  'gur',
  'nagar',
  'vihar',
  'city',
  'south',
  'road',
  '62',
  '137',
  '15',
];

/**
 * Searches as buyers type them, each one new: budgets and areas as any whole number (not the
 * page's choices), one to three words, sometimes a city, type or BHK, every sort, pages 1 to 40.
 * `facets` gives the same filter sets to /api/property/facets.
 */
export function typedSearchPaths(count: number, seed: number, facets = false): string[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const whole = (from: number, to: number) => from + Math.floor(random() * (to - from));
  const paths = new Set<string>();
  while (paths.size < count) {
    const q: Record<string, string> = {};
    if (random() < 0.5) q.location = pick(CITIES);
    if (random() < 0.3) q.propertyType = pick(PROPERTY_TYPES);
    if (random() < 0.3) q.bhk = pick(BHK);
    const low = whole(5, 600);
    if (random() < 0.8) q.minPrice = String(low);
    if (random() < 0.8) q.maxPrice = String(low + whole(10, 900));
    if (random() < 0.2) {
      const area = whole(200, 3000);
      q.minArea = String(area);
      if (random() < 0.5) q.maxArea = String(area + whole(100, 4000));
    }
    if (random() < 0.7) q.title = Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(TYPED_WORDS)).join(' ');
    if (facets) paths.add(`/api/property/facets?${new URLSearchParams(q)}`);
    else paths.add(`/api/property/search?${new URLSearchParams({ ...q, sort: pick(SEARCH_SORTS), page: String(whole(1, 41)) })}`);
  }
  return compact([...paths]);
}

/** The search page's budget bands with words, pages 1 to 40, each request new. */
export function bandWordPaths(count: number, seed: number): string[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const bands = ['0-25', '25-50', '50-100', '100-200', '200-'];
  const paths = new Set<string>();
  while (paths.size < count) {
    const q: Record<string, string> = { budget: pick(bands), title: pick(TYPED_WORDS) };
    if (random() < 0.5) q.location = pick(CITIES);
    paths.add(`/api/property/search?${new URLSearchParams({ ...q, page: String(1 + Math.floor(random() * 40)) })}`);
  }
  return compact([...paths]);
}

/**
 * Areas of the map as buyers pan and zoom to them, each request new: a random centre anywhere in
 * the six cities, a box from a street (about 1 km) to half of NCR (about 60 km), sometimes with a
 * type, BHK or budget; half of them the search's page, half the map's pins.
 */
export function boxPaths(count: number, seed: number): string[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const paths = new Set<string>();
  while (paths.size < count) {
    const lat = 28.35 + random() * 0.45;
    const lng = 76.95 + random() * 0.65;
    const half = 0.005 * 60 ** random();
    const q: Record<string, string> = { bbox: formatBox({ west: lng - half, south: lat - half, east: lng + half, north: lat + half }) };
    if (random() < 0.3) q.propertyType = pick(PROPERTY_TYPES);
    if (random() < 0.3) q.bhk = pick(BHK);
    if (random() < 0.4) q.maxPrice = String(20 + Math.floor(random() * 500));
    const pins = random() < 0.5;
    paths.add(
      `/api/property/${pins ? 'pins' : 'search'}?${new URLSearchParams({ ...q, ...(pins ? {} : { page: String(1 + Math.floor(random() * 3)) }) })}`,
    );
  }
  return compact([...paths]);
}

/** Listing ids as a crawler finds them: every listing sitemap, then a random sample of them. */
export async function sitemapIds(port: number, count: number): Promise<string[]> {
  const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  const chunks = [...(await get('/sitemap.xml')).matchAll(/<loc>[^<]*?(\/sitemaps\/listings-\d+\.xml)<\/loc>/g)].map((m) => m[1] as string);
  const ids: string[] = [];
  for (const chunk of chunks) for (const m of (await get(chunk)).matchAll(/\/property\/([0-9a-f-]{36})</g)) ids.push(m[1] as string);
  // Flat: a slice of a sitemap's text would keep the whole text alive.
  return compact(shuffled(ids, 20261124).slice(0, count));
}

export async function localitiesByCity(database: Database): Promise<Map<string, string[]>> {
  const rows = await database.db.selectDistinct({ city: properties.city, locality: properties.locality }).from(properties);
  const byCity = new Map<string, string[]>();
  for (const row of rows) byCity.set(row.city, [...(byCity.get(row.city) ?? []), row.locality]);
  return byCity;
}

/** The ceiling: a bare node:http answer on this machine, measured in the same run. */
async function helloCeiling(): Promise<Stats> {
  const server = http.createServer((request, response) => {
    // The request's number back, as the app sends it (bench/load.lua times each request by it).
    response.writeHead(200, { 'content-type': 'text/plain', 'x-request-id': request.headers['x-request-id'] ?? '' });
    response.end('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    await load(port, ['/'], 2_000, WARMUP_REQUESTS);
    return await load(port, ['/'], MAX_MS, MAX_REQUESTS);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Distinct browser user agents, so every detail request of (d) is a new visitor's view. */
function visitorAgents(): string[] {
  return compact(Array.from({ length: MAX_REQUESTS }, (_, i) => `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.${i} Safari/537.36`));
}

async function measure(kind: 'pglite' | 'postgres', open: () => Promise<Database>): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ncr-bench-${kind}-`));
  const database = await open();
  tallyStatements(database);
  try {
    const adminId = await seedForBench(kind, database, dataDir, LISTINGS);

    const sample = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.status} <> 'Pending'`)
      .orderBy(sql`random()`)
      .limit(500);
    const plans = await checkSearchPlans(
      database.db,
      sample.map((s) => s.id),
    );
    const unindexed = plans.filter((p) => !p.indexed);
    console.log(`  [${kind}] query plans: ${plans.length - unindexed.length}/${plans.length} use an index, none scans the table`);
    for (const p of unindexed) console.log(`    NOT INDEXED ${p.name}\n${p.plan.replace(/^/gm, '      ')}`);

    const env = benchEnv(dataDir);
    const started = Date.now();
    // Its error log counted: a page whose rendering failed is still a 200 (bench/server-errors.ts).
    const logged = serverErrors();
    const server = await buildApp({ env, database, logger: logged.logger });
    const app = await listening(server);
    await untilReady(app.port);
    console.log(`  [${kind}] server ready (search index loaded) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    try {
      const port = app.port;
      // A measured run of new requests, with the errors the server logged meanwhile as its errors.
      const measured = async (paths: string[], maxMs: number, cookies: string[] = []): Promise<Stats & { logged?: string }> => {
        const from = logged.count();
        const stats = await load(port, paths, maxMs, paths.length, [], cookies);
        return { ...stats, errors: stats.errors + logged.count() - from, logged: logged.firstSince(from) };
      };
      // The listings of every scenario that asks for new ones, found as a crawler finds them; each
      // is asked for once, by one scenario (in a small run there are too few: they go round again).
      const wanted = START_ROUNDS * START_LISTINGS + 5 * UNTUNED_REQUESTS;
      const crawled = await sitemapIds(port, wanted);
      if (crawled.length < wanted) {
        console.log(
          `  [${kind}] the sitemap has ${crawled.length} listings, fewer than the ${wanted} new ones the scenarios ask for: listings are asked again, and pages come from the cache`,
        );
      }
      let taken = 0;
      const take = (count: number) => compact(Array.from({ length: count }, () => crawled[taken++ % crawled.length] as string));
      const page = (id: string) => `/property/${id}`;
      const json = (id: string) => `/api/property/${id}`;
      // (m) first, before any other request or warm-up: a server just deployed, a crawler reading
      // the sitemap. Issue 61 measured half the rate of a warm server's new pages in these seconds.
      const startRounds: Stats[] = [];
      for (let round = 0; round < START_ROUNDS; round++)
        startRounds.push(await measured(compact(take(START_LISTINGS).map(page)), PAGE_MAX_MS));
      const localities = await localitiesByCity(database);
      const missPaths = missHeavyPaths(MISS_WARMUP + MISS_REQUESTS + COMPARE_ROUNDS * 2 * COMPARE_MISSES, localities);
      const measuredMisses = missPaths.slice(MISS_WARMUP, MISS_WARMUP + MISS_REQUESTS);
      const details = compact(sample.map((s) => `/api/property/${s.id}`));
      // Each scenario's warm-up: its own paths again (true), or other paths, each asked once, when
      // every measured request must be one the server has not seen.
      const scenarios: [string, string[], true | string[], string[]][] = [
        ['health', ['/api/health'], true, []],
        ['(a) filtered search page', searchPaths(), true, []],
        ['(b) text search', textPaths(), true, []],
        // Node sends no user agent, which the insight counter treats as a script: nothing counted.
        ['(c) detail', details, true, []],
        // Each request from a new browser: every one is a view to count (seller insight).
        ['detail, every request a counted view', details, true, visitorAgents()],
        // The same listings as (c), as the HTML page a visitor opens (rendered once per listing version).
        ['listing page, server-rendered HTML', compact(sample.map((s) => `/property/${s.id}`)), true, []],
        // Warmed with other misses, each asked once: its own paths are asked once, in the run.
        ['(d) search, every request a cache miss', measuredMisses, missPaths.slice(0, MISS_WARMUP), []],
      ];
      const rows: [string, Stats][] = [['node:http hello (ceiling)', await helloCeiling()]];
      for (const [name, paths, warmup, agents] of scenarios) {
        // Warm-up: every path asked at least once (so (c) measures its 500 ids warm), 1000 requests at least.
        if (warmup === true) await load(port, paths, 30_000, Math.max(paths.length, WARMUP_REQUESTS), agents.slice(0, 1));
        else await load(port, warmup, 60_000, warmup.length, agents.slice(0, 1));
        rows.push([name, await load(port, paths, MAX_MS, warmup === true ? MAX_REQUESTS : paths.length, agents)]);
      }
      const [counted] = (
        (await database.db.execute(sql`select count(*)::int as n from listing_activity`)) as unknown as { rows: { n: number }[] }
      ).rows;
      console.log(`  [${kind}] views counted during the counted-view scenario: ${counted?.n ?? 0}`);
      // Traffic nobody tuned for: every measured path asked once, none of them before. Other new
      // paths of the same kind go first: V8 keeps optimising the page's code for its first few
      // thousand renders (bench/page-cpu.bench.ts), and a server serves crawlers for days, not
      // from its start. Under this load a page costs as much as in a process warmed for long only
      // from about its 6,000th render, so (e) goes after a block of 6,000 others
      // (docs/decisions/0083-new-pages-measured-warm.md).
      const listings = (path: (id: string) => string) => compact(take(UNTUNED_REQUESTS).map(path));
      // A search page asks the search API for its filters, sort and page: a page of the same query
      // as a search asked before (or another scenario's page) would not be new. Typed searches are
      // drawn at random, and the sparest of them (a sort and a page, nothing else) come up again.
      const asked = new Set<string>();
      const unasked = (paths: string[]) =>
        compact(
          paths.filter((path) => {
            const query = path.slice(path.indexOf('?'));
            if (asked.has(query)) return false;
            asked.add(query);
            return true;
          }),
        );
      // (k): the listing and search pages a signed-in buyer opens, half and half in a random order;
      // the requests go round the buyers' cookies.
      const memberIds = take(UNTUNED_REQUESTS / 2);
      const memberPages = (ids: string[], seed: number) =>
        compact(shuffled([...ids.map(page), ...searchPagePaths(unasked(typedSearchPaths(UNTUNED_REQUESTS / 2, seed)))], seed));
      const buyers = await createBuyers(database.db, BUYERS, (n) => (n % 2 ? [] : memberIds.slice(n * SAVED, (n + 1) * SAVED)));
      const cookies = compact(await sessionCookies(server.tokens, buyers));
      // (l): the admin of seedForBench, signed in as the admin's browser would be, editing live sales.
      const [admin] = await database.db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, adminId));
      const adminToken = await server.tokens.sign({ id: adminId, role: 'admin', tokenVersion: admin?.tokenVersion ?? 0 });
      // Enough for (l)'s warm-up and run at their longest, each listing edited once.
      const toEdit = await listingsToEdit(database.db, EDITS_PER_SECOND, 130);
      const untuned: {
        name: string;
        paths: string[];
        warm: string[];
        kind: 'api' | 'page';
        cookies?: string[];
        edits?: true;
        /** Made just before the scenario, from data it changes first. */
        places?: true;
      }[] = [
        { name: '(e) listing page, new listing each time', paths: listings(page), warm: listings(page), kind: 'page' },
        { name: '(f) listing JSON, new listing each time', paths: listings(json), warm: listings(json), kind: 'api' },
        {
          name: '(g) search, typed budgets, words, sorts',
          paths: unasked(typedSearchPaths(UNTUNED_REQUESTS * 2, 23)),
          warm: unasked(typedSearchPaths(UNTUNED_REQUESTS, 123)),
          kind: 'api',
        },
        // Right after (g), the same kind of traffic: its throughput is compared with (g)'s. The
        // edits start with the warm-up, so the edit route and the index's updates are warm too.
        {
          name: `(l) search while staff edit ${EDITS_PER_SECOND} listings a second`,
          paths: unasked(typedSearchPaths(UNTUNED_REQUESTS * 2, 28)),
          warm: unasked(typedSearchPaths(UNTUNED_REQUESTS, 128)),
          kind: 'api',
          edits: true,
        },
        {
          name: '(h) facets of typed filter sets',
          paths: typedSearchPaths(UNTUNED_REQUESTS * 2, 24, true),
          warm: typedSearchPaths(UNTUNED_REQUESTS, 124, true),
          kind: 'api',
        },
        {
          name: '(i) search, budget bands with words',
          paths: bandWordPaths(UNTUNED_REQUESTS * 2, 25),
          warm: bandWordPaths(UNTUNED_REQUESTS, 125),
          kind: 'api',
        },
        // The search API's typed mix as the HTML page a visitor opens from a link or a reload.
        {
          name: '(j) search pages, server-rendered',
          paths: searchPagePaths(unasked(typedSearchPaths(UNTUNED_REQUESTS, 26))),
          warm: searchPagePaths(unasked(typedSearchPaths(UNTUNED_REQUESTS, 126))),
          kind: 'page',
        },
        {
          name: '(k) member pages, listing and search',
          paths: memberPages(memberIds, 27),
          warm: memberPages(take(UNTUNED_REQUESTS / 2), 127),
          kind: 'page',
          cookies,
        },
        {
          name: '(o) areas of the map: search and pins',
          paths: boxPaths(UNTUNED_REQUESTS * 2, 29),
          warm: boxPaths(UNTUNED_REQUESTS, 129),
          kind: 'api',
        },
        // Last: the sales are spread over many sectors first (bench/place-pages.ts).
        { name: '(n) locality pages, new each time', paths: [], warm: [], kind: 'page', places: true },
      ];
      asked.clear();
      const untunedRows: { name: string; stats: Stats; kind: 'api' | 'page' }[] = [];
      let edits: EditsMade | undefined;
      for (const scenario of untuned) {
        if (UNTUNED_ONLY && !UNTUNED_ONLY.some((letter) => scenario.name.startsWith(letter))) continue;
        if (scenario.places) {
          const places = await spreadOverSectors(database);
          // A third of the pages to warm up, then new ones to measure.
          const warm = Math.floor(places.length / 3);
          [scenario.warm, scenario.paths] = [places.slice(0, warm), places.slice(warm, warm + UNTUNED_REQUESTS)];
          console.log(
            `  [${kind}] (n): ${places.length} locality pages, ${scenario.warm.length} to warm up, ${scenario.paths.length} measured`,
          );
        }
        const own = new Set(scenario.paths);
        const warm = scenario.warm.filter((path) => !own.has(path));
        const maxMs = scenario.kind === 'page' ? PAGE_MAX_MS : 60_000;
        const editor = scenario.edits ? startPriceEdits(database.db, port, adminToken, toEdit, EDITS_PER_SECOND) : undefined;
        try {
          if (warm.length > 0) await load(port, warm, maxMs, warm.length, [], scenario.cookies);
          editor?.measure(true);
          const stats = await profiled(scenario.name.slice(1, 2), () => measured(scenario.paths, maxMs, scenario.cookies));
          editor?.measure(false);
          untunedRows.push({ name: scenario.name, stats, kind: scenario.kind });
        } finally {
          if (editor) edits = await editor.stop();
        }
      }
      const ceiling = rows[0]?.[1] as Stats;
      // Figures depend on what else the machine is doing; the load average says how busy it was.
      const busy = `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`;
      const ratio = (s: Stats) => `${((s.perSecond / ceiling.perSecond) * 100).toFixed(1)}% / ${(s.p99 / ceiling.p99).toFixed(2)}x`;
      const print = (name: string, s: Stats & { logged?: string }, after = '') => {
        console.log(`  ${name.padEnd(NAME_WIDTH)}${statsColumns(s)}  ${ratio(s)}${s.errors ? `  ${s.errors} ERRORS` : ''}${after}`);
        if (s.logged) console.log(`      the server logged errors meanwhile, counted among them; the first: ${s.logged}`);
      };
      const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
      console.log(`\n  ${kind} (${LISTINGS} listings, load from ${LOAD_GENERATOR}, ${busy})`);
      console.log(`  ${'scenario'.padEnd(NAME_WIDTH)}${STATS_HEADS}  ratio to the ceiling (req/s, p99)`);
      let pass = true;
      for (const [name, s] of rows) {
        print(name, s);
        if (/^\([abc]\)/.test(name) && (s.p99 >= TARGET_P99_MS || s.errors > 0)) pass = false;
      }
      console.log(`  target: p99 < ${TARGET_P99_MS} ms for (a), (b), (c): ${verdict(pass)}`);
      let untunedMet = true;
      const floorMet = (s: Stats, floor: { perSecond: number; p99: number }) => {
        const met = s.perSecond >= floor.perSecond && s.p99 <= floor.p99 && s.errors === 0;
        untunedMet &&= met;
        return `  floor >= ${floor.perSecond}/s, p99 <= ${floor.p99} ms: ${verdict(met)}`;
      };
      console.log(`  (m) listing pages from a server just started: ${START_LISTINGS} new listings a round, from /api/health/ready on`);
      for (const [round, s] of startRounds.entries()) print(`      round ${round + 1}`, s, floorMet(s, PAGE_FLOOR));
      const searched = untunedRows.find(({ name }) => name.startsWith('(g)'))?.stats as Stats;
      for (const { name, stats: s, kind: which } of untunedRows) {
        if (!name.startsWith('(l)')) {
          print(name, s, floorMet(s, UNTUNED_FLOORS[kind][which]));
          continue;
        }
        const share = s.perSecond / searched.perSecond;
        const editsMet = !!edits && edits.made > 0 && edits.failed === 0 && edits.readBack === edits.listings;
        const met = share >= EDITS_FLOOR.share && s.p99 <= EDITS_FLOOR.p99 && s.errors === 0 && editsMet;
        untunedMet &&= met;
        const floor = `floor >= ${EDITS_FLOOR.share * 100}% of (g)'s, p99 <= ${EDITS_FLOOR.p99} ms, no edit failed: ${verdict(met)}`;
        print(name, s, `  ${(share * 100).toFixed(1)}% of (g)'s req/s  ${floor}`);
        console.log(`      staff edits: ${editsMade(edits, s.requests / s.perSecond)}`);
      }
      const miss = rows.find(([name]) => name.startsWith('(d)'))?.[1] as Stats;
      const floor = MISS_FLOORS[kind];
      const missMet = miss.perSecond >= floor.perSecond && miss.p99 <= floor.p99 && miss.errors === 0;
      console.log(
        `  floor for (d): >= ${floor.perSecond} req/s, p99 <= ${floor.p99} ms, no errors${LISTINGS === 100_000 ? '' : ' (set for 100k listings)'}: ${verdict(missMet)}`,
      );
      const marketMet = await marketFiguresCost(
        database,
        adminId,
        port,
        searchPaths(),
        details,
        missPaths.slice(MISS_WARMUP + MISS_REQUESTS),
      );
      // After the whole suite. The app runs in this process (buildApp, as the tests run it, not a
      // child), so this is the server's memory with the bench's own lists of paths beside it, and
      // on PGlite the database too, which runs in the server's process in production as well.
      const memory = process.memoryUsage();
      const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
      const rssMet = memory.rss / 2 ** 20 <= RSS_FLOOR_MB[kind];
      console.log(
        `\n  RSS of the server's process after the suite (process.memoryUsage().rss; the bench runs the app in-process): ${mb(memory.rss)}  floor <= ${RSS_FLOOR_MB[kind]} MB: ${verdict(rssMet)}`,
      );
      // Where it is, as far as the main thread knows: render threads' heaps are in the RSS only.
      console.log(
        `    of which the main thread's V8 heap ${mb(memory.heapUsed)} used of ${mb(memory.heapTotal)}, outside it ${mb(memory.external)} (array buffers ${mb(memory.arrayBuffers)})`,
      );
      return pass && missMet && untunedMet && marketMet && rssMet && unindexed.length === 0;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** An admin and `listings` generated listings in `database`, settled as a server that has run a while finds them; the admin's id. */
export async function seedForBench(kind: string, database: Database, dataDir: string, listings: number): Promise<string> {
  const [admin] = await database.db.insert(users).values({ role: 'admin', email: 'bench@example.test', fullName: 'Bench' }).returning();
  let started = Date.now();
  await seed(database.db, {
    listings,
    media: path.join(dataDir, 'media'),
    adminId: admin?.id as string,
    bulk: true,
    log: (m) => console.log(`  [${kind}]${m}`),
  });
  console.log(`  [${kind}] seeded ${listings} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  const settled = await settleListings(database.db);
  console.log(`  [${kind}] vacuum analyze: ${((Date.now() - started) / 1000).toFixed(1)} s (${settled})`);
  return admin?.id as string;
}

/** Waits for /api/health/ready to say 200: the search index is loaded. */
export async function untilReady(port: number): Promise<void> {
  while ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status !== 200) await new Promise((r) => setTimeout(r, 200));
}

export async function listening(app: Awaited<ReturnType<typeof buildApp>>) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, close: () => app.close() };
}

/**
 * Search and detail with and without the below-market figures (issue 13: at most 10% slower
 * with them). The figures are switched off and on in turns, COMPARE_ROUNDS times each, and the
 * two runs of each round compared, so a passing load on the machine hits both alike. Each switch starts a new
 * listing version (an owner's row rewritten as it was), so no answer cached with or without the
 * figures is served in the other state; missed searches use new paths every round.
 */
async function marketFiguresCost(database: Database, ownerId: string, port: number, search: string[], details: string[], misses: string[]) {
  const cases: [string, string[], boolean][] = [
    ['(a) filtered search page', search, true],
    ['(c) detail', details, true],
    ['(d) search, every request a cache miss', misses, false],
  ];
  console.log(
    `\n  with and without the market figures (${COMPARE_ROUNDS} rounds of a run each way, req/s: medians, and the median of each round's ratio with its middle half)`,
  );
  let met = true;
  let next = 0;
  let errors = 0;
  for (const [name, paths, warm] of cases) {
    const runs: Record<'with' | 'without', number[]> = { with: [], without: [] };
    for (let round = 0; round < COMPARE_ROUNDS; round++) {
      // Each side first in every other round: a machine speeding up or slowing down during a
      // round favours neither.
      const sides = round % 2 ? (['without', 'with'] as const) : (['with', 'without'] as const);
      for (const side of sides) {
        setMarketFigures(database.db, side === 'with');
        await database.db
          .update(users)
          .set({ fullName: sql`${users.fullName}` })
          .where(eq(users.id, ownerId));
        const batch = warm ? paths : misses.slice(next, next + COMPARE_MISSES);
        if (!warm) next += COMPARE_MISSES;
        if (warm) await load(port, batch, 30_000, Math.max(batch.length, WARMUP_REQUESTS));
        const stats = await load(port, batch, COMPARE_MS, warm ? MAX_REQUESTS : batch.length);
        runs[side].push(stats.perSecond);
        errors += stats.errors;
      }
    }
    setMarketFigures(database.db, true);
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] as number;
    // The ratio of each round's two runs, a second apart: the machine's speed, which drifts by more
    // than the 10% measured here within seconds, is about the same for both.
    const ratios = runs.with.map((value, round) => value / (runs.without[round] as number)).sort((x, y) => x - y);
    const ratio = median(ratios);
    met &&= ratio >= 0.9;
    // The middle half of the rounds' ratios beside the median: how much the machine moved.
    const quartile = (q: number) => `${((ratios[Math.floor(q * (ratios.length - 1))] as number) * 100).toFixed(0)}%`;
    console.log(
      `  ${name.padEnd(40)}${median(runs.with).toFixed(0).padStart(9)} with${median(runs.without).toFixed(0).padStart(9)} without  ${(ratio * 100).toFixed(1)}% (${quartile(0.25)}-${quartile(0.75)})`,
    );
  }
  if (errors > 0) console.log(`  ${errors} ERRORS`);
  met &&= errors === 0;
  console.log(`  target: with the figures at least 90% of the throughput without: ${met ? 'met' : 'NOT MET'}`);
  return met;
}

export async function run(): Promise<void> {
  // Each database in a process of its own, as a server runs in production. Measured in the process
  // that had just measured PGlite (its heap, index and answers behind it), PostgreSQL's missed
  // search gave 1,471 req/s against 1,607-1,857 in runs on its own.
  if (DATABASES.length > 1) {
    for (const kind of DATABASES) if ((await ownProcess(kind)) !== 0) process.exitCode = 1;
    return;
  }
  let ok = true;
  if (DATABASES.includes('pglite')) {
    const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-bench-pglite-db-'));
    try {
      ok = (await measure('pglite', () => openPglite(path.join(pgliteDir, 'db')))) && ok;
    } finally {
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  if (DATABASES.includes('postgres')) {
    const server = await startPostgres();
    try {
      ok = (await measure('postgres', () => openPostgres(server.url))) && ok;
    } finally {
      server.stop();
    }
  }
  if (!ok) process.exitCode = 1;
}

/** This benchmark for one database, in a child process (same Node flags, so TypeScript still loads). */
function ownProcess(kind: string): Promise<number> {
  const script = `import(${JSON.stringify(import.meta.url)}).then((bench) => bench.run())`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, '-e', script], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_DATABASES: kind },
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
