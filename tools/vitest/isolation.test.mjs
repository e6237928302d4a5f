import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesThatMock, isolationProjects } from './isolation.mjs';

const dirs = [];
function packageWith(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-test-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('filesThatMock', () => {
  it('finds the test files that call vi.mock or vi.doMock, in src and test, and nothing else', () => {
    const root = packageWith({
      'src/a.test.tsx': "vi.mock('./x', () => ({}));",
      'src/b.test.ts': "import { vi } from 'vitest'; vi.fn();",
      'src/deep/c.test.ts': "vi.doMock('../y');",
      'src/mocks.ts': "vi.mock('./x');",
      'test/d.test.ts': "vi.mock('z');",
      'other/e.test.ts': "vi.mock('z');",
    });
    expect(filesThatMock(root)).toEqual(['src/a.test.tsx', 'src/deep/c.test.ts', 'test/d.test.ts']);
  });
});

describe('isolationProjects', () => {
  it('runs the mocking files isolated and the rest in a shared module graph', () => {
    const [shared, isolated] = isolationProjects(packageWith({ 'src/a.test.tsx': "vi.mock('./x');", 'src/b.test.ts': '' }));
    expect(shared.test).toMatchObject({ isolate: false, exclude: expect.arrayContaining(['src/a.test.tsx']) });
    expect(isolated.test).toMatchObject({ isolate: true, include: ['src/a.test.tsx'] });
  });

  it('has no isolated project when no file mocks', () => {
    expect(isolationProjects(packageWith({ 'src/b.test.ts': '' }))).toHaveLength(1);
  });
});
