import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test-utils.js';
import { prepareReads, preparedName, useName } from './prepared-statements.js';

describe('preparedName', () => {
  it('names a read by its text: the same text the same name, another text another', () => {
    const a = preparedName({ text: 'select $1::int as n' });
    expect(a).toMatch(/^r_[\w-]+$/);
    expect(preparedName({ text: 'select $1::int as n', values: [2] })).toBe(a);
    expect(preparedName({ text: 'select $1::int as m' })).not.toBe(a);
    expect(preparedName({ text: '\n  SELECT 1' })).not.toBeNull();
  });

  it('leaves writes, other statements, plain texts and named statements unnamed', () => {
    expect(preparedName({ text: 'insert into t values ($1)' })).toBeNull();
    expect(preparedName({ text: 'with x as (delete from t returning *) select * from x' })).toBeNull();
    expect(preparedName({ text: 'explain (format json) select 1' })).toBeNull();
    expect(preparedName({ text: 'selection' })).toBeNull();
    expect(preparedName('select 1')).toBeNull();
    expect(preparedName({ text: 'select 1', name: 'mine' })).toBeNull();
    expect(preparedName(null)).toBeNull();
    expect(preparedName({ text: 'select 1', submit: () => undefined })).toBeNull();
  });
});

describe('useName', () => {
  const client = () => ({}) as pg.PoolClient;

  it('keeps the most recently used names and gives back the one to forget', () => {
    const c = client();
    expect(useName(c, 'a', 2)).toBeNull();
    expect(useName(c, 'b', 2)).toBeNull();
    // 'a' used again: 'b' is now the least recently used.
    expect(useName(c, 'a', 2)).toBeNull();
    expect(useName(c, 'c', 2)).toBe('b');
    expect(useName(c, 'b', 2)).toBe('a');
    expect(useName(c, 'c', 2)).toBeNull();
  });

  it('counts each connection apart', () => {
    const [c1, c2] = [client(), client()];
    expect(useName(c1, 'a', 1)).toBeNull();
    expect(useName(c2, 'b', 1)).toBeNull();
    expect(useName(c1, 'b', 1)).toBe('a');
  });
});

describe.skipIf(!TEST_DATABASE_URL)('prepareReads on PostgreSQL', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let few: pg.Pool;
  const url = () => (database.database as { url: string }).url;
  const prepared = async (on = pool) =>
    (await on.query<{ name: string }>({ text: "select name from pg_prepared_statements where name like 'r\\_%' order by name" })).rows.map((r) => r.name);

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection: every statement meets the same backend's prepared statements.
    pool = prepareReads(new pg.Pool({ connectionString: url(), max: 1 }));
    few = prepareReads(new pg.Pool({ connectionString: url(), max: 1 }), 3);
  });
  afterAll(async () => {
    await pool?.end();
    await few?.end();
    await database?.drop();
  });

  it('runs a read as a prepared statement of its connection, with the same answers', async () => {
    const text = 'select $1::int + 1 as n';
    for (const v of [1, 41]) expect((await pool.query<{ n: number }>({ text, values: [v] })).rows).toEqual([{ n: v + 1 }]);
    expect(await prepared()).toContain(preparedName({ text }));
    // Pool.query's other forms are pg's own.
    expect((await pool.query<{ n: number }>('select 2 as n')).rows).toEqual([{ n: 2 }]);
    const viaCallback = await new Promise((resolve, reject) => pool.query('select $1::int as n', [3], (err: Error | undefined, res) => (err ? reject(err) : resolve(res.rows))));
    expect(viaCallback).toEqual([{ n: 3 }]);
  });

  it('forgets the least recently used statement past its limit, on both sides', async () => {
    const texts = ['select 1 as a', 'select 2 as b', 'select 3 as c', 'select 4 as d'];
    for (const text of texts) await few.query({ text });
    const names = await prepared(few);
    expect(names).toHaveLength(3);
    // The listing itself is one of the three, with the last two reads; the first two are gone.
    expect(names).toEqual(expect.arrayContaining(texts.slice(2).map((text) => preparedName({ text }))));
    for (const text of texts.slice(0, 2)) expect(names).not.toContain(preparedName({ text }));
    // A forgotten read runs again (parsed anew under the same name).
    expect((await few.query<{ a: number }>({ text: texts[0]! })).rows).toEqual([{ a: 1 }]);
  });

  it('reads again, unprepared, when a migration changed the shape of what a prepared read answers', async () => {
    await pool.query('create table forma (nombre varchar(5))');
    await pool.query("insert into forma values ('abc')");
    const text = 'select nombre from forma';
    expect((await pool.query({ text })).rows).toEqual([{ nombre: 'abc' }]);
    await pool.query('alter table forma alter column nombre type varchar(10)');
    expect((await pool.query({ text })).rows).toEqual([{ nombre: 'abc' }]);
  });

  it('answers a failing read with its error and goes on with a new connection', async () => {
    await expect(pool.query({ text: 'select 1 / $1::int as n', values: [0] })).rejects.toMatchObject({ code: '22012' });
    expect((await pool.query<{ n: number }>({ text: 'select 1 / $1::int as n', values: [1] })).rows).toEqual([{ n: 1 }]);
  });
});
