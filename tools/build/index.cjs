// One webpack + Module Federation config for the host and every remote, so that all of them
// agree on the shared singletons (one React, one router, one query client, one session, one antd).
const { createHash } = require('node:crypto');
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { emitAssets } = require('./emit-assets.cjs');
const { navigationPlugin, readNavigation } = require('./navigation.cjs');
const { reactRouterClient } = require('./react-router-client.cjs');
const { CACHE_PREFIX, scriptCachePlugin } = require('./script-cache.cjs');
const { precompressPlugin } = require('./precompress.cjs');
const { SharedRangesPlugin } = require('./shared-ranges.cjs');
const { sourceMapsAside } = require('./source-maps-aside.cjs');
const { StartScriptsPlugin } = require('./start-scripts.cjs');
const { pagePolicy, securityHeaders } = require('./security-headers.cjs');

const REPO_ROOT = path.resolve(__dirname, '../..');

const APPS = require('../../apps.json').apps;
/** Ports of `pnpm start`, from the one list of apps (apps.json). */
const PORTS = Object.fromEntries(APPS.map((a) => [a.name, a.port]));

// Every app shares these as singletons. None is eager: each is fetched the first time a page
// imports it, so the login page never downloads antd or the design system.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'antd',
  '@gestion/session',
  '@gestion/api',
  '@gestion/ui',
];

/**
 * The dev servers' security headers: the page policy of the config the host's dev server serves
 * (host/public/config.json), relaxed for eval source maps and the live-reload websockets (see
 * security-headers.cjs). `pnpm start` serves the strict one.
 * @param {number} port this dev server's
 */
function devSecurityHeaders(port) {
  const host = APPS.find((a) => a.name === 'host');
  const config = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, host.dir, 'public/config.json'), 'utf8'));
  return securityHeaders(pagePolicy(config, { dev: true, self: `http://localhost:${port}` }));
}

/** Public files the page names, hashed like the bundles (see publicFiles). */
const HASHED_PUBLIC = /^theme\.js$/;

/**
 * `<app>/public/*` (except the index.html template), copied into the build: favicons, config.json,
 * theme.js. A script the page names (theme.js) gets its content's hash in its name, so it is cached
 * for a year like the bundles instead of costing a revisit a revalidation round trip before the
 * bundle may run (it is render-blocking); the template names it as `<%= themeScript %>`.
 */
