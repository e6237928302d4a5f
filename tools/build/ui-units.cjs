// Shares the UI library (antd and the @rc-component and @ant-design packages it is built from)
// and the design system (@gestion/ui) by *unit* instead of as two whole singletons: a page
// downloads only the units that some loaded code imports, and each module still runs once per
// page, whichever build (host or remote) provided it.
//
// A unit of the library is a module that several public entries (components, locales, icons)
// reach, with the modules that only it leads to (scanLibrary); a file of @gestion/ui is a unit by
// itself. Each unit is one federation shared singleton, 'ui-unit/<root>', served by a generated
// facade that re-exports the root's names. An import that crosses units is redirected to a
// generated proxy that re-exports those names from the unit (live bindings); imports inside a
// unit stay as they are. See docs/shared-modules.md.
const fs = require('node:fs');
const path = require('node:path');
const { parseSync } = require('@swc/core');

const REPO_ROOT = path.resolve(__dirname, '../..');
const UI_SRC = path.join(REPO_ROOT, 'packages/ui/src') + path.sep;
/** The share-key prefix of every unit. */
const UNIT_PREFIX = 'ui-unit/';
const NM = `${path.sep}node_modules${path.sep}`;
const EXTENSIONS = ['.js', '.mjs', '.ts', '.tsx'];

const isFile = (p) => fs.statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;
const posix = (p) => p.split(path.sep).join('/');

/** 'antd/es/button/index.js' for a file inside node_modules, or null. */
function packagePath(file) {
  const at = file.lastIndexOf(NM);
  return at < 0 ? null : posix(file.slice(at + NM.length));
}

/** The id a file has when it is a unit by itself. */
function fileUnit(file) {
  if (file.startsWith(UI_SRC)) return `@gestion/ui/${posix(file.slice(UI_SRC.length)).replace(/\.tsx?$/, '')}`;
  return packagePath(file)?.replace(/\.m?js$/, '') ?? null;
}

// React is shared on its own (SINGLETONS in index.cjs); everything else the library imports
// (clsx, @babel/runtime, stylis, ...) is split into units with it, so that no module is copied
// into several units' chunks or runs twice on a page.
const OWN_SINGLETONS = /^(react|react-dom|scheduler)\//;
const walked = (file) => {
  const p = packagePath(file);
  return p != null && !OWN_SINGLETONS.test(p);
};
const inLibrary = (file) => scanLibrary().has(file);

/** The unit of a file (the id of its unit's root), or null when the file is not shared by unit. */
function unitOf(file) {
  if (file.startsWith(UI_SRC)) return /\.test\.|[\\/]test[\\/]/.test(file) ? null : fileUnit(file);
  if (!inLibrary(file)) return null;
  const root = scanLibrary().get(file);
  if (!root) throw new Error(`${file} no está en el análisis de la biblioteca de UI (ui-units.cjs)`);
  return fileUnit(root);
}

/** Resolves a file path written without extension (or a folder) to the file Node/webpack would pick. */
function probe(target) {
  if (isFile(target)) return target;
  for (const ext of EXTENSIONS) if (isFile(target + ext)) return target + ext;
  // TypeScript sources import './x.js' for './x.ts(x)'.
  if (/\.js$/.test(target)) {
    const base = target.slice(0, -3);
    for (const ext of ['.ts', '.tsx']) if (isFile(base + ext)) return base + ext;
  }
  for (const ext of EXTENSIONS) if (isFile(path.join(target, `index${ext}`))) return path.join(target, `index${ext}`);
  return null;
}

const packageRoots = new Map();
/** The file a bare request names, seen from `dir`, by node_modules lookup ('module' before 'main'). */
function resolveBare(dir, request) {
  const parts = request.split('/');
  const name = parts.slice(0, request.startsWith('@') ? 2 : 1).join('/');
  const sub = parts.slice(request.startsWith('@') ? 2 : 1).join('/');
  const key = `${dir}\0${name}`;
  if (!packageRoots.has(key)) {
    let root = null;
    for (let d = dir; ; d = path.dirname(d)) {
      const candidate = path.join(d, 'node_modules', name);
      if (isFile(path.join(candidate, 'package.json'))) {
        root = fs.realpathSync(candidate);
        break;
      }
      if (path.dirname(d) === d) break;
    }
    packageRoots.set(key, root);
  }
  const root = packageRoots.get(key);
  if (!root) return null;
  const json = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  if (json.exports) {
    const mapped = exportsTarget(json.exports, sub ? `./${sub}` : '.');
    return mapped && probe(path.join(root, mapped));
  }
  if (sub) return probe(path.join(root, sub));
  return probe(path.join(root, json.module || json.main || 'index.js'));
}

const WEB_CONDITIONS = new Set(['browser', 'import', 'module', 'webpack', 'production', 'default']);

