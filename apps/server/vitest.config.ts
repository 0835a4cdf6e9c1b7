import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '~': path.resolve(import.meta.dirname, 'src') };

// The same API suite runs twice: on embedded PGlite and on a real PostgreSQL server that the
// run starts itself (test/global-setup-postgres.ts).
// Two files at a time, whatever vitest would pick (one on a 2-core machine): a file spends much
// of its time waiting on PostgreSQL, a child process or a timer, and the other file uses that
// time. API_WORKERS overrides it (docs/decisions/0109).
const workers = Number(process.env.API_WORKERS ?? 2);

// A limit catches a stuck test, not a slow one (docs/decisions/0121).
const limits = { testTimeout: 90_000, hookTimeout: 60_000 };
const files = ['src/**/*.test.ts', 'test/**/*.test.ts'];
// The fleet suite runs on its own (test/fleet/vitest.config.ts, `npm run test:fleet`).
const fleet = 'test/fleet/**';
// Files that start the server or the CLI as child processes and time how they answer: each runs
// in a fresh worker, as nothing else's leftovers may slow the process that watches them.
const processes = ['src/cli/backup-cli.test.ts', 'test/drain.unit.test.ts', 'test/server-process.unit.test.ts'];

/**
 * A worker keeps the modules it loaded for the next file (docs/decisions/0135): every API file
 * imports the whole app, and loading it again took about 5 s a file, a quarter of the suite.
 * Each file still builds its own app on its own database, so no state is shared through them.
 * `name:processes` runs the child-process files, isolated.
 */
function projects(name: string, setup: string, exclude: string[]) {
  const test = { ...limits, globalSetup: [setup] };
  return [
    { resolve: { alias }, test: { ...test, name, isolate: false, include: files, exclude: [...exclude, ...processes] } },
    { resolve: { alias }, test: { ...test, name: `${name}:processes`, isolate: true, include: processes, exclude } },
  ];
}

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: workers,
    ...limits,
    projects: [
      // Each file's database starts from one migrated dump (test/global-setup-pglite.ts).
      ...projects('pglite', 'test/global-setup-pglite.ts', [fleet]),
      ...projects('postgres', 'test/global-setup-postgres.ts', ['**/*.unit.test.ts', fleet]),
    ],
  },
});
