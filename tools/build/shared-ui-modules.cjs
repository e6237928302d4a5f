// antd and the packages it is built from are shared module by module, not as one barrel: a page
// downloads only the modules that some loaded code imports, and every module still runs once per
// page, whichever build (host or remote) provided it. See docs/shared-modules.md.
const fs = require('node:fs');
const path = require('node:path');

/** Share-key prefixes of the UI library; each module under them is its own singleton. */
const UI_PREFIXES = ['antd/es/', '@rc-component/', '@ant-design/'];

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const RELATIVE = /^\.\.?(\/|$)/;

/** 'antd/es/button/index.js' for a file inside node_modules, or null. */
function packagePath(file) {
  const at = file.lastIndexOf(NODE_MODULES);
  return at < 0 ? null : file.slice(at + NODE_MODULES.length).split(path.sep).join('/');
}

const isUi = (p) => p != null && UI_PREFIXES.some((prefix) => p.startsWith(prefix));

const exportsMaps = new Map();
/** A package whose `exports` hides its files can only be shared whole, through its own name. */
function hidesFiles(file) {
  const pkg = packagePath(file);
  const depth = pkg.startsWith('@') ? 2 : 1;
  const root = file.slice(0, file.length - pkg.length) + pkg.split('/').slice(0, depth).join('/');
  if (!exportsMaps.has(root)) {
    const json = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    exportsMaps.set(root, json.exports != null);
  }
  return exportsMaps.get(root);
}

const isFile = (p) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The one bare request that names `target` (an absolute path without its extension, as written
 * in a relative import): every spelling of a module ('../button', '../button/index',
 * 'antd/es/button') must give the same share key, or two builds could each run their own copy.
 */
function canonicalRequest(target) {
  let file = target.replace(/\.js$/, '');
  if (!isFile(`${file}.js`) && isFile(path.join(file, 'index.js'))) file = path.join(file, 'index');
  if (!isFile(`${file}.js`)) return null;
  // A folder's index is named by its folder, unless a file of that name would win the lookup.
  if (path.basename(file) === 'index' && !isFile(`${path.dirname(file)}.js`)) file = path.dirname(file);
  return packagePath(file);
}

/** The file (without extension) a relative import between UI files, or a deep import into one, names. */
function targetOf({ request, context, contextInfo }) {
  if (RELATIVE.test(request)) {
    return contextInfo.issuer && isUi(packagePath(contextInfo.issuer)) ? path.resolve(context, request) : null;
  }
  // A package's own name resolves through its manifest's fields: left as written.
  const name = request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
  if (!isUi(`${request}/`) || request === name) return null;
  try {
    return require.resolve(request, { paths: [context] }).replace(/\.js$/, '');
  } catch {
    return null;
  }
}

/**
 * Rewrites relative imports between the UI library's files into their canonical bare request, so
 * that the federation plugin's prefix keys (UI_PREFIXES) match them on both sides: the build that
 * provides a module and the one that consumes it agree on its name.
 */
class CanonicalUiRequestsPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('CanonicalUiRequestsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('CanonicalUiRequestsPlugin', (data) => {
        const target = targetOf(data);
        if (!target || !isUi(packagePath(target)) || hidesFiles(target)) return;
        const request = canonicalRequest(target);
        if (request) data.request = request;
      });
    });
  }
}

/** The federation `shared` entries of the UI library. */
function uiSharedConfig() {
  const shared = {};
  for (const prefix of UI_PREFIXES) shared[prefix] = { singleton: true, requiredVersion: false, strictVersion: false };
  return shared;
}

module.exports = { CanonicalUiRequestsPlugin, uiSharedConfig, UI_PREFIXES, canonicalRequest };
