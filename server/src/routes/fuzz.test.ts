import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../db/schema/index.js';
import { buildTestApp, createUser } from '../test-utils.js';
import type { TestApp, TestUser } from '../test-utils.js';
import { mulberry32 } from '../lib/prng.js';
import { largeBodies, longestBlock } from './large-bodies.js';
import type { BodySchema } from './large-bodies.js';

// Keep it true: every route of the OpenAPI document, fed generated bad input as an
// anonymous caller and as a superuser, never answers 5xx. Seeded (FUZZ_SEED) and bounded
// (FUZZ_RUNS cases per route and caller; the default keeps CI well under two minutes); a larger
// run: `pnpm --filter @gestion/server fuzz` (FUZZ_RUNS=300). A failure prints the request.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);


const ODD_IDS = ['-1', '0', '1', '2', '1e309', 'abc', '__proto__', 'constructor', '2147483648', '99999999999999999999', '1.5', ' 1', '0x10', 'NaN', '%00', "1' OR '1'='1", '%E0%A4%A'];
const ODD_STRINGS = [
  '',
  ' ',
  'a'.repeat(10_000),
  'x\u0000y',
  '\u0000',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '%%%___\\\\',
  '<script>alert(1)</script>',
  '😀'.repeat(300),
  '\ud800',
  'ñandú ÁÉÍÓÚ',
  '١٢٣',
  '\u202e\u200b',
  '-1',
  '1e309',
  'null',
  '{"a":1}',
  Array.from({ length: 500 }, (_, i) => `t${i}`).join(','),
  'a,'.repeat(3000),
];
const ODD_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, [], [1, 'a', null], {}, { __proto__: { admin: true } }, { constructor: 1 }, ['__proto__'], [[[]]], ...ODD_STRINGS];
const ODD_QUERY: Record<string, string[]> = {
  page: ['0', '-1', 'abc', '1e309', '99999999999999999999', '9007199254740991', '2000', '1.5', '__proto__', ''],
  page_size: ['0', '-5', '100000', 'abc', '1e309', '__proto__', ''],
  search: ODD_STRINGS.filter((s) => s.length < 20_000),
  ordering: ['__proto__', '-__proto__', 'constructor', 'toString', 'hasOwnProperty', 'password', '-', '--id', 'id,-id,id', ',,,', "id; DROP TABLE users", 'a'.repeat(5000), 'id,'.repeat(2000), '\u0000'],
};

interface Operation {
  method: string;
  path: string;
  /** public routes are swept as an anonymous caller too */
  public: boolean;
  pathParams: string[];
  queryParams: string[];
  body?: { properties?: Record<string, { type?: string }>; required?: string[] };
  /** the largest body the route reads (lib/body-limits.ts) */
  bodyLimit?: number;
}

type Schema = { properties?: Record<string, { type?: string }>; required?: string[] };

type Doc = {
  paths: Record<string, Record<string, { description?: string; 'x-body-limit'?: number; parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
};

function operations(doc: Doc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        public: (op.description ?? '').includes('Acceso: público.'),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        ...(body ? { body } : {}),
        ...(op['x-body-limit'] ? { bodyLimit: op['x-body-limit'] } : {}),
      });
    }
  }
  return ops;
}

function fill(op: Operation, id: (name: string) => string): string {
  let url = op.path;
  for (const name of op.pathParams) url = url.replace(`{${name}}`, encodeURIComponent(id(name)));
  return url;
}

const json = (body: unknown): Partial<InjectOptions> => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
const RAW_BODIES = ['[]', '"x"', '1', 'null', 'true', '{', '{"a":', '\u0000', '{"__proto__":{"is_superuser":true}}', '{"constructor":{"prototype":{"x":1}}}', '[{"a":1}]', ''];

/** One bad input at a time: each path parameter, query parameter and body field in turn. */
function* sweep(op: Operation): Generator<InjectOptions> {
  const method = op.method as InjectOptions['method'];
  const base = fill(op, () => '1');
  for (const name of op.pathParams) {
    for (const odd of ODD_IDS) yield { method, url: fill(op, (n) => (n === name ? odd : '1')) };
  }
  for (const name of op.queryParams) {
    for (const odd of ODD_QUERY[name] ?? ODD_STRINGS) yield { method, url: `${base}?${new URLSearchParams({ [name]: odd })}` };
  }
  if (op.method === 'GET' || op.method === 'DELETE') return;
  for (const raw of RAW_BODIES) yield { method, url: base, payload: raw, headers: { 'content-type': 'application/json' } };
  for (const name of Object.keys(op.body?.properties ?? {})) {
    for (const odd of ODD_VALUES) yield { method, url: base, ...json({ [name]: odd }) };
  }
}

