import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXT_TYPES, ServerPGlite } from './server-pglite.js';

// Every type drizzle keeps as text, and two it does not (jsonb, int8), as a page's row has them.
const ROW = sql`select
  timestamptz '2025-06-01 10:30:00+00' as tz, timestamp '2025-06-01 10:30:00' as ts, date '2025-06-01' as d,
  interval '1 day 02:00' as i, array[timestamptz '2025-06-01 10:30:00+00'] as tzs, array[timestamp '2025-06-01 10:30:00'] as tss,
  array[date '2025-06-01'] as ds, array[interval '3 hours'] as iv, array[1.50, 2]::numeric[] as ns,
  '{"a": [1, 2]}'::jsonb as j, 9007199254740993::int8 as big`;

describe('ServerPGlite', () => {
  let plain: PGlite;
  let client: ServerPGlite;

  beforeAll(async () => {
    plain = await PGlite.create();
    client = await ServerPGlite.open({});
  });
  afterAll(async () => {
    await plain.close();
    await client.close();
  });

  it('answers drizzle the same values as PGlite with drizzle’s own parsers, in and out of a transaction', async () => {
    const expected = await drizzle({ client: plain }).execute(ROW);
    const db = drizzle({ client });
    expect((await db.execute(ROW)).rows).toEqual(expected.rows);
    expect((await db.transaction((tx) => tx.execute(ROW))).rows).toEqual(expected.rows);
    expect(expected.rows[0]).toMatchObject({ tz: '2025-06-01 10:30:00+00', d: '2025-06-01', ns: '{1.50,2}', j: { a: [1, 2] } });
  });

  it('drops a statement’s parsers that name only the types it already keeps as text', async () => {
    const query = vi.spyOn(PGlite.prototype, 'query');
    try {
      await drizzle({ client }).execute(sql`select 1`);
      expect(query).toHaveBeenCalledTimes(1);
      expect(query.mock.calls[0]![2]).toEqual({ rowMode: 'object' });
    } finally {
      query.mockRestore();
    }
  });

  it('keeps parsers of other types, and of its own types once they no longer read as text', async () => {
    const shout = { [23]: (v: string) => `n${v}` };
    expect((await client.query('select 7::int4 as n', [], { parsers: shout })).rows).toEqual([{ n: 'n7' }]);

    const again = await ServerPGlite.open({});
    try {
      // Reading the array types again puts PGlite's array parsers back.
      await again.refreshArrayTypes();
      expect(TEXT_TYPES.some((type) => again.statementOptions({ parsers: { [type]: (v: string) => v } })?.parsers)).toBe(true);
      const expected = await drizzle({ client: plain }).execute(ROW);
      expect((await drizzle({ client: again }).execute(ROW)).rows).toEqual(expected.rows);
    } finally {
      await again.close();
    }
  });

  it('lets the event loop turn between queued statements, so work that arrived meanwhile is not held behind the whole queue', async () => {
    const order: string[] = [];
    const statements = ['a', 'b', 'c', 'd'].map((name) =>
      client.query(`select '${name}' as n`).then(() => {
        order.push(name);
        // What a request read from its socket now would do (its handler runs in a later task).
        if (name === 'a') setImmediate(() => order.push('arrived'));
      }),
    );
    await Promise.all(statements);
    expect(order.indexOf('arrived')).toBeGreaterThan(order.indexOf('a'));
    expect(order.indexOf('arrived')).toBeLessThan(order.indexOf('d'));
  });
});
