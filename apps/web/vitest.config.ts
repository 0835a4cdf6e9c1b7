import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // npm test runs this beside the end-to-end flows (docs/decisions/0109): a CPU-bound test may get
  // half a core, and vitest's 5 s default then fails tests that are only slow, not wrong.
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], testTimeout: 30_000 },
});
