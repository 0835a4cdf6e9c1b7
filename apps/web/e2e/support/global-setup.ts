import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

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
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('chromiumPath', chromium);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromiumPath: string;
  }
}
