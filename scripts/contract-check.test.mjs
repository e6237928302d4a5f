import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contractProblems, readModule } from './contract-check.mjs';

const mod = (file, text) => ({ file: `packages/contract/src/${file}`, text });
const SCHEMA = "export const SprintSchema = Type.Object({ id: Type.Integer() });\n";

test('the contract as it is has no hand-written twin', async () => {
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, [new URL('./contract-check.mjs', import.meta.url).pathname], { stdio: 'pipe' });
});

test('a type derived from its schema, as an interface or a type, is no shape of its own', () => {
  for (const decl of ['export interface Sprint extends Static<typeof SprintSchema> {}', 'export type Sprint = Static<typeof SprintSchema>;']) {
    const r = contractProblems([mod('main.ts', SCHEMA + decl)], []);
    assert.deepEqual([r.problems, r.handWritten], [[], 0]);
  }
});

test('a hand-written twin of a contract schema fails, and names the fix', () => {
  const r = contractProblems([mod('main.ts', `${SCHEMA}export interface Sprint { id: number }`)], []);
  assert.equal(r.problems.length, 1);
  assert.match(r.problems[0], /main\.ts: Sprint está escrito a mano y tiene esquema \(SprintSchema\)/);
});

test("a hand-written twin of a schema the server still declares fails too, unless its area is pending", () => {
  const contract = [mod('auth.ts', 'export interface Me { id: number }\nexport interface LoginRequest { username: string }')];
  assert.equal(contractProblems(contract, ['MeSchema'], new Map()).problems.length, 1);
  const r = contractProblems(contract, ['MeSchema'], new Map([['auth.ts', ['Me']]]));
  assert.deepEqual([r.problems, r.handWritten, r.allowed], [[], 2, 1]);
});

test('an interface that adds members to the Static, or derives from another schema, is not derived', () => {
  const adds = contractProblems([mod('main.ts', `${SCHEMA}export interface Sprint extends Static<typeof SprintSchema> { extra: string }`)], []);
  assert.equal(adds.problems.length, 1);
  const other = contractProblems([mod('main.ts', `${SCHEMA}export type Sprint = Static<typeof TareaSchema>;`)], []);
  assert.match(other.problems[0], /Sprint deriva de TareaSchema, pero su esquema es SprintSchema/);
});

test('a written-out type held by Same<> to its schema passes and is counted apart', () => {
  const text = "export const EstadoSchema = OneOf(ESTADOS);\nexport type Estado = 'a' | 'b';\nconst held: Same<Estado, Static<typeof EstadoSchema>> = true;";
  const r = contractProblems([mod('main.ts', text)], []);
  assert.deepEqual([r.problems, r.handWritten, r.held], [[], 0, 1]);
});

test("another name for a type is no shape; the server's schemas count exported or not", () => {
  assert.equal(contractProblems([mod('pueblo.ts', 'export type RecursoTipo = CatalogoItem;')], []).handWritten, 0);
  assert.deepEqual(readModule('server/src/x.ts', 'const ProductoSchema = Type.Object({});', { allSchemas: true }).schemas, ['ProductoSchema']);
  assert.deepEqual(readModule('packages/contract/src/x.ts', 'const ProductoSchema = Type.Object({});').schemas, []);
});
