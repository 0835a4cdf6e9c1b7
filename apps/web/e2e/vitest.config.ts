import { defineConfig } from 'vitest/config';

// End-to-end flows in Debian's Chromium against the real server on a temporary DATA_DIR.
// Files run in parallel, each worker with a server and a Chromium of its own
// (support/global-setup.ts; docs/decisions/0109). E2E_WORKERS overrides how many.
const workers = Number(process.env.E2E_WORKERS ?? 2);
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    maxWorkers: workers,
    testTimeout: 60_000,
    // Screens update after data arrives: polled assertions wait for them instead of racing.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    hookTimeout: 120_000,
  },
});
