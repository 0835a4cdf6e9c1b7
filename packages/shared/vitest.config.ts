import { defineConfig } from 'vitest/config';

// npm test runs this beside the end-to-end flows (docs/decisions/0109): a CPU-bound test may get
// half a core, and vitest's 5 s default then fails tests that are only slow, not wrong.
export default defineConfig({ test: { testTimeout: 30_000 } });
