// Which test files share their worker's modules. A file that mocks a module (`vi.mock`,
// `vi.doMock`) runs isolated, in a module graph of its own: sharing modules with it, the mock
// missed modules an earlier file had loaded (a failure that came and went with the file order).
// Every other file shares its worker's modules with the files before it (`isolate: false`), so
// React, antd, fastify and the app's own modules are imported once per worker instead of once per
// file: the nine browser suites went from 270 s to 145-166 s, the server's from 287 s to 186 s
// (PGlite) and 224 s to 82 s (PostgreSQL) on a 2-core machine.
import fs from 'node:fs';
import path from 'node:path';

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

/** vitest `projects` for the package at `root`: the shared one, and the isolated one when a file mocks. */
export function isolationProjects(root = process.cwd()) {
  const mocking = filesThatMock(root);
  return [
    { extends: true, test: { name: 'compartido', exclude: [...DEFAULT_EXCLUDE, ...mocking], isolate: false } },
    ...(mocking.length ? [{ extends: true, test: { name: 'aislado', include: mocking, isolate: true } }] : []),
  ];
}
