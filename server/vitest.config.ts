import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Starting an embedded PostgreSQL (PGlite) takes a few seconds per test file.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
