// One vitest setting for every browser-side package. CI runs on a shared 2-core machine where a
// render can take several seconds under load: the limits are wide enough that only a screen that
// never reaches its state fails, never one that is merely slow.
//
// Speed: vitest's default on a 2-core machine is one worker; two use both cores. Test files share
// their worker's modules unless they mock one (isolation.mjs).
import os from 'node:os';
import { isolationProjects } from './isolation.mjs';

/** @param {{ setupFiles?: string[], [key: string]: unknown }} [extra] */
export function browserTest(extra = {}) {
  const { setupFiles = ['@gestion/ui/test/setup'], ...rest } = extra;
  return {
    environment: 'happy-dom',
    globals: true,
    testTimeout: 30000,
    hookTimeout: 30000,
    setupFiles,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    ...rest,
    projects: isolationProjects(),
  };
}
