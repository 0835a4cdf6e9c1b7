import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Env, loadEnv } from '~/config/env';
import { serverRoot } from '~/config/paths';

const repo = path.resolve(serverRoot, '../..');

/** The built web app (client and server renderer) the benchmarks serve, built when missing. */
export function webDist(): string {
  const dist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(repo, 'apps/web/dist'));
  if (!existsSync(path.join(dist, 'server', 'entry-server.js'))) {
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repo, stdio: 'inherit' });
  }
  return dist;
}

export const serverDir = path.join(repo, 'apps/server');

/** A benchmarked server's settings: production, silent, a signing key of its own, the built web app. */
export function benchEnv(dataDir: string, overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: webDist(),
    ...overrides,
  });
}
