import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '~': path.resolve(import.meta.dirname, 'src') };

// The same API suite runs twice: on embedded PGlite and on a real PostgreSQL server that the
// run starts itself (test/global-setup-postgres.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
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
          testTimeout: 30_000,
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
