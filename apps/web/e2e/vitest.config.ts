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
    // Limits catch a stuck flow, not a slow one (speed is the bench's): a flow that takes 40 s
    // here took 1.5 times as long in CI, beside the API lane on the same two cores
    // (docs/decisions/0121). A passing flow never waits for them.
    testTimeout: 180_000,
    // Screens update after data arrives: polled assertions wait for them instead of racing.
    expect: { poll: { timeout: 30_000, interval: 50 } },
    hookTimeout: 120_000,
  },
});
