// `npm test`: every test. Checks the two system dependencies and the dependencies' Node engines first so a missing one fails with
// a clear message, builds the web app, then runs the API suite (PGlite and PostgreSQL), the unit
// tests and the end-to-end flows in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pgRoot = '/usr/lib/postgresql';
const hasPostgres =
  (process.env.PG_BIN && existsSync(`${process.env.PG_BIN}/pg_ctl`)) ||
  (existsSync(pgRoot) && readdirSync(pgRoot).some((v) => existsSync(`${pgRoot}/${v}/bin/pg_ctl`)));
const missing = [];
if (!existsSync(chromium)) missing.push(`Chromium (${chromium}): apt-get install -y chromium`);
if (!hasPostgres) missing.push('PostgreSQL server binaries: apt-get install -y postgresql');
if (missing.length > 0) {
  console.error(`npm test needs:\n  ${missing.join('\n  ')}\n(.ci/run installs both.)`);
  process.exit(1);
}

const steps = [
  ['every dependency supports Node 20.19', ['node', 'scripts/check-engines.mjs']],
  ['build the web app', ['npm', 'run', 'build', '-w', 'apps/web']],
  ['unit tests (shared)', ['npm', 'run', 'test', '-w', 'packages/shared']],
  ['API tests on PGlite and PostgreSQL', ['npm', 'run', 'test', '-w', 'apps/server']],
  ['web unit tests', ['npm', 'run', 'test', '-w', 'apps/web']],
  ['end-to-end tests in Chromium', ['npm', 'run', 'test:e2e', '-w', 'apps/web']],
];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name}: failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nAll tests passed.');
