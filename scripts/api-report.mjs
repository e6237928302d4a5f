#!/usr/bin/env node
// The API report of each package shared at run time (the @gestion/* singletons of tools/build):
// every export of its root (src/index.ts, what apps receive from the page's copy) with its type
// signature and the version that added it or last changed it, read with the TypeScript compiler.
// Docs: docs/shared-modules.md ("Versiones").
//
//   node scripts/api-report.mjs          (pnpm api-report) regenerates packages/<pkg>/api-report.md,
//                                        refusing when the version in package.json does not move as
//                                        the change asks: major for a removed or changed export,
//                                        at least minor for an added one (or an interface that only
//                                        gained optional properties)
//   node scripts/api-report.mjs --bump   the same, first moving each package's version as far as its
//                                        change asks (and, for a major, the workspace:^ ranges of the
//                                        apps and packages that depend on it; run `pnpm install` after)
//   node scripts/api-report.mjs --check  (pnpm lint) fails when a report is out of date, or when an
//                                        app or package uses an export newer than the lowest version
//                                        its own range for that package accepts
//   node scripts/api-report.mjs --ranges <dir>
//                                        only the latter, for one app, from the checked-in reports (fast:
//                                        no type checker), so that each app's own production build refuses
//                                        it too (tools/build/shared-ranges.cjs); an export the report does
//                                        not have yet counts as new in the package's current version
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { APPS, ROOT } from './lib.mjs';

const { values: args } = parseArgs({
  options: { check: { type: 'boolean', default: false }, bump: { type: 'boolean', default: false }, ranges: { type: 'string' } },
});

/** The workspace packages shared as singletons (tools/build/index.cjs). */
const { SINGLETONS } = await import('../tools/build/index.cjs').then((m) => m.default ?? m);
const PACKAGES = SINGLETONS.filter((n) => n.startsWith('@gestion/')).map((name) => ({
  name,
  dir: path.join('packages', name.slice('@gestion/'.length)),
}));
const REPORT = 'api-report.md';
const LINE = /^(\d+\.\d+\.\d+) {2}(\w+) ([\w$]+)(.*)$/;

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const parseVersion = (v) => v.split('.').map(Number);
function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

// ---- reading the exports ----------------------------------------------------------------------

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
const oneLine = (s) => s.replace(/\s+/g, ' ').trim();

