import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { E2E_ENV } from './support/env';
import apps from '../apps.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '..');
const HOST_PORT = apps.apps.find((a) => a.name === 'host')?.port;

// The suite runs against `pnpm start`'s real build and server, on a fresh embedded database.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${HOST_PORT}`,
    locale: 'es-ES',
    // The app honours reduced motion: a dialog is clicked where it stands, not mid-zoom (a click
    // on a half-scaled modal once landed beside its button on a loaded CI machine).
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  globalTeardown: './support/global-teardown.ts',
  webServer: {
    command: `rm -rf "${E2E_ENV.DATA_DIR}" && node scripts/start.mjs`,
    cwd: ROOT,
    url: `http://localhost:${apps.api.port}/healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...E2E_ENV },
  },
});
