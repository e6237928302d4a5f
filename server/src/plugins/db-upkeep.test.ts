import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.js';
import { unidadesMedida } from '../db/schema/index.js';
import { buildTestApp, TEST_DATABASE_URL } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';

/** The planner's row estimate of the table, and how many of its columns have statistics (ANALYZE's). */
const planned = async (app: TestApp) =>
  rowsOf<{ rows: number; columns: number }>(
    await app.db.execute(sql`select reltuples::int as rows, (select count(*)::int from pg_stats where schemaname = 'public' and tablename = 'unidades_medida') as columns
                               from pg_class where oid = 'public.unidades_medida'::regclass`),
  )[0]!;

// PGlite's only: with PostgreSQL the plugin leaves the tables to autovacuum.
describe.skipIf(TEST_DATABASE_URL)('db-upkeep', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  it('brings a folder written by an earlier process up to date before the server listens', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gestion-upkeep-'));
    const database = { driver: 'pglite' as const, dataDir: dir };
    const writer = await buildTestApp({ database });
    await writer.db.insert(unidadesMedida).values(Array.from({ length: 300 }, (_, i) => ({ nombre: `Unidad ${i}`, abreviatura: `U${i}` })));
    await writer.close();

    // Without the upkeep, nothing would: PGlite kept no activity from the writer's process.
    const without = await buildTestApp({ database });
    try {
      expect(await planned(without)).toEqual({ rows: -1, columns: 0 });
    } finally {
      await without.close();
    }

    const server = await buildTestApp({ database, dbUpkeep: true });
    try {
      expect(await planned(server)).toEqual({ rows: 300, columns: 4 });
    } finally {
      await server.close();
    }
  });
});
