import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '~': path.resolve(import.meta.dirname, 'src') };

// The same API suite runs twice: on embedded PGlite and on a real PostgreSQL server that the
// run starts itself (test/global-setup-postgres.ts).
// Two files at a time, whatever vitest would pick (one on a 2-core machine): a file spends much
// of its time waiting on PostgreSQL, a child process or a timer, and the other file uses that
// time. API_WORKERS overrides it (docs/decisions/0109).
const workers = Number(process.env.API_WORKERS ?? 2);

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: workers,
    // A limit catches a stuck test, not a slow one (docs/decisions/0121).
    testTimeout: 90_000,
    hookTimeout: 60_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The fleet suite runs on its own (test/fleet/vitest.config.ts, `npm run test:fleet`).
          exclude: ['test/fleet/**'],
          // Each file's database starts from one migrated dump (test/global-setup-pglite.ts).
          globalSetup: ['test/global-setup-pglite.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'postgres',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts', 'test/fleet/**'],
          globalSetup: ['test/global-setup-postgres.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
