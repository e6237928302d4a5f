// What every Playwright configuration of the repository gives its browser: Debian's Chromium
// (Playwright cannot download its own here) with the flags a closed network and root need, and
// reduced motion (a dialog is clicked where it stands, not mid-zoom: a click on a half-scaled
// modal once landed beside its button on a loaded CI machine).
import type { PlaywrightTestConfig } from '@playwright/test';

export const BROWSER_USE: PlaywrightTestConfig['use'] = {
  locale: 'es-ES',
  contextOptions: { reducedMotion: 'reduce' },
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
};