/** One generated bad request for the operation, several inputs wrong at once. */
function generate(op: Operation, pick: <T>(list: readonly T[]) => T, chance: (p: number) => boolean): InjectOptions {
  let url = op.path;
  for (const name of op.pathParams) url = url.replace(`{${name}}`, encodeURIComponent(chance(0.3) ? '1' : pick(ODD_IDS)));
  const query = new URLSearchParams();
  for (const name of op.queryParams) {
    if (chance(0.6)) query.append(name, pick(ODD_QUERY[name] ?? ODD_STRINGS));
  }
  if (chance(0.3)) query.append(pick(Object.keys(ODD_QUERY)), pick(ODD_STRINGS));
  if (chance(0.1)) query.append('__proto__', 'x');
  const qs = query.toString();
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url: qs ? `${url}?${qs}` : url };
  if (op.method === 'GET' || op.method === 'DELETE') return options;
  const roll = Math.floor(pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
  if (roll === 0) {
    // Not an object at all, or not JSON.
    const raw = pick(RAW_BODIES);
    return { ...options, payload: raw, headers: { 'content-type': pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) } };
  }
  const props = Object.keys(op.body?.properties ?? {});
  const body: Record<string, unknown> = {};
  for (const name of props) {
    if (chance(0.2)) continue; // missing
    body[name] = pick(ODD_VALUES);
  }
  if (chance(0.3)) body[pick(['extra', '__proto__', 'constructor', 'is_superuser', 'id', 'token_version'])] = pick(ODD_VALUES);
  return { ...options, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

let app: TestApp;
let root: TestUser;
let ops: Operation[];

beforeAll(async () => {
  app = await buildTestApp();
  root = await createUser(app, { is_superuser: true });
  const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
  ops = operations(doc.json());
});
afterAll(async () => {
  await app?.close();
});

/** The superuser's headers, signed again when a fuzzed call ended its tokens (its groups changed). */
async function rootHeaders(refresh: boolean): Promise<Record<string, string>> {
  if (refresh) {
    const [row] = await app.db.select().from(users).where(eq(users.id, root.user.id));
    if (row && !row.is_active) await app.db.update(users).set({ is_active: true }).where(eq(users.id, row.id));
    root = { ...root, headers: { authorization: `JWT ${await app.sessions.open(row!)}` } };
  }
  return root.headers;
}

describe('fuzz: every route of the OpenAPI document', () => {
  it('documents the routes it fuzzes', () => {
    expect(ops.length).toBeGreaterThan(30);
  });

  it(`never answers 5xx (a sweep of each input, then seed ${SEED}: ${RUNS} mixed cases per route and caller)`, async () => {
    const random = mulberry32(SEED);
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const chance = (p: number) => random() < p;
    const failures: string[] = [];
    let sent = 0;
    let refresh = false;
    const send = async (options: InjectOptions, anonymous: boolean) => {
      const headers = { ...(options.headers as Record<string, string> | undefined), ...(anonymous ? {} : await rootHeaders(refresh)) };
      const res = await app.inject({ ...options, headers });
      sent++;
      if (!anonymous) refresh = res.statusCode === 401;
      const who = anonymous ? '(anónimo)' : '(superusuario)';
      if (res.statusCode >= 500) {
        failures.push(`${res.statusCode} ${options.method} ${options.url} ${who} ${String(options.payload ?? '').slice(0, 300)} → ${res.body.slice(0, 200)}`);
      } else if (res.statusCode >= 400) {
        const body: unknown = res.json();
        if (!body || typeof body !== 'object') failures.push(`${res.statusCode} without a JSON object: ${options.method} ${options.url} ${who} → ${res.body.slice(0, 200)}`);
      }
    };
    for (const op of ops) {
      for (const options of sweep(op)) {
        await send(options, false);
        if (op.public) await send(options, true);
      }
      for (let i = 0; i < RUNS; i++) {
        for (const anonymous of [true, false]) await send(generate(op, pick, chance), anonymous);
      }
    }
    expect(failures, `${failures.length} of ${sent} requests:\n${failures.slice(0, 20).join('\n')}`).toEqual([]);
  }, Math.max(110_000, RUNS * 4_000));
});

// One request may not stall everyone. The largest bodies each route reads (long lists
// of bad items, objects of many keys, filling the route's body limit) are answered without 5xx
// and without holding the event loop over BLOCK_BUDGET_MS; a body past the limit is a 413.
// `pnpm --filter @gestion/server exec tsx bench/body-lag.ts` prints the figures.
const BLOCK_BUDGET_MS = 100;

describe('fuzz: the largest bodies', () => {
  it(`every route with a body answers its largest bodies in under ${BLOCK_BUDGET_MS} ms of event loop, and 413 past its limit`, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of ops) {
      if (!op.bodyLimit) continue;
      const url = fill(op, () => '1');
      const method = op.method as InjectOptions['method'];
      for (const body of largeBodies(op.body as BodySchema | undefined, op.bodyLimit)) {
        const inject = async () => app.inject({ method, url, payload: body.payload, headers: { 'content-type': 'application/json', ...(await rootHeaders(false)) } });
        // Judged on the processor time the request took (it bounds its longest block): on a
        // shared machine the timer's lag also counts other processes' time. Up to five tries: a
        // garbage collection of earlier work may land in any one, and where test files share a
        // worker (PostgreSQL), the process's time also holds the other files' work (a full run once
        // saw one body at 103 ms in three tries there; the file alone passes). Extra work only adds time,
        // so the best try is still the request's own cost.
        let best = Infinity;
        let status = 0;
        for (let i = 0; i < 5 && best > BLOCK_BUDGET_MS; i++) {
          const { result, cpuMs } = await longestBlock(inject);
          best = Math.min(best, cpuMs);
          status = result.statusCode;
          sent++;
        }
        if (status >= 500 || best > BLOCK_BUDGET_MS) failures.push(`${op.method} ${op.path} ${body.label} (${body.payload.length} B) → ${status}, ${best.toFixed(0)} ms`);
      }
      const over = await app.inject({ method, url, payload: `{"x":"${'a'.repeat(op.bodyLimit)}"}`, headers: { 'content-type': 'application/json', ...(await rootHeaders(false)) } });
      if (over.statusCode !== 413) failures.push(`${op.method} ${op.path} past its limit → ${over.statusCode}`);
    }
    expect(sent).toBeGreaterThan(100);
    expect(failures, `${failures.length} of ${sent}:\n${failures.slice(0, 30).join('\n')}`).toEqual([]);
  }, 600_000);
});
