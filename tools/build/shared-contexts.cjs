// antd is not shared as one singleton: each build bundles, tree-shaken, only the components it
// imports. What must still exist once per page is shared: the modules that create the React
// contexts the host provides and the remotes read (theme tokens, locale, config, App's
// message/modal, the cssinjs style cache), and the design system's toast store. A component
// module may then run twice on a page (once from the host's build, once from a remote's), which
// is harmless: it reads the same contexts and registers the same styles in the same cache.
// See docs/shared-modules.md.
const fs = require('node:fs');
const path = require('node:path');

/**
 * Modules shared one by one, by the bare request that names them (no extension). Inside their
 * packages they are imported relatively ('./context', '../theme/context'); the plugin below
 * rewrites those requests into these names so that the federation plugin shares them.
 */
const CONTEXT_MODULES = [
  // ConfigProvider's contexts: prefix, direction, component config, disabled, size.
  'antd/es/config-provider/context',
  'antd/es/config-provider/DisabledContext',
  'antd/es/config-provider/SizeContext',
  // Theme tokens (dark mode), locale (es_ES), App's message/notification/modal, form messages.
  'antd/es/theme/context',
  'antd/es/locale/context',
  'antd/es/app/context',
  'antd/es/form/validateMessagesContext',
  // Warnings config and the z-index of nested overlays.
  'antd/es/_util/warning',
  'antd/es/_util/zindexContext',
  // ConfigProvider's motion switch (reduced motion) and icon settings.
  '@rc-component/motion/es/context',
  '@ant-design/icons/es/components/Context',
];

/** Whole packages shared as singletons: the style cache (StyleContext, registered styles). */
const CONTEXT_PACKAGES = ['@ant-design/cssinjs'];

/** The design system's module-level store: toasts raised in a remote show in the host's Toaster. */
const STATE_FILES = { '@gestion/ui/toast': 'packages/ui/src/toast.tsx' };

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const RELATIVE = /^\.\.?(\/|$)/;
const EXTENSIONS = ['', '.js', '.mjs', '.ts', '.tsx', `${path.sep}index.js`];

const isFile = (p) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;

/** The package folder of `name` as `dir` sees it (through antd when not a direct dependency). */
function packageRoot(name, dir) {
  for (const paths of [[dir], [path.dirname(require.resolve('antd/package.json', { paths: [dir] }))]]) {
    try {
      return path.dirname(require.resolve(`${name}/package.json`, { paths }));
    } catch {
      /* next */
    }
  }
  throw new Error(`${name} no se encuentra desde ${dir}`);
}

const packageName = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

/** The real path of every shared context module, by share key, as the build in `dir` sees it. */
function contextFiles(dir, repoRoot) {
  const files = new Map();
  for (const key of CONTEXT_MODULES) {
    const name = packageName(key);
    const file = path.join(packageRoot(name, dir), `${key.slice(name.length + 1)}.js`);
    if (!isFile(file)) throw new Error(`${key}: no existe (${file})`);
    files.set(key, { file: fs.realpathSync(file), version: require(path.join(packageRoot(name, dir), 'package.json')).version });
  }
  for (const [key, file] of Object.entries(STATE_FILES)) {
    files.set(key, { file: fs.realpathSync(path.join(repoRoot, file)), version: '1.0.0' });
  }
  return files;
}

/** The file a request names, when it is relative or a deep import into a package. */
function targetOf(request, context) {
  if (!RELATIVE.test(request)) return null;
  const base = path.resolve(context, request);
  // Workspace sources import their neighbours as './x.js' (extensionAlias to .ts/.tsx).
  for (const stem of new Set([base, base.replace(/\.js$/, '')])) {
    for (const ext of EXTENSIONS) {
      if (isFile(stem + ext)) return fs.realpathSync(stem + ext);
    }
  }
  return null;
}

/**
 * Rewrites every request that names a shared context module (a relative import inside antd, or
 * within the design system) into its share key, so that the build that provides the module and
 * the ones that consume it agree on its name.
 */
class SharedContextsPlugin {
  constructor(files) {
    this.byFile = new Map([...files].map(([key, { file }]) => [file, key]));
  }
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('SharedContextsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('SharedContextsPlugin', (data) => {
        if (!data.contextInfo.issuer) return;
        const target = targetOf(data.request, data.context);
        const key = target && this.byFile.get(target);
        // The shared module's own file imports its neighbours relatively: left alone.
        if (key && data.contextInfo.issuer !== target) data.request = key;
      });
    });
  }
}

/** The federation `shared` entries of the context modules and packages, for the build in `dir`. */
function contextsSharedConfig(dir, repoRoot) {
  const files = contextFiles(dir, repoRoot);
  const shared = {};
  for (const [key, { file, version }] of files) {
    shared[key] = { singleton: true, requiredVersion: false, strictVersion: false, import: file, version };
  }
  for (const name of CONTEXT_PACKAGES) {
    const root = packageRoot(name, dir);
    const json = require(path.join(root, 'package.json'));
    shared[name] = { singleton: true, requiredVersion: false, strictVersion: false, import: path.join(root, json.module), version: json.version };
  }
  return { shared, plugin: new SharedContextsPlugin(files) };
}

module.exports = { contextsSharedConfig, CONTEXT_MODULES, CONTEXT_PACKAGES, STATE_FILES, NODE_MODULES };
