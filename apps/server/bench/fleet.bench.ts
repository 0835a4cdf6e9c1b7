import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres } from '~/db/client';
import { users } from '~/db/schema';
import { seed } from '~/db/seed/seed';
import { settleListings } from '~/modules/properties/testing/search-plans';
import { createDatabase, launchServer, type RunningServer, startNginx } from '../test/fleet/processes';
import { startPostgres } from '../test/postgres-server';
import { LOAD_GENERATOR, load, STATS_HEADS, type Stats, statsColumns } from './load';
import { searchPaths, textPaths } from './search.bench';

// Search throughput of the fleet: two servers behind nginx (round-robin) next to one server
// answered directly, both on the same PostgreSQL with the same listings, the same request mix
// and the same load (32 keep-alive connections kept busy, bench/load.ts).
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const MAX_MS = 10_000;
const MAX_REQUESTS = 20_000;

export async function run(): Promise<void> {
  const postgres = await startPostgres();
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-bench-fleet-media-'));
  const servers: RunningServer[] = [];
  try {
    const url = await createDatabase(postgres.url, 'bench_fleet');
    const database = await openPostgres(url);
    try {
      const [admin] = await database.db.insert(users).values({ role: 'admin', email: 'bench@example.test', fullName: 'Bench' }).returning();
      const started = Date.now();
      await seed(database.db, { listings: LISTINGS, media: mediaDir, adminId: admin?.id as string, bulk: true });
      await settleListings(database.db);
      console.log(`  seeded ${LISTINGS} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await database.close();
    }
    const env = { DATABASE_URL: url, MEDIA_DIR: mediaDir, TRUST_PROXY: 'true', LOG_LEVEL: 'silent' };
    servers.push(...(await Promise.all([launchServer(env), launchServer(env)])));
    const nginx = await startNginx(servers.map((s) => s.port));
    const nginxPort = Number(new URL(nginx.url).port);
    try {
      const paths = [...searchPaths(), ...textPaths()];
      const targets: [string, number][] = [
        ['one server, direct', servers[0]?.port as number],
        ['two servers behind nginx', nginxPort],
      ];
      const rows: [string, Stats][] = [];
      for (const [name, port] of targets) {
        // Warm every server's answer cache (through nginx each path reaches both servers).
        await load(port, paths, 30_000, paths.length * 2);
        rows.push([name, await load(port, paths, MAX_MS, MAX_REQUESTS)]);
      }
      const busy = `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`;
      console.log(`\n  filtered and text search, ${LISTINGS} listings, load from ${LOAD_GENERATOR}, one PostgreSQL (${busy})`);
      console.log(`  ${'setup'.padEnd(32)}${STATS_HEADS}`);
      for (const [name, s] of rows) {
        const errors = s.errors ? `  ${s.errors} ERRORS` : '';
        console.log(`  ${name.padEnd(32)}${statsColumns(s)}${errors}`);
      }
      // Everything (servers, nginx, PostgreSQL, the load) shares this machine's CPUs: a second
      // server only adds throughput when there are idle cores for it.
      if (rows.some(([, s]) => s.errors > 0)) process.exitCode = 1;
    } finally {
      await nginx.stop();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(mediaDir, { recursive: true, force: true });
    postgres.stop();
  }
}
