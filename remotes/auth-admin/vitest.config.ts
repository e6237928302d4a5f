import { defineConfig } from 'vitest/config';
import { browserTest } from '../../tools/vitest/browser.mjs';

export default defineConfig({ test: browserTest() });
