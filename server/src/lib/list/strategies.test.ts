import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.js';
import { createUser } from '../../test-utils.js';
import { pageTable } from '../pagination.js';
import type { TableListOptions } from './options.js';
import { pageRequest, type ListParams } from './request.js';
import { rarestTermRequest } from './strategies.js';
import { peopleList as options, withPeople } from './test-helpers.js';

const people = withPeople();

describe('estimated counts (exactCountCap)', () => {
  const columns = { username: users.username };
  const exact: TableListOptions = { ...options, table: users, key: users.id };
  // Every filter expected broad: always the walk of the order's index.
  const walked: TableListOptions = { ...exact, exactCountCap: 0 };
  // Every filter expected narrow, but found broader than the exact path reads: the walk again.
  const cut: TableListOptions = { ...exact, exactCountCap: 1_000_000, maxExactMatches: 1 };
  const page = (params: ListParams, list: TableListOptions) => pageTable<{ username: string }>(people.app.db, params, list, columns);

  const cases: ListParams[] = [
    {},
    { search: 'mari' },
    { search: 'a' },
    { search: 'a', page_size: '2' },
    { search: 'a', page_size: '2', page: '2' },
    { search: 'a', page_size: '2', page: '3' },
    { search: 'a', page_size: '1', page: '4', ordering: '-first_name' },
    { search: 'o', page_size: '2', ordering: 'first_name,-username' },
    { search: 'zzz' },
  ];

  it('pages the same rows as the exact count, with the exact count on every page while under approximateCountFrom', async () => {
    for (const params of cases) {
      const expected = await page(params, exact);
      for (const list of [walked, cut]) {
        const got = await page(params, list);
        expect(got, JSON.stringify(params)).toEqual(expected);
      }
    }
  });

  it('past approximateCountFrom: the estimate, flagged, the same on every page until the walk ends; then the exact count', async () => {
    // A list of its own: nothing kept from the other tests.
    const estimated: TableListOptions = { ...exact, exactCountCap: 0, approximateCountFrom: 0 };
    const all = await page({ search: 'a' }, exact);
    const n = all.count;
    expect(n).toBeGreaterThanOrEqual(3);
    const first = await page({ search: 'a', page_size: '1' }, estimated);
    expect(first.count_approximate).toBe(true);
    expect(first.results).toEqual(all.results.slice(0, 1));
    // The estimate does not depend on the offset.
    for (let p = 2; p < n; p++) {
      const next = await page({ search: 'a', page_size: '1', page: String(p) }, estimated);
      expect([next.count, next.count_approximate, next.results]).toEqual([first.count, true, all.results.slice(p - 1, p)]);
    }
    // The last page is reached (one step past a full page is always offered) and knows the real count...
    expect(await page({ search: 'a', page_size: '1', page: String(n) }, estimated)).toEqual({ count: n, results: all.results.slice(n - 1) });
    // ...which every page of that query answers from then on, while the table is unchanged.
    expect(await page({ search: 'a', page_size: '1' }, estimated)).toEqual({ count: n, results: all.results.slice(0, 1) });
    expect(await page({ search: 'a', page_size: '1', page: '2', ordering: '-first_name' }, estimated)).toMatchObject({ count: n });
    // A write to the table: the kept count is not trusted any more.
    const extra = await createUser(people.app, { username: 'zacarias', first_name: 'Zacarías' });
    try {
      expect(await page({ search: 'a', page_size: '1' }, estimated)).toMatchObject({ count_approximate: true });
      expect(await page({ search: 'a', page_size: '1', page: String(n + 1) }, estimated)).toEqual({ count: n + 1, results: [{ username: 'zacarias' }] });
      expect(await page({ search: 'a', page_size: '1', page: '2' }, estimated)).toMatchObject({ count: n + 1 });
    } finally {
      await people.app.db.delete(users).where(eq(users.id, extra.user.id));
    }
  });

  it('counts a search once per version of the table: paging and re-sorting it reuse the count', async () => {
    const counted: TableListOptions = { ...exact, exactCountCap: 0 };
    const select = vi.spyOn(people.app.db, 'select');
    // The count's statement selects `n` (countMatches).
    const counts = () => select.mock.calls.filter(([fields]) => fields !== undefined && 'n' in fields).length;
    const n = (await page({ search: 'a' }, exact)).count;
    try {
      expect(await page({ search: 'a', page_size: '1' }, counted)).toMatchObject({ count: n });
      expect(counts()).toBe(1);
      expect(await page({ search: 'a', page_size: '1', page: '2' }, counted)).toMatchObject({ count: n });
      expect(await page({ search: 'a', page_size: '1', ordering: '-first_name' }, counted)).toMatchObject({ count: n });
      expect(counts()).toBe(1);
      await page({ search: 'o', page_size: '1' }, counted);
      expect(counts()).toBe(2);
    } finally {
      select.mockRestore();
    }
  });

  it('a search of several terms with a rare one: only that term is read through the index, the others checked on its rows', () => {
    const request = pageRequest({ search: 'sprint 0421' }, exact);
    const text = (list: TableListOptions, perTerm: number[]) => {
      const rare = rarestTermRequest(list, request, perTerm);
      return rare && { sql: new PgDialect().sqlToQuery(rare.request.where!).sql, bound: rare.bound };
    };
    const rare = text({ ...exact, exactCountCap: 1_000 }, [120_000, 73]);
    expect(rare?.bound).toBe(73);
    // Both terms are still tested; the common one in a form the trigram index cannot serve.
    expect(rare?.sql.match(/"search_text" like/g)).toHaveLength(1);
    expect(rare?.sql.match(/\("users"\."search_text" \|\| ''\) like/g)).toHaveLength(1);
    // No term rare enough, no estimates per term, or no cap: the search as it was.
    expect(text({ ...exact, exactCountCap: 1_000 }, [120_000, 5_000])).toBeNull();
    expect(text({ ...exact, exactCountCap: 1_000 }, [])).toBeNull();
    expect(text(exact, [120_000, 73])).toBeNull();
  });

  it('answers the same pages when the rarest term alone is read through the index', async () => {
    // Every term estimated rare: the rewritten search on every multi-term case.
    const rare: TableListOptions = { ...exact, exactCountCap: 1_000_000 };
    const multi: ListParams[] = [
      { search: 'mar a' },
      { search: 'a o', page_size: '1', page: '2' },
      { search: 'jose e', ordering: '-first_name' },
      { search: 'a zzz' },
      { search: 'lu ia an' },
    ];
    for (const params of multi) expect(await page(params, rare), JSON.stringify(params)).toEqual(await page(params, exact));
  });

  it('answers 404 past the last page, like the exact count', async () => {
    for (const params of [{ search: 'a', page: '9' }, { search: 'zzz', page: '2' }]) {
      await expect(page(params, exact)).rejects.toMatchObject({ statusCode: 404 });
      await expect(page(params, walked)).rejects.toMatchObject({ statusCode: 404 });
      await expect(page(params, cut)).rejects.toMatchObject({ statusCode: 404 });
    }
  });

  it('asks the planner once per list and search while the estimate lasts, whatever the page and order', async () => {
    const list: TableListOptions = { ...walked };
    const execute = vi.spyOn(people.app.db, 'execute');
    const explains = () => execute.mock.calls.length;
    try {
      await page({ search: 'mar' }, list);
      expect(explains()).toBe(1);
      await page({ search: 'mar', ordering: '-username', page_size: '1', page: '2' }, list);
      expect(explains()).toBe(1);
      await page({ search: 'luc' }, list);
      expect(explains()).toBe(2);
      // Another list's search is another estimate (its own table or filters).
      await page({ search: 'mar' }, { ...walked });
      expect(explains()).toBe(3);
      // Unfiltered pages ask nothing.
      await page({ page_size: '1' }, { ...list, where: undefined });
      expect(explains()).toBe(3);
    } finally {
      execute.mockRestore();
    }
  });
});

