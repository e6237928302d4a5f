// Shares the UI library (antd, the @rc-component and @ant-design packages it is built from) and
// the design system (@gestion/ui) by *unit* instead of as two whole singletons, so that a page
// downloads only the units some loaded code imports, and each module still runs once per page.
//
// A unit is one antd component folder (antd/es/table), one @rc-component or @ant-design package,
// or one file (an icon, a locale, a file of @gestion/ui). Each unit is one federation shared
// module, 'ui-unit/<unit>': a generated facade that re-exports, under prefixed names, every file
// of the unit that code outside it may import. An import that crosses units is redirected to a
// generated proxy that re-exports that file's names from its unit's facade (live bindings).
// Imports inside a unit stay as they are. The unit list and each facade depend only on the
// installed packages, so every build (host or remote) agrees on them. See docs/shared-modules.md.
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

/** The unit of a file, or null when the file is not shared by unit. */
function unitOf(file) {
  if (file.startsWith(UI_SRC)) return /\.test\.|[\\/]test[\\/]/.test(file) ? null : fileUnit(file);
  const p = packagePath(file);
  if (!p) return null;
  const parts = p.split('/');
  const perFile = () => fileUnit(file);
  if (parts[0] === 'antd') {
    if (parts[1] !== 'es') return null;
    if (parts.includes('locale') || parts.length === 3) return perFile();
    return `antd/es/${parts[2]}`;
  }
  // An icon's drawing is imported by its icon alone: it travels inside the icon's unit.
  if (parts[1] === 'icons-svg' && parts[3] === 'asn') return null;
  if (parts[0] === '@rc-component' || parts[0] === '@ant-design') {
    if (parts.includes('locale') || (parts[1] === 'icons' && parts[3] === 'icons')) return perFile();
    return `${parts[0]}/${parts[1]}`;
  }
  return null;
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
  if (sub) return probe(path.join(root, sub));
  const json = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return probe(path.join(root, json.module || json.main || 'index.js'));
}

function resolveFrom(dir, request) {
  if (/^\.\.?(\/|$)/.test(request)) return probe(path.resolve(dir, request));
  if (path.isAbsolute(request)) return probe(request);
  return resolveBare(dir, request);
}

const IMPORTS = /^(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;

let library = null;
/**
 * Walks the UI library from antd's entry: for each unit, the files that code in another unit
 * imports (the unit's members, re-exported by its facade). Same result in every build.
 */
function scanLibrary(fromDir) {
  if (library) return library;
  const members = new Map();
  const addMember = (unit, file) => {
    if (!members.has(unit)) members.set(unit, new Set());
    members.get(unit).add(file);
  };
  const seen = new Set();
  const queue = [resolveBare(fromDir, 'antd/es/index.js')];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const unit = unitOf(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(IMPORTS)) {
      const target = resolveFrom(path.dirname(file), m[1] ?? m[2]);
      const targetUnit = target && unitOf(target);
      if (!targetUnit) continue;
      if (targetUnit !== unit) addMember(targetUnit, target);
      queue.push(target);
    }
  }
  library = members;
  return members;
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
        // A per-file unit (an icon, a locale, a file of @gestion/ui) has its file as only member.
        const members = unit === fileUnit(target) ? new Set([target]) : scanLibrary(context).get(unit);
        if (!members?.has(target)) {
          throw new Error(`${issuer}: '${request}' (${target}) no es un módulo compartido de '${unit}'`);
        }
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

module.exports = { UiUnitsPlugin, unitsSharedConfig, UNIT_PREFIX, UI_SRC, unitOf, resolveFrom, exportNames };
