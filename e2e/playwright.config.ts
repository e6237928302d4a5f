import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { BROWSER_USE } from './support/browser';
import { E2E_ENV, E2E_LOCKS } from './support/env';
import { scaled, TIME_SCALE } from './support/time-scale';
import apps from '../apps.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '..');
const HOST_PORT = apps.apps.find((a) => a.name === 'host')?.port;

/**
 * Specs that change what every other spec relies on, so they run alone, after the rest: one stops
 * the terra remote's server, one counts the units that the price imports also create, one signs
 * the shared admin in with a wrong password (two sign-ins at once would meet its lockout), and one
 * runs webpack builds that would starve a spec beside it of the processor.
 */
const ALONE = ['remotes', 'main-unidades', 'login', 'deploy-skew'].map((name) => `**/${name}.spec.ts`);

// The suite runs against `pnpm start`'s real build and server, on a fresh embedded database.
// Two workers, so that a machine whose processor waits on one browser (measured: half of two
// cores idle) runs a second. Each spec file runs in one worker, its tests in order; specs arrange
// their own users and names (support/api.ts unique) and take a lock to create the objects they
// share (support/suite-lock.ts).
if (TIME_SCALE > 1)
  console.log(`CPU reference ${process.env.E2E_CPU_REFERENCE_MS} ms, fresh page ${process.env.E2E_FAULT_US ?? '?'} µs: time limits × ${TIME_SCALE.toFixed(2)} (support/time-scale.ts)`);

export default defineConfig({
  testDir: './tests',
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: { ...BROWSER_USE, baseURL: `http://localhost:${HOST_PORT}` },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: ALONE },
    // After the others: a failure there leaves these not run, and scripts/test.mjs says how many.
    { name: 'chromium, a solas', use: { browserName: 'chromium' }, testMatch: ALONE, workers: 1, dependencies: ['chromium'] },
  ],
  globalTeardown: './support/global-teardown.ts',
  webServer: {
    command: `rm -rf "${E2E_ENV.DATA_DIR}" "${E2E_LOCKS}" && node scripts/start.mjs`,
    cwd: ROOT,
    url: `http://localhost:${apps.api.port}/healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...E2E_ENV },
  },
});
