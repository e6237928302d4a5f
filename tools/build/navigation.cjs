// An area's navigation document: the code-free part of its `src/area.ts` descriptor (routes,
// gates, sidebar entries), published as `navigation.json` beside `mf-manifest.json`. The host
// reads it to draw the sidebar and know the routes without loading the remote's code.
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');
const { emitAssets } = require('./emit-assets.cjs');

const FILE = 'navigation.json';

const REPO_ROOT = path.resolve(__dirname, '../..');

// What a descriptor may take at run time besides types: modules that import nothing at run time
// but one another (the resource declarations of @gestion/contract, the declared screens' entries of
// @gestion/ui), by specifier, with the folder their relative imports must stay in.
const RUNTIME_FREE = [
  { match: /^@gestion\/contract\/([\w/-]+)$/, dir: path.join(REPO_ROOT, 'packages/contract/src') },
  { match: /^@gestion\/ui\/(declared-area)$/, dir: path.join(REPO_ROOT, 'packages/ui/src') },
];

/** A module's file: `./x.js` of the sources is `./x.ts`. */
const sourceFile = (file) => (file.endsWith('.js') ? `${file.slice(0, -3)}.ts` : path.extname(file) ? file : `${file}.ts`);

/**
 * Evaluates a descriptor (or a module it may take) as CommonJS. Its imports are type-only
 * (erased) but those of RUNTIME_FREE, and its screens are `import()` calls that only run when
 * called, so nothing else needs to load: any other `require` is a mistake in the descriptor and
 * fails the build.
 */
function evaluate(file, dir, areaFile, cache) {
  const cached = cache.get(file);
  if (cached) return cached.exports;
  const { code } = swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const cjs = { exports: {} };
  cache.set(file, cjs);
  const require = (id) => {
    const allowed = RUNTIME_FREE.find((m) => m.match.test(id));
    if (allowed) return evaluate(sourceFile(path.join(allowed.dir, allowed.match.exec(id)[1])), allowed.dir, areaFile, cache);
    const relative = dir && id.startsWith('.') ? sourceFile(path.resolve(path.dirname(file), id)) : null;
    if (relative && relative.startsWith(dir + path.sep)) return evaluate(relative, dir, areaFile, cache);
    throw new Error(`${areaFile}: el descriptor de un área solo importa tipos y declaraciones (${path.relative(REPO_ROOT, file)} importa ${id})`);
  };
  new Function('require', 'module', 'exports', code)(require, cjs, cjs.exports);
  return cjs.exports;
}

/** The descriptor's code-free part (`navigation.json`). */
function readNavigation(areaFile) {
  const area = evaluate(areaFile, null, areaFile, new Map()).default;
  if (!area || typeof area.name !== 'string' || !Array.isArray(area.resources) || !Array.isArray(area.nav)) {
    throw new Error(`${areaFile}: el export por defecto debe ser { name, resources, nav }`);
  }
  return {
    name: area.name,
    resources: area.resources.map(({ screen: _screen, ...data }) => data),
    nav: area.nav,
  };
}

/** Publishes `navigation.json`; a descriptor whose name is not the remote's fails the build. */
function navigationPlugin(areaFile, name) {
  return emitAssets('NavigationPlugin', (compilation) => {
    const nav = readNavigation(areaFile);
    if (nav.name !== name) compilation.errors.push(new Error(`${areaFile}: name '${nav.name}' no es el del remoto ('${name}')`));
    return [{ name: FILE, content: `${JSON.stringify(nav, null, 2)}\n`, from: areaFile }];
  });
}

module.exports = { navigationPlugin, readNavigation };
