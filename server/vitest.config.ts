import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Every test file has its own database, so files run side by side safely; vitest's default
    // on a 2-core machine is a single worker, which leaves a core idle (PostgreSQL does half the work).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Starting an embedded PostgreSQL (PGlite) takes a few seconds per test file.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
