import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '~/app';
import { loadEnv } from '~/config/env';
import { type Database, openPglite, openPostgres } from '~/db/client';
import { properties, users } from '~/db/schema';
import { seed } from '~/db/seed/seed';
import { checkSearchPlans, settleListings } from '~/modules/properties/testing/search-plans';
import { startPostgres } from '../test/postgres-server';

// Search, text search and detail at 100k listings, on PGlite and on PostgreSQL in one run. The
// server is the real app on a loopback port; the load comes from a worker thread (its own event
// loop, so the client does not steal the server's) keeping 32 keep-alive connections busy.
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
export const CONNECTIONS = 32;
const MAX_REQUESTS = 20_000;
const MAX_MS = 10_000;
const WARMUP_REQUESTS = 1_000;
const TARGET_P99_MS = 50;

export interface Stats {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

// The load loop, run in a worker thread from source so the benchmark needs no build step.
const LOAD_LOOP = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, paths, connections, maxRequests, maxMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let next = 0, errors = 0;
const started = performance.now();
const deadline = started + maxMs;
function once(path) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode !== 200) errors++;
        latencies.push(performance.now() - t0);
        resolve();
      });
    });
    req.on('error', () => { errors++; resolve(); });
  });
}
async function client() {
  while (next < maxRequests && performance.now() < deadline) {
    const path = paths[next++ % paths.length];
    await once(path);
  }
}
Promise.all(Array.from({ length: connections }, client)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors, elapsed: performance.now() - started });
});
`;

export function load(port: number, paths: string[], maxMs = MAX_MS, maxRequests = MAX_REQUESTS): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_LOOP, {
      eval: true,
      workerData: { port, paths, connections: CONNECTIONS, maxRequests, maxMs },
    });
    worker.once('error', reject);
    worker.once('message', (result: { latencies: number[]; errors: number; elapsed: number }) => {
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
      resolve({
        requests: sorted.length,
        errors: result.errors,
        perSecond: sorted.length / (result.elapsed / 1000),
        p50: at(0.5),
        p99: at(0.99),
      });
      void worker.terminate();
    });
  });
}

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
  return paths;
}

export function textPaths(): string[] {
  const terms = ['green meadows', 'sector 62', 'dlf phase 3', 'indirapuram', 'lotus greens', 'dwarka', 'sohna road', 'royal residency'];
  return terms.flatMap((title) => [1, 2].map((page) => `/api/property/search?${new URLSearchParams({ title, page: String(page) })}`));
}

/**
 * Every request a different search (city x type x BHK x furnishing x page 1-3, shuffled), each
 * sent once with no warm-up: what the server does when its answer cache cannot help.
 */
function uncachedPaths(): string[] {
  const paths: string[] = [];
  for (const location of ['Delhi', 'Noida', 'Greater Noida', 'Gurugaon', 'Faridabad', 'Ghaziabad'])
    for (const propertyType of ['flat', 'house', 'plot', 'commercial'])
      for (const bhk of ['1', '2', '3', '4', '5+', 'N/A'])
        for (const furnishing of ['unfurnished', 'semi-furnished', 'fully-furnished'])
          for (const page of ['1', '2', '3'])
            paths.push(`/api/property/search?${new URLSearchParams({ location, propertyType, bhk, furnishing, page })}`);
  return paths
    .map((p, i) => ({ p, k: (i * 7919) % paths.length }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.p);
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function measure(kind: 'pglite' | 'postgres', open: () => Promise<Database>): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ncr-bench-${kind}-`));
  const database = await open();
  try {
    const [admin] = await database.db.insert(users).values({ role: 'admin', email: 'bench@example.test', fullName: 'Bench' }).returning();
    let started = Date.now();
    await seed(database.db, {
      listings: LISTINGS,
      media: path.join(dataDir, 'media'),
      adminId: admin?.id as string,
      bulk: true,
      log: (m) => console.log(`  [${kind}]${m}`),
    });
    console.log(`  [${kind}] seeded ${LISTINGS} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
    const settled = await settleListings(database.db);
    console.log(`  [${kind}] vacuum analyze: ${((Date.now() - started) / 1000).toFixed(1)} s (${settled})`);

    const sample = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.status} <> 'Pending'`)
      .orderBy(sql`random()`)
      .limit(500);
    const plans = await checkSearchPlans(database.db, sample[0]?.id as string);
    const unindexed = plans.filter((p) => !p.indexed);
    console.log(`  [${kind}] query plans: ${plans.length - unindexed.length}/${plans.length} use an index, none scans the table`);
    for (const p of unindexed) console.log(`    NOT INDEXED ${p.name}\n${p.plan.replace(/^/gm, '      ')}`);

    const env = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const app = await buildApp({ env, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const cold = uncachedPaths();
      const scenarios: [string, string[], boolean][] = [
        ['health (ceiling)', ['/api/health'], true],
        ['(a) filtered search page', searchPaths(), true],
        ['(b) text search', textPaths(), true],
        ['(c) detail', sample.map((s) => `/api/property/${s.id}`), true],
        ['search, all cache misses', cold, false],
      ];
      const rows: [string, Stats][] = [];
      for (const [name, paths, warm] of scenarios) {
        // Warm-up: every path asked at least once (so (c) measures its 500 ids warm), 1000 requests at least.
        if (warm) await load(port, paths, 30_000, Math.max(paths.length, WARMUP_REQUESTS));
        rows.push([name, await load(port, paths, MAX_MS, warm ? MAX_REQUESTS : paths.length)]);
      }
      const health = rows[0]?.[1] as Stats;
      // Figures depend on what else the machine is doing; the load average says how busy it was.
      const busy = `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`;
      console.log(`\n  ${kind} (${LISTINGS} listings, ${CONNECTIONS} connections, ${busy})`);
      console.log(
        `  ${'scenario'.padEnd(40)}${'req/s'.padStart(9)}${'p50'.padStart(11)}${'p99'.padStart(11)}  ratio to health (req/s, p99)`,
      );
      let pass = true;
      for (const [name, s] of rows) {
        const ratio = `${((s.perSecond / health.perSecond) * 100).toFixed(0)}% / ${(s.p99 / health.p99).toFixed(2)}x`;
        const errors = s.errors ? `  ${s.errors} ERRORS` : '';
        console.log(
          `  ${name.padEnd(40)}${s.perSecond.toFixed(0).padStart(9)}${ms(s.p50).padStart(11)}${ms(s.p99).padStart(11)}  ${ratio}${errors}`,
        );
        if (name.startsWith('(') && (s.p99 >= TARGET_P99_MS || s.errors > 0)) pass = false;
      }
      console.log(`  target: p99 < ${TARGET_P99_MS} ms for (a), (b), (c): ${pass ? 'met' : 'NOT MET'}`);
      return pass && unindexed.length === 0;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-bench-pglite-db-'));
  let ok = true;
  try {
    ok = (await measure('pglite', () => openPglite(path.join(pgliteDir, 'db')))) && ok;
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  const server = await startPostgres();
  try {
    ok = (await measure('postgres', () => openPostgres(server.url))) && ok;
  } finally {
    server.stop();
  }
  if (!ok) process.exitCode = 1;
}
