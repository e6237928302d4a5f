// Rewrites `import { Button, Table as T } from 'antd'` (and the same from '@ant-design/icons' and
// '@gestion/ui') into one import per module: `import Button from 'antd/es/button'`. A barrel would
// bring the whole library to every page; per-module requests let each page fetch only the units
// that some loaded code imports (ui-units.cjs, docs/shared-modules.md).
const fs = require('node:fs');
const path = require('node:path');
const { parseSync } = require('@swc/core');
const { UI_SRC } = require('./ui-units.cjs');

/** How each barrel maps an exported name to its module. */
const BARRELS = {
  antd: {
    names(root) {
      // antd/es/index.js: `export { default as Button } from './button';`
      const index = fs.readFileSync(path.join(root, 'es/index.js'), 'utf8');
      const map = new Map();
      for (const m of index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w/-]+)';/g)) map.set(m[1], { request: `antd/es/${m[2]}`, name: 'default' });
      return (name) => map.get(name);
    },
  },
  '@ant-design/icons': {
    names(root) {
      return (name) => (fs.existsSync(path.join(root, 'es/icons', `${name}.js`)) ? { request: `@ant-design/icons/es/icons/${name}`, name: 'default' } : undefined);
    },
  },
  // The design system's index re-exports its files: `export { DataTable } from './data-table'`.
  '@gestion/ui': {
    names() {
      const map = new Map();
      const ast = parseSync(fs.readFileSync(path.join(UI_SRC, 'index.ts'), 'utf8'), { syntax: 'typescript' });
      for (const node of ast.body) {
        if (node.type !== 'ExportNamedDeclaration' || !node.source || node.typeOnly) continue;
        const file = path.join(UI_SRC, node.source.value.replace(/\.js$/, ''));
        for (const spec of node.specifiers) {
          if (spec.isTypeOnly) continue;
          map.set((spec.exported ?? spec.orig).value, { request: file, name: spec.orig.value });
        }
      }
      return (name) => map.get(name);
    },
  },
};
const cache = new Map();

function lookup(pkg, context) {
  const root = pkg === '@gestion/ui' ? UI_SRC : path.dirname(require.resolve(`${pkg}/package.json`, { paths: [context] }));
  if (!cache.has(root)) cache.set(root, BARRELS[pkg].names(root));
  return cache.get(root);
}

const BARREL = "(antd|@ant-design\\/icons|@gestion\\/ui)";
const IMPORT = new RegExp(`import\\s*(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${BARREL}'\\s*;?`, 'g');
// Anything else that would load a barrel (namespace, default, re-export) is refused: it would
// silently bring the whole library back.
const OTHER = new RegExp(`(?:import\\s+[\\w*][^'";]*?from|export\\s+[^'";]*?from|import\\()\\s*'${BARREL}'`, 'g');

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
      const target = toModule(name);
      if (!target) throw new Error(`${file}: '${name}' no es un módulo de ${pkg} (importación por módulo)`);
      const binding = target.name === 'default' ? local : `{ ${target.name} as ${local} }`;
      lines.push(`import ${binding} from ${JSON.stringify(target.request)};`);
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
