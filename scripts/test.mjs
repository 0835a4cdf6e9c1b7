// `npm test`: every test. Checks the system dependencies and the dependencies' Node engines first so a missing one fails with a
// clear message, builds the web app, then runs the API suite (PGlite and PostgreSQL), the fleet
// test (two servers behind nginx on one PostgreSQL, S3-compatible storage, Redis), the unit tests
// and the end-to-end flows in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pgRoot = '/usr/lib/postgresql';
const hasPostgres =
  (process.env.PG_BIN && existsSync(`${process.env.PG_BIN}/pg_ctl`)) ||
  (existsSync(pgRoot) && readdirSync(pgRoot).some((v) => existsSync(`${pgRoot}/${v}/bin/pg_ctl`)));
const onPath = (name) =>
  (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(`${dir}/${name}`)) || existsSync(`/usr/sbin/${name}`);
const missing = [];
if (!existsSync(chromium)) missing.push(`Chromium (${chromium}): apt-get install -y chromium`);
if (!hasPostgres) missing.push('PostgreSQL server binaries: apt-get install -y postgresql');
if (!onPath('nginx')) missing.push('nginx (the fleet test puts it in front of two servers): apt-get install -y nginx');
if (!onPath('redis-server')) missing.push('redis-server (rate limits shared through Redis): apt-get install -y redis-server');
if (missing.length > 0) {
  console.error(`npm test needs:\n  ${missing.join('\n  ')}\n(.ci/run installs them all.)`);
  process.exit(1);
}

const steps = [
  ['Node 24 runs the tests and every dependency supports it', ['node', 'scripts/check-engines.mjs']],
  ['build the web app', ['npm', 'run', 'build', '-w', 'apps/web']],
  ['unit tests (shared)', ['npm', 'run', 'test', '-w', 'packages/shared']],
  ['API tests on PGlite and PostgreSQL', ['npm', 'run', 'test', '-w', 'apps/server']],
  ['fleet test: two servers behind nginx on one PostgreSQL', ['npm', 'run', 'test:fleet', '-w', 'apps/server']],
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
