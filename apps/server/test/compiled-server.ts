import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * Builds the production bundle (scripts/build.mjs) into a folder of its own under
 * apps/server/.test-builds, so parallel test files never overwrite each other's build, and
 * returns the path of its server.js plus a function that removes it.
 */
export function buildCompiledServer(label: string): { entry: string; remove: () => void } {
  const outdir = path.join(serverDir, '.test-builds', `${label}-${process.pid}-${Date.now()}`);
  mkdirSync(path.dirname(outdir), { recursive: true });
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', outdir], { cwd: serverDir, stdio: 'pipe' });
  return { entry: path.join(outdir, 'server.js'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}
