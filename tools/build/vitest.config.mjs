import { defineConfig } from 'vitest/config';

// The build tools' tests and those of the shared vitest setting beside them (../vitest).
export default defineConfig({ test: { dir: '..', include: ['build/*.test.mjs', 'vitest/*.test.mjs'] } });