/** A package's `exports` entry for `subpath`, under the conditions webpack uses for `import`. */
function exportsTarget(exports, subpath) {
  const pick = (entry) => {
    if (typeof entry === 'string' || entry == null) return entry;
    // The first condition, in the package's own order, that a web build in production matches.
    const key = Object.keys(entry).find((k) => WEB_CONDITIONS.has(k));
    return key ? pick(entry[key]) : null;
  };
  if (typeof exports === 'string' || !Object.keys(exports).some((k) => k.startsWith('.'))) return subpath === '.' ? pick(exports) : null;
  if (subpath in exports) return pick(exports[subpath]);
  // The longest matching pattern wins, as in Node and webpack.
  const patterns = Object.entries(exports).sort((a, b) => b[0].indexOf('*') - a[0].indexOf('*'));
  for (const [pattern, entry] of patterns) {
    const star = pattern.indexOf('*');
    if (star < 0 || !subpath.startsWith(pattern.slice(0, star)) || !subpath.endsWith(pattern.slice(star + 1))) continue;
    const match = subpath.slice(star, subpath.length - (pattern.length - star - 1));
    return pick(entry)?.replace('*', match) ?? null;
  }
  return null;
}

function resolveFrom(dir, request) {
  if (/^\.\.?(\/|$)/.test(request)) return probe(path.resolve(dir, request));
  if (path.isAbsolute(request)) return probe(request);
  return resolveBare(dir, request);
}

const IMPORTS = /^(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;

/** What code outside the library may import: components, locales, icons. */
function publicEntries() {
  const index = resolveBare(UI_SRC, 'antd/es/index.js');
  const antd = path.dirname(index);
  const icons = path.join(path.dirname(resolveBare(UI_SRC, '@ant-design/icons/es/index')), 'icons');
  const entries = [];
  for (const m of fs.readFileSync(index, 'utf8').matchAll(/from '(\.\/[\w-]+)'/g)) entries.push(resolveFrom(antd, m[1]));
  for (const f of fs.readdirSync(path.join(antd, 'locale'))) if (/^[a-z]{2,3}_[A-Z]{2}\.js$/.test(f)) entries.push(path.join(antd, 'locale', f));
  for (const f of fs.readdirSync(icons)) if (f.endsWith('.js') && f !== 'index.js') entries.push(path.join(icons, f));
  return entries;
}

let library = null;
/**
 * Walks the UI library from its public entries and gives each file the root of its unit: the
 * file's highest dominator below the entries (every path from an entry to the file goes through
 * it). A unit is its root and what only its root leads to, so an import that crosses units
 * always lands on a root, and units import each other without cycles (the federation runtime
 * would wait forever on two units that wait on each other). Depends only on the installed
 * packages: every build gets the same units.
 */
function scanLibrary() {
  if (library) return library;
  const entries = publicEntries();
  const next = new Map();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop();
    if (next.has(file)) continue;
    const out = new Set();
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORTS)) {
      const target = resolveFrom(path.dirname(file), m[1] ?? m[2]);
      if (target && walked(target)) out.add(target);
    }
    next.set(file, [...out]);
    queue.push(...out);
  }
  // Reverse postorder from a virtual start that leads to every entry.
  const START = '';
  const order = [];
  const state = new Map();
  const visit = (root, children) => {
    const stack = [[root, children, 0]];
    state.set(root, 1);
    while (stack.length) {
      const top = stack[stack.length - 1];
      if (top[2] < top[1].length) {
        const child = top[1][top[2]++];
        if (state.get(child) === 1) throw new Error(`ui-units: ciclo de importaciones en ${child}`);
        if (!state.has(child)) {
          state.set(child, 1);
          stack.push([child, next.get(child), 0]);
        }
      } else {
        state.set(top[0], 2);
        order.push(top[0]);
        stack.pop();
      }
    }
  };
  visit(START, entries);
  order.reverse();
  const rank = new Map(order.map((f, i) => [f, i]));
  const preds = new Map(order.map((f) => [f, []]));
  for (const e of entries) preds.get(e).push(START);
  for (const [f, out] of next) for (const t of out) preds.get(t).push(f);
  const idom = new Map([[START, START]]);
  const meet = (a, b) => {
    while (a !== b) {
      while (rank.get(a) > rank.get(b)) a = idom.get(a);
      while (rank.get(b) > rank.get(a)) b = idom.get(b);
    }
    return a;
  };
  for (const f of order.slice(1)) idom.set(f, preds.get(f).reduce((d, p) => (d === null ? p : meet(p, d)), null));
  library = new Map();
  for (const f of order.slice(1)) {
    let root = f;
    while (idom.get(root) !== START) root = idom.get(root);
    library.set(f, root);
  }
  return library;
}

