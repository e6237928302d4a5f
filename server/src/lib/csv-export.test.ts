import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { exportacionesEnCurso, users } from '../db/schema/index.js';
import { SLOT_STALE_MS } from '../repositories/export-slots.js';
import { buildTestApp, createUser, TEST_DATABASE_URL, type TestApp } from '../test-utils.js';
import { BOM, csvCell, csvLine, csvStream, exportRequest, type ListExport } from './csv-export.js';
import { MAX_EXPORTS_PER_USER, openExport, runningExports } from '../resource/export-route.js';
import { pageTable, rowKey, type ListParams, type TableListOptions } from './pagination.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
  // Ties, NULLs and both directions: every branch of the keyset condition is crossed at batch size 2.
  const people: [string, string, string | null][] = [
    ['exp_ana', 'Ana', '2026-01-01T10:00:00.123456Z'],
    ['exp_beto', 'Beto', null],
    ['exp_carla', 'Ana', '2026-01-01T10:00:00.123457Z'],
    ['exp_dario', '=1+2', null],
    ['exp_elena', 'Ana', '2026-01-01T10:00:00.123456Z'],
    ['exp_fede', '-Fede', '2026-01-02T00:00:00Z'],
    ['exp_gema', 'Gema; "la de Ñ"', null],
  ];
  for (const [username, first_name, login] of people) {
    const { user } = await createUser(app, { username, first_name });
    // Microseconds: a key that JavaScript's Date would round.
    if (login) await app.db.update(users).set({ last_login: sql`${login}::timestamptz` }).where(eq(users.id, user.id));
  }
});
afterAll(async () => app?.close());

const LIST: TableListOptions = {
  table: users,
  key: users.id,
  ordering: { username: rowKey(sql`lower(${users.username})`), first_name: users.first_name, last_login: users.last_login, id: users.id },
  defaultOrdering: 'username',
  tiebreaker: users.id,
  search: [users.search_text],
  where: like(users.username, 'exp\\_%'),
};
const COLUMNS = { username: users.username, first_name: users.first_name };
type Row = { username: string; first_name: string };
const SPEC: ListExport<Row> = {
  list: LIST,
  columns: COLUMNS,
  csv: [
    { header: 'Usuario', value: (r) => r.username },
    { header: 'Nombre', value: (r) => r.first_name },
  ],
  fileName: 'prueba',
};

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

/** The file of `params` read in batches of `batchSize`. */
async function exported(params: ListParams, batchSize: number) {
  let ended = 0;
  const out = await text(await csvStream(app.db, SPEC, exportRequest(params, LIST), () => ended++, batchSize));
  expect(ended).toBe(1);
  return out;
}

/** The same rows as every page of the list, as the file would write them. */
async function paged(params: ListParams) {
  const page = await pageTable<Row>(app.db, { ...params, page_size: '1000' }, LIST, COLUMNS);
  return BOM + csvLine(['Usuario', 'Nombre']) + page.results.map((r) => csvLine([r.username, r.first_name])).join('');
}