/** `kind name<rest>` for one exported symbol. */
function describe(checker, symbol, name) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const decl = target.declarations?.[0];
  const f = target.flags;
  if (f & ts.SymbolFlags.Class) {
    const instance = checker.getDeclaredTypeOfSymbol(target);
    const members = checker
      .getPropertiesOfType(instance)
      .filter((p) => !p.declarations?.some((d) => ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)))
      .map((p) => `${p.name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, decl), undefined, FORMAT)}`);
    const ctor = checker.getTypeOfSymbolAtLocation(target, decl);
    const sigs = ctor.getConstructSignatures().map((s) => checker.signatureToString(s, undefined, FORMAT));
    return `class ${name} { new${sigs.join('; new')}; ${members.join('; ')} }`;
  }
  if (f & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
    const type = checker.getTypeOfSymbolAtLocation(target, decl);
    if (f & ts.SymbolFlags.Function) {
      const sigs = type.getCallSignatures().map((s) => checker.signatureToString(s, undefined, FORMAT));
      return `function ${name}${sigs.join('; ')}`;
    }
    return `const ${name}: ${checker.typeToString(type, undefined, FORMAT)}`;
  }
  if (f & ts.SymbolFlags.Interface) {
    const type = checker.getDeclaredTypeOfSymbol(target);
    const params = type.typeParameters?.length ? `<${type.typeParameters.map((t) => checker.typeToString(t)).join(', ')}>` : '';
    const props = checker.getPropertiesOfType(type).map((p) => {
      const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${p.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, decl), undefined, FORMAT)}`;
    });
    const calls = type.getCallSignatures().map((s) => checker.signatureToString(s, undefined, FORMAT));
    return `interface ${name}${params} { ${[...calls, ...props].join('; ')} }`;
  }
  if (f & ts.SymbolFlags.TypeAlias) {
    const node = decl && ts.isTypeAliasDeclaration(decl) ? decl : null;
    const params = node?.typeParameters ? `<${node.typeParameters.map((p) => p.getText()).join(', ')}>` : '';
    const type = checker.getDeclaredTypeOfSymbol(target);
    return `type ${name}${params} = ${checker.typeToString(type, undefined, FORMAT | ts.TypeFormatFlags.InTypeAlias)}`;
  }
  if (f & ts.SymbolFlags.Enum) return `enum ${name}`;
  return `unknown ${name}`;
}

/** For each package: Map(name -> `kind name<rest>`), from one program over their roots. */
function readExports() {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.base.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const roots = PACKAGES.map((p) => path.join(ROOT, p.dir, 'src/index.ts'));
  const program = ts.createProgram(roots, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  return PACKAGES.map((pkg, i) => {
    const source = program.getSourceFile(roots[i]);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`api-report: no se pudo leer ${roots[i]}`);
    const exports = new Map();
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      exports.set(symbol.name, oneLine(describe(checker, symbol, symbol.name)));
    }
    return exports;
  });
}

// ---- the report file --------------------------------------------------------------------------

/** { version, entries: Map(name -> { since, signature }) } of a checked-in report, or null. */
function parseReport(file) {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const version = /^Versión: (\d+\.\d+\.\d+)$/m.exec(text)?.[1];
  const entries = new Map();
  for (const line of text.split('\n')) {
    const m = LINE.exec(line);
    if (m) entries.set(m[3], { since: m[1], signature: `${m[2]} ${m[3]}${m[4]}` });
  }
  return version ? { version, entries, text } : null;
}

function renderReport(name, version, entries) {
  const lines = [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => `${e.since}  ${e.signature}`);
  return `# API de ${name}

Versión: ${version}

Generado por \`pnpm api-report\` (scripts/api-report.mjs) desde \`src/index.ts\`: lo que cada app recibe
del singleton compartido. No se edita a mano. Cada línea: la versión que añadió o cambió la
exportación, y su firma. Quitar o cambiar una exige subir la versión mayor; añadir, al menos la
menor; una app que use una exportación debe aceptar solo versiones que la tengan
(docs/shared-modules.md).

\`\`\`ts
${lines.join('\n')}
\`\`\`
`;
}