const exportCache = new Map();
/** The names a module exports (not its types), `export *` followed. */
function exportNames(file) {
  if (exportCache.has(file)) return exportCache.get(file);
  const ts = /\.tsx?$/.test(file);
  const ast = parseSync(fs.readFileSync(file, 'utf8'), ts ? { syntax: 'typescript', tsx: file.endsWith('.tsx') } : { syntax: 'ecmascript', jsx: true });
  const names = new Set();
  const name = (n) => n.value;
  const bindings = (pattern) => {
    if (pattern.type === 'Identifier') names.add(pattern.value);
    else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties) bindings(p.value ?? p.key ?? p.arg);
    else if (pattern.type === 'ArrayPattern') for (const e of pattern.elements) if (e) bindings(e);
    else if (pattern.type === 'RestElement') bindings(pattern.argument);
    else if (pattern.type === 'AssignmentPattern') bindings(pattern.left);
  };
  for (const node of ast.body) {
    switch (node.type) {
      case 'ExportDefaultDeclaration':
      case 'ExportDefaultExpression':
        names.add('default');
        break;
      case 'ExportDeclaration': {
        const d = node.declaration;
        if (d.type === 'VariableDeclaration') for (const v of d.declarations) bindings(v.id);
        else if (d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration' || d.type === 'TsEnumDeclaration') names.add(name(d.identifier ?? d.id));
        break;
      }
      case 'ExportNamedDeclaration':
        if (node.typeOnly) break;
        for (const s of node.specifiers) {
          if (s.isTypeOnly) continue;
          if (s.type === 'ExportSpecifier') names.add(name(s.exported ?? s.orig));
          else if (s.type === 'ExportNamespaceSpecifier' || s.type === 'ExportDefaultSpecifier') names.add(name(s.name ?? s.exported));
        }
        break;
      case 'ExportAllDeclaration': {
        if (node.typeOnly) break;
        const target = resolveFrom(path.dirname(file), node.source.value);
        if (target) for (const n of exportNames(target)) if (n !== 'default') names.add(n);
        break;
      }
      default:
    }
  }
  const list = [...names].sort();
  exportCache.set(file, list);
  return list;
}

/** A unit member's prefix in its facade: stable, from its path inside the unit. */
function tag(file) {
  const rel = file.startsWith(UI_SRC) ? file.slice(UI_SRC.length) : packagePath(file);
  return `m_${posix(rel).replace(/\.(m?js|tsx?)$/, '').replace(/[^A-Za-z0-9]/g, '_')}`;
}

function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

const exportList = (file, rename) => exportNames(file).map((n) => rename(n)).join(', ');

class UiUnitsPlugin {
  /** @param {string} cacheDir where the facades and proxies of this build are written */
  constructor(cacheDir) {
    this.cacheDir = cacheDir;
    this.unitDir = path.join(cacheDir, 'unit');
  }

  /** The facade of `unit`: the one module every build shares under 'ui-unit/<unit>'. */
  facade(unit, members) {
    const lines = [...members].sort().map((file) => {
      const t = tag(file);
      const names = exportList(file, (n) => `${n} as ${t}$${n}`);
      return names ? `export { ${names} } from ${JSON.stringify(file)};` : `import ${JSON.stringify(file)};`;
    });
    writeIfChanged(path.join(this.unitDir, `${unit}.js`), `${lines.join('\n')}\n`);
  }

  /** The build's stand-in for `file`: its names, read live from its unit's facade. */
  proxy(unit, file) {
    const t = tag(file);
    const names = exportList(file, (n) => `${t}$${n} as ${n}`);
    const from = JSON.stringify(UNIT_PREFIX + unit);
    const out = path.join(this.cacheDir, 'proxy', `${unit}/${t}.js`);
    writeIfChanged(out, names ? `export { ${names} } from ${from};\n` : `import ${from};\n`);
    return out;
  }

  apply(compiler) {
    const ownFiles = (f) => f && f.startsWith(this.cacheDir);
    compiler.hooks.normalModuleFactory.tap('UiUnitsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('UiUnitsPlugin', (data) => {
        const { request, context, contextInfo } = data;
        const issuer = contextInfo.issuer;
        if (!issuer || request.startsWith(UNIT_PREFIX) || ownFiles(issuer) || request.includes('!')) return;
        const target = resolveFrom(context, request.split('?')[0]);
        const unit = target && unitOf(target);
        if (!unit || unitOf(issuer) === unit) return;
        if (inLibrary(target) && scanLibrary().get(target) !== target) {
          throw new Error(`${issuer}: '${request}' importa un módulo interno de la unidad '${unit}'`);
        }
        const members = [target];
        this.facade(unit, members);
        data.request = this.proxy(unit, target);
      });
    });
  }
}

/** The federation `shared` entry of the units: one singleton per unit. */
function unitsSharedConfig(version) {
  return { [UNIT_PREFIX]: { singleton: true, requiredVersion: false, strictVersion: false, version } };
}

module.exports = { UiUnitsPlugin, unitsSharedConfig, UNIT_PREFIX, UI_SRC, unitOf, scanLibrary };
