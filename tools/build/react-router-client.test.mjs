// The generated facade of react-router-dom reads the router's ES module sources as text (its
// `export { … }` blocks). A router release that moves a name elsewhere (an `export *`, an
// `export const`, another file) would drop it from the facade without a build error: these tests
// compare the facade with what the installed router really exports, so an upgrade that changes
// the shape the facade reads fails here instead of in a browser.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { reactRouterClient, DECLARATIVE } = require('./react-router-client.cjs');

const ROOT = path.resolve(import.meta.dirname, '../..');
// The host, like every app, resolves the one installed react-router-dom.
const APP_DIR = path.join(ROOT, 'host');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'router-facade-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The names `export { a, b } from '…'` of the facade file re-exports. */
function facadeNames(file) {
  const m = /^export \{([^}]*)\} from (".*");\n$/.exec(fs.readFileSync(file, 'utf8'));
  if (!m) throw new Error(`${file}: la fachada no tiene la forma esperada`);
  return { names: m[1].split(',').map((s) => s.trim()), from: JSON.parse(m[2]) };
}

/** What the installed react-router-dom exports when a browser build imports it (its ES entry). */
async function realExports() {
  const pkg = require.resolve('react-router-dom/package.json', { paths: [APP_DIR] });
  const entry = path.join(path.dirname(pkg), require(pkg).exports['.'].import.default);
  return { entry, names: Object.keys(await import(pathToFileURL(entry).href)) };
}

/** The names the workspace's browser code imports from react-router-dom. */
function usedNames() {
  const used = new Set();
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name)) {
        for (const m of fs.readFileSync(p, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
          if (m[1]) continue;
          for (const spec of m[2].split(',')) {
            const s = spec.trim();
            if (s && !s.startsWith('type ')) used.add(s.split(/\s+as\s+/)[0]);
          }
        }
      }
    }
  };
  for (const dir of ['host/src', 'remotes', 'packages']) walk(path.join(ROOT, dir));
  return [...used];
}

/** What is wrong with a facade against the router's real exports. */
function facadeProblems(facade, real) {
  const browser = real.names.filter((n) => DECLARATIVE.has(n));
  return {
    missing: browser.filter((n) => !facade.names.includes(n)),
    unknown: facade.names.filter((n) => !real.names.includes(n)),
  };
}

describe('la fachada de react-router-dom', () => {
  it('re-exporta del punto de entrada ES del paquete instalado', async () => {
    const facade = facadeNames(reactRouterClient(APP_DIR, tmp));
    const real = await realExports();
    expect(facade.from).toBe(real.entry);
  });

  it('tiene cada nombre del router declarativo, que el router exporta todos, y ninguno que no exporte', async () => {
    const facade = facadeNames(reactRouterClient(APP_DIR, tmp));
    const real = await realExports();
    expect([...DECLARATIVE].filter((n) => !real.names.includes(n))).toEqual([]);
    expect(facadeProblems(facade, real)).toEqual({ missing: [], unknown: [] });
  });

  it('tiene cada nombre que importan el host, los remotos y los paquetes', () => {
    const { names } = facadeNames(reactRouterClient(APP_DIR, tmp));
    const used = usedNames();
    expect(used).toEqual(expect.arrayContaining(['BrowserRouter', 'Link', 'useNavigate', 'matchRoutes']));
    expect(used.filter((n) => !names.includes(n))).toEqual([]);
  });

  it('deja fuera el router de datos y la API de servidor', () => {
    const { names } = facadeNames(reactRouterClient(APP_DIR, tmp));
    expect(names.filter((n) => !DECLARATIVE.has(n))).toEqual([]);
    for (const n of ['createBrowserRouter', 'RouterProvider', 'useLoaderData', 'Form', 'createRequestHandler']) expect(names).not.toContain(n);
  });

  // A router release that moves one name out of the blocks the facade reads (here: `Link` into an
  // `export const`): the facade silently loses it, and the comparison above names it.
  it('señala un nombre que el router movió fuera de los bloques que lee la fachada', async () => {
    const pkgDir = path.dirname(require.resolve('react-router-dom/package.json', { paths: [APP_DIR] }));
    const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [pkgDir] }));
    const app = path.join(tmp, 'app');
    const dom = path.join(app, 'node_modules/react-router-dom');
    const router = path.join(dom, 'node_modules/react-router');
    fs.mkdirSync(path.join(dom, 'dist'), { recursive: true });
    fs.mkdirSync(path.join(router, 'dist/development'), { recursive: true });
    fs.copyFileSync(path.join(pkgDir, 'package.json'), path.join(dom, 'package.json'));
    fs.copyFileSync(path.join(pkgDir, 'dist/index.mjs'), path.join(dom, 'dist/index.mjs'));
    fs.copyFileSync(path.join(routerDir, 'package.json'), path.join(router, 'package.json'));
    const source = fs.readFileSync(path.join(routerDir, 'dist/development/index.mjs'), 'utf8');
    const moved = source.replace(/^(export \{[^}]*?)\n\s*Link,?/m, '$1');
    expect(moved).not.toBe(source);
    fs.writeFileSync(path.join(router, 'dist/development/index.mjs'), `${moved}\nexport const Link = undefined;\n`);

    const facade = facadeNames(reactRouterClient(app, path.join(tmp, 'moved')));
    const real = await realExports();
    expect(facadeProblems(facade, real).missing).toEqual(['Link']);
  });
});
