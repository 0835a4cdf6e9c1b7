import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { AVAILABILITY, BHK, CITIES, FURNISHING, PROPERTY_TYPES } from '@ncr/shared/enums';
import { AREA_CHOICES, POSTED_WITHIN_DAYS, PRICE_BAND_EDGES, SEARCH_SORTS } from '@ncr/shared/search';
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
const UNTUNED_FLOORS = {
  postgres: { api: { perSecond: 1500, p99: 50 }, page: { perSecond: 800, p99: 80 } },
  pglite: { api: { perSecond: 600, p99: 100 }, page: { perSecond: 400, p99: 100 } },
} as const;
// BENCH_DATABASES=postgres runs one database only.
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
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

/** Listing ids as a crawler finds them: every listing sitemap, then a random sample of them. */
export async function sitemapIds(port: number, count: number): Promise<string[]> {
  const get = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  const chunks = [...(await get('/sitemap.xml')).matchAll(/<loc>[^<]*?(\/sitemaps\/listings-\d+\.xml)<\/loc>/g)].map((m) => m[1] as string);
  const ids: string[] = [];
  for (const chunk of chunks) for (const m of (await get(chunk)).matchAll(/\/property\/([0-9a-f-]{36})</g)) ids.push(m[1] as string);
  const random = rng(20261124);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
  }
  // Flat: a slice of a sitemap's text would keep the whole text alive.
  return compact(ids.slice(0, count));
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
    const app = await listening(await buildApp({ env, database }));
    await untilReady(app.port);
    console.log(`  [${kind}] server ready (search index loaded) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    try {
      const port = app.port;
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
      // Traffic nobody tuned for: every measured path asked once, none of them before. Other new
      // paths of the same kind go first: V8 keeps optimising the page's code for its first few
      // thousand renders (bench/page-cpu.bench.ts), and a server serves crawlers for days, not
      // from its start. Under this load a page costs as much as in a process warmed for long only
      // from about its 6,000th render, so (e) goes after a block of 6,000 others
      // (docs/decisions/0083-new-pages-measured-warm.md).
      const crawled = await sitemapIds(port, 4 * UNTUNED_REQUESTS);
      // The sitemap's listings in blocks of UNTUNED_REQUESTS: each block is used once.
      const listings = (block: number, path: (id: string) => string) =>
        compact(crawled.slice(block * UNTUNED_REQUESTS, (block + 1) * UNTUNED_REQUESTS).map(path));
      const page = (id: string) => `/property/${id}`;
      const json = (id: string) => `/api/property/${id}`;
      const untuned: [string, string[], string[], 'api' | 'page'][] = [
        ['(e) listing page, new listing each time', listings(0, page), listings(2, page), 'page'],
        ['(f) listing JSON, new listing each time', listings(1, json), listings(3, json), 'api'],
        [
          '(g) search, typed budgets, words, sorts',
          typedSearchPaths(UNTUNED_REQUESTS * 2, 23),
          typedSearchPaths(UNTUNED_REQUESTS, 123),
          'api',
        ],
        [
          '(h) facets of typed filter sets',
          typedSearchPaths(UNTUNED_REQUESTS * 2, 24, true),
          typedSearchPaths(UNTUNED_REQUESTS, 124, true),
          'api',
        ],
        ['(i) search, budget bands with words', bandWordPaths(UNTUNED_REQUESTS * 2, 25), bandWordPaths(UNTUNED_REQUESTS, 125), 'api'],
      ];
      const untunedRows: [string, Stats, 'api' | 'page'][] = [];
      for (const [name, paths, others, kind] of untuned) {
        const measured = new Set(paths);
        const warm = others.filter((path) => !measured.has(path));
        await load(port, warm, 60_000, warm.length);
        untunedRows.push([name, await load(port, paths, 60_000, paths.length), kind]);
      }
      const [counted] = (
        (await database.db.execute(sql`select count(*)::int as n from listing_activity`)) as unknown as { rows: { n: number }[] }
      ).rows;
      console.log(`  [${kind}] views counted during the counted-view scenario: ${counted?.n ?? 0}`);
      const ceiling = rows[0]?.[1] as Stats;
      // Figures depend on what else the machine is doing; the load average says how busy it was.
      const busy = `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`;
      console.log(`\n  ${kind} (${LISTINGS} listings, load from ${LOAD_GENERATOR}, ${busy})`);
      console.log(`  ${'scenario'.padEnd(40)}${STATS_HEADS}  ratio to the ceiling (req/s, p99)`);
      let pass = true;
      for (const [name, s] of rows) {
        const ratio = `${((s.perSecond / ceiling.perSecond) * 100).toFixed(1)}% / ${(s.p99 / ceiling.p99).toFixed(2)}x`;
        const errors = s.errors ? `  ${s.errors} ERRORS` : '';
        console.log(`  ${name.padEnd(40)}${statsColumns(s)}  ${ratio}${errors}`);
        if (/^\([abc]\)/.test(name) && (s.p99 >= TARGET_P99_MS || s.errors > 0)) pass = false;
      }
      console.log(`  target: p99 < ${TARGET_P99_MS} ms for (a), (b), (c): ${pass ? 'met' : 'NOT MET'}`);
      let untunedMet = true;
      for (const [name, s, which] of untunedRows) {
        const floor = UNTUNED_FLOORS[kind][which];
        const met = s.perSecond >= floor.perSecond && s.p99 <= floor.p99 && s.errors === 0;
        untunedMet &&= met;
        const ratio = `${((s.perSecond / ceiling.perSecond) * 100).toFixed(1)}% / ${(s.p99 / ceiling.p99).toFixed(2)}x`;
        const errors = s.errors ? `  ${s.errors} ERRORS` : '';
        console.log(
          `  ${name.padEnd(40)}${statsColumns(s)}  ${ratio}${errors}  floor >= ${floor.perSecond}/s, p99 <= ${floor.p99} ms: ${met ? 'met' : 'NOT MET'}`,
        );
      }
      const miss = rows.find(([name]) => name.startsWith('(d)'))?.[1] as Stats;
      const floor = MISS_FLOORS[kind];
      const missMet = miss.perSecond >= floor.perSecond && miss.p99 <= floor.p99 && miss.errors === 0;
      console.log(
        `  floor for (d): >= ${floor.perSecond} req/s, p99 <= ${floor.p99} ms, no errors${LISTINGS === 100_000 ? '' : ' (set for 100k listings)'}: ${missMet ? 'met' : 'NOT MET'}`,
      );
      const marketMet = await marketFiguresCost(
        database,
        adminId,
        port,
        searchPaths(),
        details,
        missPaths.slice(MISS_WARMUP + MISS_REQUESTS),
      );
      return pass && missMet && untunedMet && marketMet && unindexed.length === 0;
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