/** The members of an `interface X { a; b? }` signature, split at its own `; ` (not nested ones). */
function interfaceMembers(signature) {
  const open = signature.indexOf('{');
  if (!signature.startsWith('interface ') || open < 0 || !signature.endsWith('}')) return null;
  const members = [];
  let depth = 0;
  let start = open + 1;
  const body = signature.slice(0, -1);
  for (let i = start; i < body.length; i++) {
    const c = body[i];
    if ('([{<'.includes(c)) depth++;
    else if (')]}'.includes(c) || (c === '>' && body[i - 1] !== '=')) depth--;
    else if (c === ';' && depth === 0) {
      members.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  members.push(body.slice(start).trim());
  return { head: signature.slice(0, open).trim(), members: members.filter(Boolean) };
}

/**
 * An interface that only gained optional properties (a descriptor's new optional field): code
 * written for the old one still compiles and runs, so it is an addition (minor), not a change.
 */
function onlyWidens(before, after) {
  const [b, a] = [interfaceMembers(before), interfaceMembers(after)];
  if (!b || !a || b.head !== a.head) return false;
  const kept = new Set(a.members);
  return b.members.every((m) => kept.has(m)) && a.members.filter((m) => !b.members.includes(m)).every((m) => /^[\w$]+\?:/.test(m));
}

/**
 * A function whose signature differs only in the names its props object is destructured into (a
 * component reading a new optional prop): its type is the same, so the change is its props
 * interface's, judged there.
 */
function sameFunctionType(before, after) {
  const typeOnly = (signature) => signature.replace(/\(\{[^{}]*\}: /g, '(props: ');
  return before.startsWith('function ') && after.startsWith('function ') && typeOnly(before) === typeOnly(after);
}

/** Compares the current exports with the checked-in report. */
function compare(pkg, exports, old) {
  const version = readJson(path.join(pkg.dir, 'package.json')).version;
  const removed = [];
  const changed = [];
  const added = [];
  const entries = new Map();
  for (const [name, signature] of exports) {
    const before = old?.entries.get(name);
    if (!before || (before.signature !== signature && (onlyWidens(before.signature, signature) || sameFunctionType(before.signature, signature)))) added.push(name);
    else if (before.signature !== signature) changed.push(name);
    entries.set(name, { since: before && before.signature === signature ? before.since : version, signature });
  }
  for (const name of old?.entries.keys() ?? []) if (!exports.has(name)) removed.push(name);

  const problems = [];
  let needs = null;
  if (old) {
    const [major, minor] = parseVersion(version);
    const [oldMajor, oldMinor] = parseVersion(old.version);
    if (removed.length || changed.length) needs = major > oldMajor ? null : `${oldMajor + 1}.0.0`;
    else if (added.length && !(major > oldMajor || (major === oldMajor && minor > oldMinor))) needs = `${oldMajor}.${oldMinor + 1}.0`;
    const list = (names) => names.join(', ');
    if ((removed.length || changed.length) && !(major > oldMajor)) {
      if (removed.length) problems.push(`quita ${list(removed)}`);
      if (changed.length) problems.push(`cambia ${list(changed)}`);
      problems.push(`eso exige la versión mayor siguiente (${oldMajor + 1}.0.0; hoy ${version} en ${pkg.dir}/package.json)`);
    } else if (added.length && !(major > oldMajor || (major === oldMajor && minor > oldMinor))) {
      problems.push(`añade ${list(added)}: eso exige al menos la versión menor siguiente (${oldMajor}.${oldMinor + 1}.0; hoy ${version})`);
    }
    if (compareVersions(version, old.version) < 0) problems.push(`la versión ${version} es menor que la del informe (${old.version})`);
  }
  return { version, entries, problems, needs, text: renderReport(pkg.name, version, entries) };
}

// ---- honest ranges ----------------------------------------------------------------------------

function sourceFiles(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'test' && e.name !== 'dist') sourceFiles(p, out);
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$|(^|\/)testing\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

/** Names a file takes at run time (not `import type`) from each shared package. */
function valueImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const used = [];
  for (const stmt of source.statements) {
    const isImport = ts.isImportDeclaration(stmt);
    if (!isImport && !(ts.isExportDeclaration(stmt) && stmt.moduleSpecifier)) continue;
    const from = stmt.moduleSpecifier.text;
    if (isImport) {
      const clause = stmt.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const el of clause.namedBindings.elements) if (!el.isTypeOnly) used.push({ from, name: (el.propertyName ?? el.name).text });
      }
    } else if (!stmt.isTypeOnly && stmt.exportClause && ts.isNamedExports(stmt.exportClause)) {
      for (const el of stmt.exportClause.elements) if (!el.isTypeOnly) used.push({ from, name: (el.propertyName ?? el.name).text });
    }
  }
  return used;
}

/** Every app and package that takes a shared package must accept only versions that have what it uses. */
function checkRanges(reports, consumers = [...APPS.map((a) => a.dir), ...fs.readdirSync(path.join(ROOT, 'packages')).map((d) => `packages/${d}`)]) {
  const problems = [];
  for (const dir of consumers) {
    if (!fs.existsSync(path.join(ROOT, dir, 'src'))) continue;
    const deps = readJson(path.join(dir, 'package.json')).dependencies ?? {};
    const seen = new Set();
    for (const file of sourceFiles(path.join(ROOT, dir, 'src'))) {
      for (const { from, name } of valueImports(file)) {
        const report = reports.get(from);
        const since = report && (report.entries.get(name)?.since ?? report.version);
        const key = `${from} ${name}`;
        if (!since || seen.has(key)) continue;
        seen.add(key);
        const floor = /(\d+\.\d+\.\d+)/.exec(deps[from] ?? '')?.[1];
        if (!floor || compareVersions(since, floor) > 0) {
          problems.push(`${dir} usa ${name} de ${from} (desde ${since}), pero su rango es "${deps[from] ?? 'ninguno'}": pon workspace:^${since} o más en ${dir}/package.json`);
        }
      }
    }
  }
  return problems;
}

