import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, desc, eq, like, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowCounts, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/client.js';
import { buildTestApp } from '../../test-utils.js';
import type { TestApp } from '../../test-utils.js';
import { PageBookmarks } from './page-bookmarks.js';
import { pageTable, rowKey } from '../pagination.js';
import type { ListParams, TableListOptions } from '../pagination.js';

describe('PageBookmarks', () => {
  it('finds the nearest place at or before an offset, at the version it was read', () => {
    const marks = new PageBookmarks();
    expect(marks.nearest(100)).toBeUndefined();
    marks.remember(40, 'a', '7');
    marks.remember(80, 'b', '7');
    expect(marks.nearest(39)).toBeUndefined();
    expect(marks.nearest(40)).toEqual({ offset: 40, key: 'a', version: '7' });
    expect(marks.nearest(79)).toEqual({ offset: 40, key: 'a', version: '7' });
    expect(marks.nearest(500)).toEqual({ offset: 80, key: 'b', version: '7' });
  });

  it('keeps no place for the first row, and forgets every place of another version', () => {
    const marks = new PageBookmarks();
    marks.remember(0, 'top', '1');
    expect(marks.nearest(0)).toBeUndefined();
    marks.remember(20, 'a', '1');
    marks.remember(60, 'c', '2');
    expect(marks.nearest(59)).toBeUndefined();
    expect(marks.nearest(60)).toEqual({ offset: 60, key: 'c', version: '2' });
  });

  it('holds at most its bound, forgetting the oldest place first', () => {
    const marks = new PageBookmarks(2);
    marks.remember(10, 'a', '1');
    marks.remember(20, 'b', '1');
    marks.remember(30, 'c', '1');
    expect(marks.nearest(15)).toBeUndefined();
    expect(marks.nearest(25)?.key).toBe('b');
    expect(marks.nearest(35)?.key).toBe('c');
  });
});

describe('deep pages from a remembered row (pageTable)', () => {
  let app: TestApp;
  const NAMES = Array.from({ length: 45 }, (_, i) => `bm_${String(i).padStart(3, '0')}`);

  beforeAll(async () => {
    app = await buildTestApp();
    await app.db.insert(users).values(
      NAMES.map((username, i) => ({
        username,
        password: 'x',
        first_name: `Nombre ${i % 7}`,
        // Every third has never signed in: a NULL sort key.
        last_login: i % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 11))),
      })),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const ordering = {
    username: rowKey(sql`lower(${users.username})`),
    first_name: users.first_name,
    last_login: users.last_login,
  };
  /** The tiebreaker follows the order: one direction throughout, either way. Every page past the first may start from a row. */
  const LIST: TableListOptions = {
    table: users,
    key: users.id,
    ordering,
    defaultOrdering: 'username',
    tiebreaker: users.id,
    tiebreakerFollowsOrder: true,
    bookmarkFromOffset: 1,
  };
  /** The tiebreaker always ascending: `-username` mixes directions. */
  const MIXED: TableListOptions = { ...LIST, tiebreakerFollowsOrder: false };
  const COLUMNS = { username: users.username };

  const page = async (params: ListParams, list = LIST) =>
    (await pageTable<{ username: string }>(app.db, params, list, COLUMNS)).results.map((r) => r.username);
  /** What a walk from the top answers: the reference. */
  const fromTop = async (orderBy: SQL[], size: number, pageNumber: number) =>
    (await app.db.select(COLUMNS).from(users).orderBy(...orderBy).limit(size).offset((pageNumber - 1) * size)).map((r) => r.username);

  /** Statements that start from a remembered row (`(keys) >= (select keys … where key = $n)`). */
  async function statementsFromBookmarks(action: () => Promise<unknown>): Promise<number> {
    const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    try {
      await action();
      return query.mock.calls.filter(([text]) => /\) [<>]= \(select /.test(typeof text === 'string' ? text : JSON.stringify(text))).length;
    } finally {
      query.mockRestore();
    }
  }

  it('reads a deep page again from its first row, answering what a walk from the top answers', async () => {
    const byName = [sql`lower(${users.username})`, asc(users.id)];
    expect(await statementsFromBookmarks(() => page({ page: '4', page_size: '5' }))).toBe(0);
    let fromBookmark = 0;
    for (const p of [4, 5, 6, 4, 7]) {
      fromBookmark += await statementsFromBookmarks(async () =>
        expect(await page({ page: String(p), page_size: '5' })).toEqual(await fromTop(byName, 5, p)),
      );
    }
    expect(fromBookmark).toBe(5);
    const byNameDesc = [desc(sql`lower(${users.username})`), desc(users.id)];
    for (const p of [3, 3, 4, 9]) expect(await page({ page: String(p), page_size: '5', ordering: '-username' })).toEqual(await fromTop(byNameDesc, 5, p));
  });

  it('reads from the top again once the table changed: an insert, an update or a delete before the page moves it', async () => {
    const byName = [sql`lower(${users.username})`, asc(users.id)];
    const check = async () => {
      for (const p of [5, 6]) expect(await page({ page: String(p), page_size: '4' })).toEqual(await fromTop(byName, 4, p));
    };
    await check();
    await app.db.insert(users).values({ username: 'bm_000a', password: 'x' });
    await check();
    await app.db.update(users).set({ username: 'bm_0000' }).where(eq(users.username, 'bm_040'));
    await check();
    await app.db.delete(users).where(eq(users.username, 'bm_001'));
    await check();
    await app.db.update(users).set({ first_name: 'Otro' }).where(eq(users.username, 'bm_002'));
    await check();
  });

  it('walks pages nearer than bookmarkFromOffset from the top', async () => {
    const near: TableListOptions = { ...LIST, bookmarkFromOffset: 30 };
    const reads = await statementsFromBookmarks(async () => {
      for (const p of [3, 3, 6, 7, 7]) await page({ page: String(p), page_size: '5' }, near);
    });
    // Pages 3 (offset 10) and 6 (25) walk from the top; 7 (30) remembers, then starts from its row.
    expect(reads).toBe(1);
  });

  it('never starts from a row in an order with a NULL key or mixed directions', async () => {
    const byLogin = [asc(users.last_login), asc(users.id)];
    const mixed = [desc(sql`lower(${users.username})`), asc(users.id)];
    const reads = await statementsFromBookmarks(async () => {
      for (const p of [2, 3, 2, 3, 4]) {
        expect(await page({ page: String(p), page_size: '7', ordering: 'last_login' })).toEqual(await fromTop(byLogin, 7, p));
        expect(await page({ page: String(p), page_size: '7', ordering: '-username' }, MIXED)).toEqual(await fromTop(mixed, 7, p));
      }
    });
    expect(reads).toBe(0);
  });

  it('bumps the table version with every writing statement, in its transaction', async () => {
    const version = async () =>
      Number(rowsOf<{ v: string | number }>(await app.db.execute(sql`select version as v from ${rowCounts} where table_name = 'users'`))[0]!.v);
    const start = await version();
    await app.db.insert(users).values([{ username: 'bm_v1', password: 'x' }, { username: 'bm_v2', password: 'x' }]);
    expect(await version()).toBe(start + 1);
    await app.db.update(users).set({ first_name: 'V' }).where(like(users.username, 'bm_v%'));
    expect(await version()).toBe(start + 2);
    await app.db
      .transaction(async (tx) => {
        await tx.delete(users).where(like(users.username, 'bm_v%'));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await version()).toBe(start + 2);
    await app.db.delete(users).where(like(users.username, 'bm_v%'));
    expect(await version()).toBe(start + 3);
  });
});
