import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');
const alias = { '~': path.join(root, 'src') };

// The fleet suite: real servers as separate processes behind nginx, on one PostgreSQL, with
// S3-compatible storage (s3rver) and Redis. Run by `npm test` as its own step:
// `npx vitest run --config test/fleet/vitest.config.ts` in apps/server.
export default defineConfig({
  root,
  resolve: { alias },
  test: {
    name: 'fleet',
    include: ['test/fleet/**/*.fleet.test.ts'],
    // One PostgreSQL for the whole suite; each file makes its own databases on it.
    globalSetup: ['test/global-setup-postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // The files start their own processes on free ports; one at a time keeps the machine calm.
    fileParallelism: false,
  },
});
