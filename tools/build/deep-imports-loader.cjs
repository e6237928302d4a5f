// Rewrites `import { Button, Table as T } from 'antd'` (and the same from '@ant-design/icons') into
// one default import per component module: `import Button from 'antd/es/button'`. A shared barrel
// would bring the whole library to every page; per-module requests let each page fetch only the
// component modules some loaded code imports (see docs/shared-modules.md).
const fs = require('node:fs');
const path = require('node:path');

/** How each barrel maps an exported name to its module. */
const BARRELS = {
  antd: {
    names(root) {
      // antd/es/index.js: `export { default as Button } from './button';`
      const index = fs.readFileSync(path.join(root, 'es/index.js'), 'utf8');
      const map = new Map();
      for (const m of index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w/-]+)';/g)) map.set(m[1], `antd/es/${m[2]}`);
      return (name) => map.get(name);
    },
  },
  '@ant-design/icons': {
    names(root) {
      return (name) => (fs.existsSync(path.join(root, 'es/icons', `${name}.js`)) ? `@ant-design/icons/es/icons/${name}` : undefined);
    },
  },
};
const cache = new Map();

function lookup(pkg, context) {
  const root = path.dirname(require.resolve(`${pkg}/package.json`, { paths: [context] }));
  if (!cache.has(root)) cache.set(root, BARRELS[pkg].names(root));
  return cache.get(root);
}

const IMPORT = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*'(antd|@ant-design\/icons)'\s*;?/g;
// Anything else that would load a barrel (namespace, default, re-export) is refused: it would
// silently bring the whole library back.
const OTHER = /(?:import\s+[\w*][^'";]*?from|export\s+[^'";]*?from|import\()\s*'(antd|@ant-design\/icons)'/g;

function rewrite(source, context, file) {
  const out = source.replace(IMPORT, (whole, typeOnly, list, pkg) => {
    if (typeOnly) return whole;
    const toModule = lookup(pkg, context);
    const types = [];
    const lines = [];
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      if (spec.startsWith('type ')) {
        types.push(spec.slice(5).trim());
        continue;
      }
      const [name, local = name] = spec.split(/\s+as\s+/);
      const request = toModule(name);
      if (!request) throw new Error(`${file}: '${name}' no es un componente de ${pkg} (importación por componente)`);
      lines.push(`import ${local} from '${request}';`);
    }
    if (types.length) lines.push(`import type { ${types.join(', ')} } from '${pkg}';`);
    return lines.join(' ');
  });
  for (const m of out.matchAll(OTHER)) {
    if (/^import\s+type\s/.test(m[0]) || /^export\s+type\s/.test(m[0])) continue;
    throw new Error(`${file}: importa '${m[1]}' entero; importa sus componentes por nombre (import { X } from '${m[1]}')`);
  }
  // antd/locale/* is CommonJS (antd/lib); its ES twin lives in antd/es/locale/*.
  return out.replace(/'antd\/locale\//g, "'antd/es/locale/");
}

module.exports = function deepImportsLoader(source) {
  return rewrite(source, this.context, this.resourcePath);
};
module.exports.rewrite = rewrite;
