import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '~/app';
import { loadEnv } from '~/config/env';
import { openPglite } from '~/db/client';
import { properties, users } from '~/db/schema';
import { seed } from '~/db/seed/seed';
import { webDist } from './web-build';

// CPU per answer nobody asked before (issue 23: "a listing page costs <= 5 ms of CPU uncached"):
// one process, one request at a time, each listing asked once, measured with process.cpuUsage()
// so the figure is this process's work, not the machine's load. The request goes through
// app.inject (no socket); the page is sent gzip-compressed, as a browser or crawler asks for it.
const LISTINGS = 3_000;
const WARMUP = 100;
const MEASURED = 1_000;
const PAGE_CPU_FLOOR_MS = 5;

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-page-cpu-'));
  const database = await openPglite();
  try {
    const [admin] = await database.db.insert(users).values({ role: 'admin', email: 'bench@example.com', fullName: 'Bench' }).returning();
    await seed(database.db, { listings: LISTINGS, media: path.join(dataDir, 'media'), adminId: admin?.id as string, bulk: true });
    const env = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: webDist(),
    });
    const app = await buildApp({ env, database });
    try {
      await app.ready();
      while ((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode !== 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const ids = (
        await database.db
          .select({ id: properties.id })
          .from(properties)
          .where(sql`${properties.status} <> 'Pending'`)
          .orderBy(sql`random()`)
      ).map((r) => r.id);
      console.log(`  ${LISTINGS} listings (PGlite), one process, each listing asked once, CPU per answer (process.cpuUsage)`);
      let offset = 0;
      for (const [name, url] of [
        ['listing JSON, new listing each time', (id: string) => `/api/property/${id}`],
        ['listing page, new listing each time', (id: string) => `/property/${id}`],
      ] as const) {
        // Fresh listings for each scenario: none was asked before, by the warm-up or the other scenario.
        const warmup = ids.slice(offset, offset + WARMUP);
        const measured = ids.slice(offset + WARMUP, offset + WARMUP + MEASURED);
        offset += WARMUP + MEASURED;
        for (const id of warmup) await app.inject({ method: 'GET', url: url(id), headers: { 'accept-encoding': 'gzip' } });
        const before = process.cpuUsage();
        const started = performance.now();
        for (const id of measured) {
          const res = await app.inject({ method: 'GET', url: url(id), headers: { 'accept-encoding': 'gzip' } });
          if (res.statusCode !== 200) throw new Error(`${url(id)} answered ${res.statusCode}`);
        }
        const used = process.cpuUsage(before);
        const cpu = (used.user + used.system) / 1000 / measured.length;
        const wall = (performance.now() - started) / measured.length;
        const verdict = name.includes('page') ? `  floor <= ${PAGE_CPU_FLOOR_MS} ms: ${cpu <= PAGE_CPU_FLOOR_MS ? 'met' : 'NOT MET'}` : '';
        console.log(`  ${name.padEnd(40)}${`${cpu.toFixed(2)} ms CPU`.padStart(14)}${`${wall.toFixed(2)} ms wall`.padStart(16)}${verdict}`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