// ---- --bump -----------------------------------------------------------------------------------

/** Replaces one `"key": "value"` in a package.json, keeping its layout. */
function setInPackageJson(file, key, from, to) {
  const full = path.join(ROOT, file);
  const text = fs.readFileSync(full, 'utf8');
  const escape = (t) => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`("${escape(key)}"\\s*:\\s*")${escape(from)}(")`);
  if (!pattern.test(text)) return false;
  fs.writeFileSync(full, text.replace(pattern, `$1${to}$2`));
  return true;
}

/** Moves `pkg` to `version`; on a major, moves every `workspace:^` range for it too. */
function bump(pkg, from, version) {
  setInPackageJson(path.join(pkg.dir, 'package.json'), 'version', from, version);
  console.log(`↑ ${pkg.name} ${from} → ${version}`);
  if (parseVersion(version)[0] === parseVersion(from)[0]) return;
  const dirs = [...APPS.map((a) => a.dir), ...fs.readdirSync(path.join(ROOT, 'packages')).map((d) => `packages/${d}`), 'server', 'e2e'];
  for (const dir of dirs) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    const dep = readJson(file).dependencies?.[pkg.name] ?? '';
    const range = /^workspace:[\^~]?\d+\.\d+\.\d+$/.test(dep) ? dep : null;
    if (range && setInPackageJson(file, pkg.name, range, `workspace:^${version}`)) console.log(`  ${file}: ${pkg.name} workspace:^${version}`);
  }
}

// ---- main -------------------------------------------------------------------------------------

if (args.ranges) {
  const dir = path.relative(ROOT, path.resolve(args.ranges)) || '.';
  const checkedIn = new Map(
    PACKAGES.map((pkg) => {
      const report = parseReport(path.join(ROOT, pkg.dir, REPORT));
      const { version } = readJson(path.join(pkg.dir, 'package.json'));
      return [pkg.name, { version, entries: report?.entries ?? new Map() }];
    }),
  );
  const problems = checkRanges(checkedIn, [dir]);
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(problems.length ? 1 : 0);
}

const exports = readExports();
const reports = new Map();
let failed = false;
PACKAGES.forEach((pkg, i) => {
  const file = path.join(ROOT, pkg.dir, REPORT);
  const old = parseReport(file);
  let next = compare(pkg, exports[i], old);
  if (args.bump && !args.check && next.needs) {
    bump(pkg, next.version, next.needs);
    next = compare(pkg, exports[i], old);
  }
  reports.set(pkg.name, next);
  if (next.problems.length) {
    failed = true;
    console.error(`✗ ${pkg.name}: ${next.problems.join('; ')}. \`pnpm api-report --bump\` sube la versión (y los rangos de quien lo usa, si es mayor).`);
    return;
  }
  if (args.check) {
    if (old?.text !== next.text) {
      failed = true;
      console.error(`✗ ${pkg.name}: ${pkg.dir}/${REPORT} no está al día; regenéralo con \`pnpm api-report\`.`);
    }
  } else if (old?.text !== next.text) {
    fs.writeFileSync(file, next.text);
    console.log(`✓ ${pkg.dir}/${REPORT} (${next.version})`);
  }
});
if (args.check) {
  for (const problem of checkRanges(reports)) {
    failed = true;
    console.error(`✗ ${problem}`);
  }
}
if (failed) process.exit(1);
if (args.bump) console.log('Rangos cambiados: ejecuta `pnpm install` para poner al día pnpm-lock.yaml.');
if (args.check) console.log(`Informes de API al día (${PACKAGES.map((p) => p.name).join(', ')}).`);
