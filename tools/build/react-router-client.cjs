// The router is one shared singleton, so it cannot be tree-shaken per page: every name it
// exports reaches the browser. React Router 7 exports three routers in one package: the
// declarative one (<BrowserRouter>, <Routes>, hooks), the data router (createBrowserRouter,
// loaders, actions, fetchers, <Form>) and its server and framework-mode API. The apps route
// declaratively only, so the shared 'react-router-dom' is this generated facade: the declarative
// names, and nothing that reaches the data router or the server. Webpack then leaves their code
// out: the login page's router went from 31.4 to 13.9 KiB (brotli), its whole JS from 128 to 111
// KiB (`pnpm bench --line`). It depends only on the installed package, so the host and every
// remote share the same module; react-router-client.test.mjs fails when an app imports a name the
// facade lacks.
const fs = require('node:fs');
const path = require('node:path');

/** The declarative router's names (components, hooks, path utilities): the shared router's API. */
const DECLARATIVE = new Set([
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'Router',
  'unstable_HistoryRouter',
  'Routes',
  'Route',
  'Outlet',
  'Navigate',
  'Link',
  'NavLink',
  'useNavigate',
  'useLocation',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useRoutes',
  'useHref',
  'useInRouterContext',
  'useResolvedPath',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useLinkClickHandler',
  'useBeforeUnload',
  'matchRoutes',
  'matchPath',
  'generatePath',
  'resolvePath',
  'createPath',
  'parsePath',
  'createSearchParams',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'renderMatches',
  'href',
  'NavigationType',
  'UNSAFE_NavigationContext',
  'UNSAFE_LocationContext',
  'UNSAFE_RouteContext',
  // the histories the declarative routers keep (a test drives one by hand)
  'UNSAFE_createBrowserHistory',
  'UNSAFE_createHashHistory',
  'UNSAFE_createMemoryHistory',
]);

/** The names of `export { a, b as c }` blocks of an ES module's source. */
function exportedNames(source) {
  const names = [];
  for (const block of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const spec of block[1].split(',')) {
      const name = spec.trim().split(/\s+as\s+/).pop();
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * Writes the facade for the react-router-dom installed beside `appDir` and returns its path.
 * @param {string} appDir
 * @param {string} outDir
 */
function reactRouterClient(appDir, outDir) {
  const dom = require.resolve('react-router-dom/package.json', { paths: [appDir] });
  const entry = path.join(path.dirname(dom), 'dist/index.mjs');
  const router = require.resolve('react-router/package.json', { paths: [path.dirname(dom)] });
  const names = [
    ...exportedNames(fs.readFileSync(path.join(path.dirname(router), 'dist/development/index.mjs'), 'utf8')),
    ...exportedNames(fs.readFileSync(entry, 'utf8')),
  ];
  const client = [...new Set(names)].filter((n) => DECLARATIVE.has(n)).sort();
  const file = path.join(outDir, 'react-router-client.mjs');
  const text = `export { ${client.join(', ')} } from ${JSON.stringify(entry)};\n`;
  fs.mkdirSync(outDir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

module.exports = { reactRouterClient, DECLARATIVE };
