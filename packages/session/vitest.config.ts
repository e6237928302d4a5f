import { defineConfig } from 'vitest/config';
import { browserTest } from '../../tools/vitest/browser.mjs';

// The session package sits below @gestion/ui, so it cannot use ui's setup file.
export default defineConfig({ test: browserTest({ setupFiles: [] }) });
