// `npm test`: every test. Checks the system dependencies and the dependencies' Node engines first so a missing one fails with a
// clear message, then runs two lanes side by side (docs/decisions/0109): one builds the web app
// and runs the end-to-end flows in Chromium; the other runs the unit tests, the API suite (PGlite
// and PostgreSQL) and the fleet test (two servers behind nginx on one PostgreSQL, S3-compatible
// storage, Redis). Most of a test's time is spent waiting on another process (PostgreSQL, a
// server, Chromium), so two lanes keep both cores busy where one lane left them half idle.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

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

console.log('=== Node 24 runs the tests and every dependency supports it ===');
if (spawnSync('node', ['scripts/check-engines.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);

/**
 * A step: its label (the prefix of its output lines), what it checks, its command, and the step it
 * needs to have passed (the flows need the build); a failed step skips only the steps that need it,
 * so one run reports every suite.
 */
const step = (label, name, command, needs) => ({ label, name, command, needs });
// Each lane runs its steps in order; the lanes run at once. TEST_LANES=1 runs every step one after
// another (in the order of the list), for timings on a quiet machine.
const lanes = [
  [
    step('build', 'build the web app', ['npm', 'run', 'build', '-w', 'apps/web']),
    step('e2e', 'end-to-end tests in Chromium', ['npm', 'run', 'test:e2e', '-w', 'apps/web'], 'build'),
  ],
  [
    step('shared', 'unit tests (shared)', ['npm', 'run', 'test', '-w', 'packages/shared']),
    step('web-unit', 'web unit tests', ['npm', 'run', 'test', '-w', 'apps/web']),
    step('api', 'API tests on PGlite and PostgreSQL', ['npm', 'run', 'test', '-w', 'apps/server']),
    step('fleet', 'fleet test: two servers behind nginx on one PostgreSQL', ['npm', 'run', 'test:fleet', '-w', 'apps/server']),
  ],
];
const width = Math.max(...lanes.flat().map((s) => s.label.length));

// The lines that name a failed test and its first error line, repeated under the summary: a CI log
// often shows only its last lines, and they should say what failed, not only which step.
const failureLines = [];
function noteFailure(label, line, state) {
  const text = stripVTControlCharacters(line).trimEnd();
  if (/^\s*FAIL\s/.test(text) || /Unhandled (Error|Rejection)/.test(text)) {
    failureLines.push(`[${label}] ${text.trim()}`);
    state.wantError = true;
  } else if (state.wantError && /(Error|expected|timed out|Timeout)/i.test(text)) {
    failureLines.push(`[${label}]     ${text.trim().slice(0, 300)}`);
    state.wantError = false;
  }
}

/** Runs one step, each line of its output prefixed with its label; resolves to its exit status. */
function run({ label, name, command: [cmd, ...args] }) {
  const prefix = `[${label.padEnd(width)}] `;
  console.log(`${prefix}=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      const state = { wantError: false };
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          out.write(`${prefix}${line}\n`);
          noteFailure(label, line, state);
        }
      });
      stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`${prefix}=== ${name}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s ===`);
      resolve({ label, name, status: code ?? 1, seconds });
    });
  });
}

const results = [];
async function runLane(lane) {
  for (const s of lane) {
    if (s.needs && results.find((r) => r.label === s.needs)?.status !== 0) continue;
    results.push(await run(s));
  }
}

const sequential = process.env.TEST_LANES === '1';
const started = Date.now();
await (sequential ? runLane(lanes.flat()) : Promise.all(lanes.map(runLane)));
const notRun = lanes.flat().filter((s) => !results.some((r) => r.label === s.label));

console.log('\n=== Steps ===');
for (const r of results) console.log(`  ${r.status === 0 ? 'passed' : 'FAILED'}  ${String(r.seconds).padStart(5)} s  ${r.name}`);
for (const s of notRun) console.log(`  not run         ${s.name} (the step it needs failed)`);
console.log(`  total ${Math.round((Date.now() - started) / 1000)} s`);
const failed = results.filter((r) => r.status !== 0);
if (failed.length > 0) {
  const shown = [...new Set(failureLines)].slice(0, 80);
  if (shown.length > 0) console.error(`\n=== Failed tests ===\n${shown.join('\n')}`);
  console.error(`\nFailed: ${failed.map((r) => r.name).join('; ')}`);
  process.exit(1);
}
console.log('\nAll tests passed.');
