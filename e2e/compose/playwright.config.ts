import { defineConfig } from '@playwright/test';
import { COMPOSE_URL } from './stack';

// The smoke suite of the compose topology (scripts/compose-test.mjs brings the stack up and runs
// it): one origin, the proxy's, in front of three API replicas, PostgreSQL, the host and the five
// remotes, all as their images built them. One worker, in order: the later specs stop and restart
// parts of the stack.
export default defineConfig({
  testDir: '.',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.COMPOSE_E2E_JSON || 'compose-results.json' }]],
  use: {
    baseURL: COMPOSE_URL,
    locale: 'es-ES',
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'compose', use: { browserName: 'chromium' } }],
});