describe('csvCell', () => {
  it('neutralises formulas (= + - @ tab CR first) with an apostrophe, and quotes as RFC 4180 asks', () => {
    expect(['=1+2', '+34', '-5', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual(["'=1+2", "'+34", "'-5", "'@SUM(A1)", "'\tx", `"'\rx"`]);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('di "hola"')).toBe('"di ""hola"""');
    expect(csvCell('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvCell('Ñoño')).toBe('Ñoño');
    expect([csvCell(null), csvCell(undefined), csvCell(true), csvCell(false), csvCell(12.5)]).toEqual(['', '', 'Sí', 'No', '12.5']);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('csvStream', () => {
  it('writes the rows of every page, in the list order, whatever the batch size: ties, NULLs, both directions', async () => {
    const orders = ['', '-username', 'first_name', '-first_name', 'last_login', '-last_login', 'first_name,-last_login', '-last_login,first_name,-id'];
    for (const ordering of orders) {
      const expected = await paged({ ordering });
      expect(expected.split('\r\n').length).toBe(9);
      for (const batch of [1, 2, 3, 1000]) expect(await exported({ ordering }, batch), `${ordering} ${batch}`).toBe(expected);
    }
  });

  it.skipIf(!TEST_DATABASE_URL)('reads each batch as an unnamed statement, never one of the pool\'s prepared reads (through them the export\'s rows outlived the young generation)', async () => {
    const pool = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const own = pool.query;
    const names: unknown[] = [];
    pool.query = (...args: unknown[]) => {
      const config = args[0] as { text?: unknown; name?: unknown };
      if (typeof config?.text === 'string' && config.text.includes('"first_name"')) names.push(config.name);
      return own.apply(pool, args);
    };
    try {
      // 7 rows in batches of 2: four statements (the last one short).
      await exported({}, 2);
    } finally {
      pool.query = own;
    }
    expect(names).toEqual(['', '', '', '']);
  });

  it('applies the search as the list does', async () => {
    const expected = await paged({ search: 'ana' });
    expect(expected).toContain('exp_carla');
    expect(expected).not.toContain('exp_beto');
    expect(await exported({ search: 'ana' }, 1)).toBe(expected);
  });

  it('starts with the BOM and the header row, and neutralises formula cells', async () => {
    const file = await exported({ ordering: 'username' }, 2);
    expect(file.startsWith('\uFEFFUsuario;Nombre\r\n')).toBe(true);
    expect(file).toContain("exp_dario;'=1+2\r\n");
    expect(file).toContain("exp_fede;'-Fede\r\n");
    expect(file).toContain('exp_gema;"Gema; ""la de Ñ"""\r\n');
  });

  it('refuses a bad ordering or search as the list does (400)', () => {
    expect(() => exportRequest({ ordering: 'password' }, LIST)).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => exportRequest({ search: 'x'.repeat(201) }, LIST)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('openExport: at most MAX_EXPORTS_PER_USER running per user', () => {
  const running = (userId: number) => runningExports(app, userId);
  const released = (userId: number, n: number) => vi.waitFor(async () => expect(await running(userId)).toBe(n), { timeout: 5000, interval: 10 });

  it('refuses the next with 429 in Spanish; a slot comes back when a file ends or its reader goes away', async () => {
    const userId = 987_654;
    const first = await openExport(app, userId, SPEC, {});
    const second = await openExport(app, userId, SPEC, {});
    expect(await running(userId)).toBe(MAX_EXPORTS_PER_USER);
    await expect(openExport(app, userId, SPEC, {})).rejects.toMatchObject({
      statusCode: 429,
      body: { detail: 'Ya tienes 2 exportaciones en curso. Espera a que termine alguna antes de empezar otra.' },
    });
    // Another user is not held back.
    await text(await openExport(app, userId + 1, SPEC, {}));
    // Read to its end: released.
    expect(await text(first)).toContain('exp_ana');
    await released(userId, 1);
    const third = await openExport(app, userId, SPEC, {});
    // The client went away mid-file (fastify destroys the reply's stream): released too.
    third.destroy();
    await new Promise((resolve) => third.once('close', resolve));
    second.read(0);
    second.destroy();
    await released(userId, 0);
    // A bad request takes no slot.
    await expect(openExport(app, userId, SPEC, { ordering: 'nada' })).rejects.toMatchObject({ statusCode: 400 });
    expect(await running(userId)).toBe(0);
  });

  it('a slot whose process stopped beating lapses', async () => {
    const userId = 987_700;
    await app.db.insert(exportacionesEnCurso).values([
      { usuario_id: userId, latido: new Date(Date.now() - SLOT_STALE_MS - 5_000) },
      { usuario_id: userId, latido: new Date(Date.now() - SLOT_STALE_MS - 5_000) },
    ]);
    expect(await running(userId)).toBe(0);
    const file = await openExport(app, userId, SPEC, {});
    expect(await running(userId)).toBe(1);
    await text(file);
    await released(userId, 0);
  });

  // Two apps on one database need PostgreSQL (an in-memory PGlite is its app's own).
  it.skipIf(!TEST_DATABASE_URL)('two processes on one database share the limit (a fleet)', async () => {
    const other = await buildTestApp({ database: app.config.database });
    try {
      const userId = 987_800;
      const held = [await openExport(app, userId, SPEC, {}), await openExport(other, userId, SPEC, {})];
      await expect(openExport(app, userId, SPEC, {})).rejects.toMatchObject({ statusCode: 429 });
      await expect(openExport(other, userId, SPEC, {})).rejects.toMatchObject({ statusCode: 429 });
      for (const s of held) s.destroy();
      await released(userId, 0);
    } finally {
      await other.close();
    }
  });
});
