import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from './client.js';
import { unidadesMedida } from './schema/index.js';
import { buildTestApp, TEST_DATABASE_URL } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';
import { runUpkeep, tablesDue } from './upkeep.js';

const TABLE = 'public.unidades_medida';

/** The table's row estimate and dead rows, as the planner and the next upkeep see them. */
async function state(app: TestApp) {
  await app.db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = rowsOf<{ reltuples: number; dead: number }>(
    await app.db.execute(sql`
      select c.reltuples::int as reltuples, s.n_dead_tup::int as dead
        from pg_class c join pg_stat_user_tables s on s.relid = c.oid
       where c.oid = 'public.unidades_medida'::regclass`),
  );
  return row!;
}

const insertUnits = (app: TestApp, from: number, n: number) =>
  app.db.insert(unidadesMedida).values(Array.from({ length: n }, (_, i) => ({ nombre: `Unidad ${from + i}`, abreviatura: `U${from + i}` })));

// PGlite's only: PostgreSQL keeps its tables with autovacuum, and there a backend's counters reach
// the view only when that backend reports them.
describe.skipIf(TEST_DATABASE_URL)('the embedded database upkeep', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('analyzes a table written past the rule, vacuums its deletions, and leaves it once kept', async () => {
    await insertUnits(app, 0, 200);
    expect((await tablesDue(app.db)).find((t) => t.table === TABLE)).toMatchObject({ analyze: true });
    expect(await state(app)).toMatchObject({ reltuples: -1 });

    expect((await runUpkeep(app.db)).map((t) => t.table)).toContain(TABLE);
    expect(await state(app)).toEqual({ reltuples: 200, dead: 0 });
    expect((await tablesDue(app.db)).map((t) => t.table)).not.toContain(TABLE);

    // 10 more rows: under autovacuum's 50 + 10 % of 200.
    await insertUnits(app, 200, 10);
    expect((await tablesDue(app.db)).map((t) => t.table)).not.toContain(TABLE);

    // 150 deleted: past 50 + 20 % of 200 dead rows.
    await app.db.execute(sql`delete from unidades_medida where abreviatura not like 'U1%'`);
    const dead = (await state(app)).dead;
    expect(dead).toBeGreaterThan(90);
    expect((await tablesDue(app.db)).find((t) => t.table === TABLE)).toEqual({ table: TABLE, vacuum: true, analyze: true });
    await runUpkeep(app.db);
    expect(await state(app)).toEqual({ reltuples: 210 - dead, dead: 0 });
  });
});
