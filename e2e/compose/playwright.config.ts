import { defineConfig } from '@playwright/test';
import { BROWSER_USE } from '../support/browser';
import { COMPOSE_URL } from './stack';

// The smoke suite of the compose topology (scripts/compose-test.mjs brings the stack up and runs
// it): one origin, the proxy's, in front of three API replicas, PostgreSQL, the host and the five
// remotes, all as their images built them. One worker, in order: the later specs stop and restart
// parts of the stack.
export default defineConfig({
  testDir: '.',
  // Not the suite's e2e/test-results: each run empties its output folder, and the two ran side by
  // side once, the smoke removing the suite's traces mid-run.
  outputDir: 'test-results',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.COMPOSE_E2E_JSON || 'compose-results.json' }]],
  use: { ...BROWSER_USE, baseURL: COMPOSE_URL },
  projects: [{ name: 'compose', use: { browserName: 'chromium' } }],
});