function publicFiles(dir) {
  return (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    .map((file) => ({ name: file, from: path.join(dir, file) }))
    .filter(({ name, from }) => name !== 'index.html' && fs.statSync(from).isFile())
    .map((f) => {
      const content = fs.readFileSync(f.from);
      if (!HASHED_PUBLIC.test(f.name)) return { ...f, content };
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
      return { ...f, name: f.name.replace(/\.js$/, `.${hash}.js`), content };
    });
}

/** Copies `publicFiles(dir)` into the build. */
function copyPublic(dir) {
  return emitAssets('CopyPublicPlugin', () => publicFiles(dir));
}

/** The page's name of a public script, e.g. '/theme.1a2b3c4d.js'. */
function publicScript(dir, file) {
  const found = publicFiles(dir).find((f) => path.basename(f.from) === file);
  return found ? `/${found.name}` : `/${file}`;
}

/** The package a share key belongs to: 'react/jsx-runtime' -> 'react'. */
function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * What an app declares for one shared package: the version its build provides (the installed
 * package.json's) and the semver range it requires (its own package.json's dependency, with a
 * workspace range's `workspace:` prefix dropped). Exact pins and `workspace:*` are refused: a
 * singleton is handed to every app by whoever loaded it first, so each app must say which
 * versions it runs with, and the runtime must be able to tell it does not.
 * @param {string} dir the app's folder
 * @param {string} pkg a shared package name
 */
function sharedVersions(dir, pkg) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = manifest.dependencies?.[pkg];
  if (!declared) throw new Error(`${manifest.name}: ${pkg} es compartido y debe figurar en sus dependencies`);
  const range = declared.replace(/^workspace:/, '');
  if (!/^[\^~]\d+\.\d+\.\d+$/.test(range)) {
    throw new Error(`${manifest.name}: ${pkg} "${declared}" no es un rango semver (^x.y.z, ~x.y.z o workspace:^x.y.z)`);
  }
  // The app's own node_modules link (pnpm): the copy this build bundles. Not require.resolve, which
  // the workspace packages' "./*" export pattern would map to src/package.json.ts.
  const installed = path.join(fs.realpathSync(path.join(dir, 'node_modules', pkg)), 'package.json');
  return { requiredVersion: range, version: JSON.parse(fs.readFileSync(installed, 'utf8')).version };
}

/** The version of `pkg` in the app's own node_modules (pnpm's link), or null when it has none. */
function installedVersion(dir, pkg) {
  const link = path.join(dir, 'node_modules', pkg);
  if (!fs.existsSync(link)) return null;
  return JSON.parse(fs.readFileSync(path.join(fs.realpathSync(link), 'package.json'), 'utf8')).version;
}

/**
 * Every shared package is a singleton checked at run time (`strictVersion`): an app whose range
 * the page's copy does not satisfy gets an error instead of that copy (the host turns it into the
 * area's version panel), never a copy that lacks what it calls. No fallback to the app's own
 * copy: two Reacts, routers, query clients, sessions, axios instances or antd themes on a page
 * break the app in subtler ways.
 * @param {string} dir the app's folder
 */
function sharedConfig(dir) {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, strictVersion: true, ...sharedVersions(dir, packageOf(name)) };
  }
  // The router's browser-side API only (react-router-client.cjs), under its usual name and version.
  shared['react-router-dom'].import = reactRouterClient(dir, path.join(dir, 'node_modules/.cache/shared'));
  return shared;
}

/**
 * The webpack config of one app of apps.json, found by its folder. A remote is an app with an
 * area descriptor (`src/area.ts`): it exposes `./area` and publishes its `navigation.json`.
 * @param {object} o
 * @param {string} o.dir  the app's folder (__dirname of its webpack.config)
 */
