// One vitest setting for every browser-side package. CI runs on a shared 2-core machine where a
// render can take several seconds under load: the limits are wide enough that only a screen that
// never reaches its state fails, never one that is merely slow.
//
// Speed: vitest's default on a 2-core machine is one worker; two use both cores. Files stay
// isolated: sharing modules between files (`isolate: false`) saved a third of the import time, but
// a file's vi.mock then missed modules an earlier file had loaded (a failure that came and went with
// the file order).
import os from 'node:os';

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
  };
}
