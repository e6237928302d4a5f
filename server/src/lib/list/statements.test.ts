import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAGE_SIZE_OPTIONS } from '@gestion/contract/page-sizes';
import { users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/client.js';
import { buildTestApp, createTestDatabase, TEST_DATABASE_URL, type TestApp, type TestDatabase } from '../../test-utils.js';
import { pageTable } from '../pagination.js';
import type { TableListOptions } from './options.js';
import { createPeople, peopleList } from './test-helpers.js';

// An unfiltered first page of a size the screens offer has its own statement, its size in its
// text (statements.ts): the same rows and count as any other way of reading that page.

// Unfiltered: the whole table (the five and the administrator), read from the top.
const { where: _filter, ...unfiltered } = peopleList;
const list: TableListOptions = { ...unfiltered, table: users, key: users.id };
const columns = { username: users.username, first_name: users.first_name };

describe('first pages of the offered sizes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await createPeople(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answer what a page of another size answers, in four orders', async () => {
    expect(PAGE_SIZE_OPTIONS).toContain(10);
    for (const ordering of ['username', '-username', 'first_name,-username', '-id']) {
      // 7 is no offered size: the statement of every other page, cut to the first rows of each size.
      const all = await pageTable(app.db, { page_size: '7', ordering }, list, columns);
      expect(all.results.length).toBe(6);
      for (const size of [10, 20]) {
        expect(await pageTable(app.db, { page_size: String(size), ordering }, list, columns), `${ordering} ${size}`).toEqual(all);
      }
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('first pages on PostgreSQL', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection: every read meets the same backend's prepared statements.
    app = await buildTestApp({ database: { ...(database.database as { driver: 'postgres'; url: string }), poolMax: 1 } });
    await createPeople(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('are a prepared statement of the connection, planned once', async () => {
    for (let i = 0; i < 3; i++) await pageTable(app.db, { page_size: '10', ordering: '-username' }, list, columns);
    const statements = rowsOf<{ statement: string; generic_plans: number; custom_plans: number }>(
      await app.db.execute(sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%limit ' || '10)%'`),
    );
    expect(statements).toHaveLength(1);
    // No parameter left: the plan made at the first call serves every call.
    expect(statements[0]).toMatchObject({ generic_plans: 3, custom_plans: 0 });
    // Any other page is planned with its own limit and offset, unprepared.
    await pageTable(app.db, { page_size: '2', page: '2', ordering: '-username' }, list, columns);
    await pageTable(app.db, { page_size: '11', ordering: '-username' }, list, columns);
    const count = rowsOf<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from pg_prepared_statements where statement like '%limit ' || '1%'`));
    expect(count[0]!.n).toBe(1);
  });
});