function createConfig({ dir }) {
  const app = APPS.find((a) => path.resolve(REPO_ROOT, a.dir) === path.resolve(dir));
  if (!app) throw new Error(`${dir} no figura en apps.json`);
  const { name } = app;
  const areaFile = path.join(dir, 'src/area.ts');
  const exposes = fs.existsSync(areaFile) ? { './area': './src/area.ts' } : undefined;
  const html = !exposes;
  // The host carries the areas' navigation as of its own build: the last resort when a remote is
  // down on a first visit (no copy in local storage yet). The live documents win when they answer.
  const navigationFallback = exposes
    ? null
    : Object.fromEntries(
        APPS.map((a) => path.join(REPO_ROOT, a.dir, 'src/area.ts'))
          .filter((f) => fs.existsSync(f))
          .map((f) => readNavigation(f))
          .map((n) => [n.name, n]),
      );
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const port = PORTS[name];
    return {
      mode: production ? 'production' : 'development',
      // Production maps go to dist-maps/ beside the build, never published (source-maps-aside.cjs).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      context: dir,
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dir, 'dist'),
        // Remotes are loaded from other origins: chunks resolve against the manifest's URL.
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // Workspace packages are consumed as TypeScript source.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        // `new RemoteWorker(new URL(…))` builds a worker entry as `new Worker(…)` does: a remote's
        // worker started on the host's page (remotes/terra/…/remote-worker.ts).
        parser: { javascript: { worker: ['RemoteWorker from ./remote-worker', '...'] } },
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              require.resolve('style-loader'),
              // css-loader follows `devtool` and would embed each stylesheet's source map, which
              // style-loader then base64-encodes on the page when it inserts the sheet: ~8 ms of a
              // revisit's main thread in production (measured), and the map's bytes in the bundle.
              { loader: require.resolve('css-loader'), options: { sourceMap: !production } },
            ],
          },
          { test: /\.(svg|png|ico)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: production
          ? [
              new (require('terser-webpack-plugin'))({
                minify: require('terser-webpack-plugin').swcMinify,
                extractComments: false,
                terserOptions: { compress: { passes: 2 } },
              }),
            ]
          : [],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          // Hashed: the manifest (always revalidated) names it, so a revisit takes it from the cache
          // instead of revalidating it, one round trip less before an area's screen.
          filename: exposes ? (production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js') : undefined,
          exposes,
          shared: sharedConfig(dir),
          // The host registers remotes at run time (registerRemotes); nothing is baked in.
          remotes: {},
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          shareStrategy: 'loaded-first',
          // Leaves out of the federation runtime what these builds never do: Node loading, and
          // for a remote, consuming other remotes (only the host loads remotes).
          experiments: { optimization: { target: 'web', ...(exposes ? { disableRemote: true } : {}) } },
        }),
        copyPublic(path.join(dir, 'public')),
        ...(exposes ? [navigationPlugin(areaFile, name)] : []),
        ...(navigationFallback
          ? [
              new (require('webpack').DefinePlugin)({
                __AREA_NAVIGATION_FALLBACK__: JSON.stringify(navigationFallback),
                // The host keeps antd's generated styles between visits, valid for this engine only.
                __CSSINJS_VERSION__: JSON.stringify(installedVersion(dir, '@ant-design/cssinjs')),
                // The service worker a production build writes (script-cache.cjs); none in development.
                __SCRIPT_CACHE_WORKER__: JSON.stringify(production ? '/sw.js' : null),
                // Its copies' names start so: the page stores its own document in them.
                __SCRIPT_CACHE_PREFIX__: JSON.stringify(CACHE_PREFIX),
              }),
            ]
          : []),
        ...(html
          ? [
              // Absolute script URLs: the SPA is served for deep links (/terra/x/y) where a relative
              // 'main.js' would resolve under the route. Chunks then follow ('auto').
              // The page is the template's text with its one parameter filled in, not a `template`:
              // HtmlWebpackPlugin compiles a template in a child compilation that inherits the
              // federation plugin, which emitted the shared router once more (a CommonJS chunk no
              // page loads, that the service worker's list then named).
              new HtmlWebpackPlugin({
                templateContent: () =>
                  fs
                    .readFileSync(path.join(dir, 'public/index.html'), 'utf8')
                    .replace('<%= themeScript %>', publicScript(path.join(dir, 'public'), 'theme.js')),
                publicPath: '/',
              }),
              // The scripts every start runs, named by the page: fetched with the entry (start-scripts.cjs).
              new StartScriptsPlugin(),
            ]
          : []),
        // The host's service worker (sw.js): a returning visit runs its scripts already compiled.
        ...(html && production ? [scriptCachePlugin()] : []),
        // Hashed scripts compressed once, at a brotli quality too slow for a request (precompress.cjs).
        ...(production ? [precompressPlugin(), sourceMapsAside()] : []),
        // What `pnpm lint` checks of this app's shared-package ranges, refused by its own build too.
        ...(production ? [new SharedRangesPlugin({ dir, repoRoot: REPO_ROOT })] : []),
        // A remote's own page exists only in development, to open it alone on its dev server.
        ...(exposes && !production
          ? [
              new HtmlWebpackPlugin({
                publicPath: '/',
                chunks: ['main'],
                templateContent: `<!doctype html><html lang="es"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>${name} (remoto)</title></head>
<body><div id="root"></div></body></html>`,
              }),
            ]
          : []),
      ],
      devServer: {
        port,
        historyApiFallback: !exposes,
        headers: { 'Access-Control-Allow-Origin': '*', ...(production ? {} : devSecurityHeaders(port)) },
        hot: false,
        liveReload: true,
        static: fs.existsSync(path.join(dir, 'public')) ? { directory: path.join(dir, 'public') } : false,
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, PORTS, SINGLETONS, REPO_ROOT, sharedConfig };
