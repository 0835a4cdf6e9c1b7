import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTileServer } from './tile-server';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
const repo = path.resolve(import.meta.dirname, '../../../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // Two servers start at once beside the API lane: 14 s alone, and past 90 s once while another
  // test run shared the machine. The limit is for a server that never answers.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** One server of the suite: its own port, DATA_DIR and database (PGlite in that folder). */
interface E2eServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function startServer(buildDir: string, webDist: string, tiles: string): Promise<E2eServer> {
  const serverDir = path.join(repo, 'apps/server');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ncr-e2e-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(buildDir, 'server.js')], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // As behind nginx: the sign-in helpers (session.ts) name their own client address.
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      WEB_DIST: webDist,
      MAP_TILES_URL: tiles,
      MAP_TILES_ATTRIBUTION: 'Test tiles',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * How many files run at once: each needs a server of its own. No more servers than files to run
 * (one file run alone starts one); the filter is the file names given on the command line.
 */
async function serversNeeded(project: TestProject): Promise<number> {
  const workers = project.config.maxWorkers ?? 1;
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  const { testFiles } = await project.globTestFiles(filters);
  return Math.max(1, Math.min(workers, testFiles.length));
}

export default async function setup(project: TestProject) {
  if (!existsSync(chromium)) {
    throw new Error(`Chromium not found at ${chromium}. Install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  }
  // E2E_WEB_DIST lets a developer test a build in another folder while apps/web/dist is in use.
  const webDist = process.env.E2E_WEB_DIST ?? path.join(repo, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'client', 'index.html')) || !existsSync(path.join(webDist, 'server', 'entry-server.js'))) {
    throw new Error(`The web app is not built in ${webDist}: run \`npm run build\` first (npm test does this).`);
  }
  // The flows run against the production bundle, run by plain node as `npm start` does
  // (apps/server/scripts/build.mjs); a build folder of its own keeps parallel runs apart.
  const serverDir = path.join(repo, 'apps/server');
  const buildDir = path.join(serverDir, '.test-builds', `e2e-${process.pid}-${Date.now()}`);
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', buildDir], { cwd: serverDir, stdio: 'pipe' });
  // Files run in parallel, one per vitest worker, and each worker has a server of its own
  // (browser.ts picks it by VITEST_POOL_ID): a file never sees another file's sign-in limits,
  // outbox or listings mid-run. The servers start together, each seeding its own demo data.
  const tiles = await startTileServer();
  const started = await Promise.allSettled(
    Array.from({ length: await serversNeeded(project) }, () => startServer(buildDir, webDist, tiles.template)),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await tiles.close();
    rmSync(buildDir, { recursive: true, force: true });
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  project.provide(
    'dataDirs',
    servers.map((s) => s.dataDir),
  );
  project.provide('chromiumPath', chromium);
  return stopAll;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: index VITEST_POOL_ID - 1. */
    baseUrls: string[];
    dataDirs: string[];
    chromiumPath: string;
  }
}
