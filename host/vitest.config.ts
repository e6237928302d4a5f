import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { browserTest } from '../tools/vitest/browser.mjs';

// The service worker's cache prefix, as the build defines it (tools/build/script-cache.cjs).
const { CACHE_PREFIX } = createRequire(import.meta.url)('../tools/build/script-cache.cjs') as { CACHE_PREFIX: string };

export default defineConfig({
  define: { __SCRIPT_CACHE_PREFIX__: JSON.stringify(CACHE_PREFIX) },
  test: browserTest({ setupFiles: ['@gestion/ui/test/setup', './src/test/setup.ts'], css: false }),
});
