// One vitest setting for every browser-side package. CI runs on a shared 2-core machine where a
// render can take several seconds under load: the limits are wide enough that only a screen that
// never reaches its state fails, never one that is merely slow.
//
// Speed: vitest's default on a 2-core machine is one worker; two use both cores. A file that mocks
// a module (`vi.mock`) runs isolated, in a module graph of its own: sharing modules with it, the
// mock missed modules an earlier file had loaded (a failure that came and went with the file
// order). Every other file shares its worker's modules with the files before it (`isolate:
// false`): importing antd, React and the app's modules once per worker instead of once per file
// halved the unit suites (270 s → 145 s over the nine packages on a 2-core machine).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** @param {{ setupFiles?: string[], [key: string]: unknown }} [extra] */
export function browserTest(extra = {}) {
  const { setupFiles = ['@gestion/ui/test/setup'], ...rest } = extra;
  const mocking = filesThatMock(process.cwd());
  return {
    environment: 'happy-dom',
    globals: true,
    testTimeout: 30000,
    hookTimeout: 30000,
    setupFiles,
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    ...rest,
    projects: [
      { extends: true, test: { name: 'compartido', exclude: [...DEFAULT_EXCLUDE, ...mocking], isolate: false } },
      ...(mocking.length ? [{ extends: true, test: { name: 'aislado', include: mocking, isolate: true } }] : []),
    ],
  };
}

const DEFAULT_EXCLUDE = ['**/node_modules/**', '**/dist/**'];
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;
const MOCKS = /\bvi\.(mock|doMock)\(/;

/** The package's test files (relative to `root`) that mock a module. */
export function filesThatMock(root) {
  return ['src', 'test']
    .filter((dir) => fs.existsSync(path.join(root, dir)))
    .flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true }).map((f) => path.join(dir, String(f))))
    .filter((f) => TEST_FILE.test(f) && !f.includes('node_modules') && MOCKS.test(fs.readFileSync(path.join(root, f), 'utf8')))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}
