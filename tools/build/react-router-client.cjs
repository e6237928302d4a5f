// The router is one shared singleton, so it cannot be tree-shaken per page: every name it
// exports reaches the browser. React Router 7 also exports its server and framework-mode API
// (request handlers, cookies, sessions, static and RSC routers, hydration of server renders):
// about half of its code, and of the login page's router bytes. The shared 'react-router-dom' is
// therefore this generated facade: every browser-side name (declarative and data routers,
// components, hooks, utilities), none of the server-side ones. It depends only on the installed
// package, so the host and every remote share the same module.
const fs = require('node:fs');
const path = require('node:path');

/** Names that only a server, a framework-mode build or React Server Components use. */
const SERVER_ONLY =
  /RSC|Server|Static|Cookie|Session|RequestHandler|RoutesStub|DevServer|TurboStream|SingleFetch|Hydrat|FogOFWar|PatchRoutes|^(Links|Meta|Scripts|PrefetchPageLinks)$|^UNSAFE_(Remix|Framework|createClientRoutes|[Ww]ith)/;

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
  const client = [...new Set(names)].filter((n) => !SERVER_ONLY.test(n)).sort();
  const file = path.join(outDir, 'react-router-client.mjs');
  const text = `export { ${client.join(', ')} } from ${JSON.stringify(entry)};\n`;
  fs.mkdirSync(outDir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

module.exports = { reactRouterClient, SERVER_ONLY };
