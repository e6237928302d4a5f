#!/usr/bin/env node
// `pnpm lint`: each wire shape is written once. A shape with a TypeBox schema (`XSchema`, in
// packages/contract or still in server/src) has its contract type derived from it,
// `type X = Static<typeof XSchema>` or `interface X extends Static<typeof XSchema> {}`, never
// written out again by hand; where it must be written out, a `Same<X, Static<typeof XSchema>>`
// check beside it holds it to the schema. Fails on a hand-written twin and counts the contract's
// hand-written shapes that remain.
//   node scripts/contract-check.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Hand-written contract types whose server schema has not moved into the contract yet, by module.
 * Each entry says why it waits; the list only ever shrinks.
 */
export const PENDING = new Map();

const isPending = (pending, file, name) => pending.get(path.basename(file))?.includes(name) ?? false;

const STATIC_OF = /^Static<typeof (\w+Schema)>$/;

/** What one module exports: schema names, and each type as derived, held (Same<>), an alias or hand-written. */
export function readModule(file, text, { allSchemas = false } = {}) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const schemas = [];
  const types = [];
  const exported = (node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const staticOf = (typeNode) => STATIC_OF.exec(typeNode?.getText(source).replace(/\s+/g, ' ') ?? '')?.[1] ?? null;
  for (const node of source.statements) {
    // The server's schemas count exported or not (a route file may keep its own).
    if (ts.isVariableStatement(node) && (exported(node) || allSchemas)) {
      for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text.endsWith('Schema')) schemas.push(d.name.text);
    } else if (ts.isTypeAliasDeclaration(node) && exported(node)) {
      // `type RecursoTipo = CatalogoItem`: another name for a type, no shape of its own.
      const alias = ts.isTypeReferenceNode(node.type) && !node.type.typeArguments;
      types.push({ name: node.name.text, from: staticOf(node.type), alias });
    } else if (ts.isInterfaceDeclaration(node) && exported(node)) {
      const heritage = node.heritageClauses?.flatMap((h) => h.types) ?? [];
      const from = node.members.length === 0 && heritage.length === 1 ? staticOf(heritage[0]) : null;
      types.push({ name: node.name.text, from, alias: false });
    }
  }
  // `Same<X, Static<typeof XSchema>>` anywhere in the module holds X to XSchema.
  const held = new Set([...text.matchAll(/Same<\s*(\w+)\s*,\s*Static<typeof (\w+Schema)>\s*>/g)].filter((m) => `${m[1]}Schema` === m[2]).map((m) => m[1]));
  // wire.ts holds the schemas' building blocks (its `Same` is a check, not a shape).
  if (path.basename(file) === 'wire.ts') types.length = 0;
  return { schemas, types: types.map((t) => ({ ...t, held: !t.from && held.has(t.name) })) };
}

/**
 * The problems and the tally over the contract's modules (`contract`: [{file, text}]) and the
 * names of the schemas the server still declares (`serverSchemas`).
 */
export function contractProblems(contract, serverSchemas, pending = PENDING) {
  const modules = contract.map(({ file, text }) => ({ file, ...readModule(file, text) }));
  const schemas = new Set([...serverSchemas, ...modules.flatMap((m) => m.schemas)]);
  const problems = [];
  const remaining = [];
  let held = 0;
  let allowed = 0;
  for (const m of modules) {
    for (const t of m.types) {
      if (t.alias) continue;
      if (t.from) {
        if (t.from !== `${t.name}Schema` && schemas.has(`${t.name}Schema`)) problems.push(`${m.file}: ${t.name} deriva de ${t.from}, pero su esquema es ${t.name}Schema`);
        continue;
      }
      if (t.held) {
        held++;
        continue;
      }
      remaining.push(`${path.basename(m.file)}: ${t.name}`);
      if (!schemas.has(`${t.name}Schema`)) continue;
      if (isPending(pending, m.file, t.name)) {
        allowed++;
        continue;
      }
      problems.push(`${m.file}: ${t.name} está escrito a mano y tiene esquema (${t.name}Schema): escribe \`interface ${t.name} extends Static<typeof ${t.name}Schema> {}\` (o \`type\` si no es un objeto)`);
    }
  }
  return { problems, handWritten: remaining.length, remaining, held, allowed };
}

/** The `XSchema` constants of the server's code (tests aside). */
export function serverSchemaNames(dir) {
  const names = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) names.push(...readModule(p, fs.readFileSync(p, 'utf8'), { allSchemas: true }).schemas);
    }
  };
  walk(dir);
  return names;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.join(root, 'packages/contract/src');
  const contract = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ file: `packages/contract/src/${f}`, text: fs.readFileSync(path.join(dir, f), 'utf8') }));
  const { problems, handWritten, remaining, held, allowed } = contractProblems(contract, serverSchemaNames(path.join(root, 'server/src')));
  for (const p of problems) console.error(`✗ ${p}`);
  if (process.argv.includes('--list')) for (const n of remaining) console.log(`  ${n}`);
  console.log(
    `contract: ${handWritten} tipos escritos a mano en packages/contract/src (ninguno es el gemelo de un esquema del servidor` +
      `${allowed ? `, salvo ${allowed} pendientes` : ''}); ${held} sostenidos por Same<> contra su esquema`,
  );
  process.exit(problems.length ? 1 : 0);
}
