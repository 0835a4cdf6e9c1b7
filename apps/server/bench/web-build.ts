import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The built web app (client and server renderer) the benchmarks serve, built when missing. */
export function webDist(): string {
  const dist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(repo, 'apps/web/dist'));
  if (!existsSync(path.join(dist, 'server', 'entry-server.js'))) {
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repo, stdio: 'inherit' });
  }
  return dist;
}

export const serverDir = path.join(repo, 'apps/server');
