// An area's navigation document: the code-free part of its `src/area.ts` descriptor (routes,
// gates, sidebar entries), published as `navigation.json` beside `mf-manifest.json`. The host
// reads it to draw the sidebar and know the routes without loading the remote's code.
const fs = require('node:fs');
const swc = require('@swc/core');
const { emitAssets } = require('./emit-assets.cjs');

const FILE = 'navigation.json';

/**
 * Evaluates the descriptor as CommonJS. Its imports are type-only (erased) and its screens are
 * `import()` calls that only run when called, so nothing else needs to load: any other
 * `require` is a mistake in the descriptor and fails the build.
 */
function readNavigation(areaFile) {
  const { code } = swc.transformSync(fs.readFileSync(areaFile, 'utf8'), {
    filename: areaFile,
    jsc: { parser: { syntax: 'typescript', tsx: areaFile.endsWith('.tsx') }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const cjs = { exports: {} };
  const forbidden = (id) => {
    throw new Error(`${areaFile}: el descriptor de un área solo importa tipos (importa ${id})`);
  };
  new Function('require', 'module', 'exports', code)(forbidden, cjs, cjs.exports);
  const area = cjs.exports.default;
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
