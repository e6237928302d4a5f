import { describe, expect, it, vi } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { createUser } from '../test-utils.js';
import { ApiError } from './http-errors.js';
import { MAX_SEARCH_LENGTH, MAX_SEARCH_TERMS, pageTable } from './pagination.js';
import type { ListParams } from './pagination.js';
import { peopleList, withPeople } from './list/test-helpers.js';

const people = withPeople();

const options = peopleList;

const list = (params: ListParams, extra: Partial<typeof options> = {}) =>
  pageTable<{ username: string }>(people.app.db, params, { ...options, ...extra, table: users, key: users.id }, { username: users.username });

const names = (page: { results: { username: string }[] }) => page.results.map((r) => r.username);

describe('paginate', () => {
  it('answers {count, results} with the default ordering', async () => {
    const page = await list({});
    expect(page.count).toBe(5);
    expect(names(page)).toEqual(['andres', 'jose', 'lucia', 'maria', 'mario']);
  });

  it('pages from 1 with page_size', async () => {
    expect(names(await list({ page: '2', page_size: '2' }))).toEqual(['lucia', 'maria']);
    expect(names(await list({ page: '3', page_size: '2' }))).toEqual(['mario']);
  });

  it('answers 404 Página inválida past the last page or for a bad page', async () => {
    for (const page of ['4', '0', 'abc', '-1']) {
      await expect(list({ page, page_size: '2' })).rejects.toMatchObject({
        statusCode: 404,
        body: { detail: 'Página inválida.' },
      });
    }
    await expect(list({ page: '9' })).rejects.toBeInstanceOf(ApiError);
  });

  it('page 1 of an empty list is empty, not an error', async () => {
    expect(await list({ search: 'zzzz' })).toEqual({ count: 0, results: [] });
  });

  it('orders by whitelisted fields, descending with -, each once', async () => {
    expect(names(await list({ ordering: '-username' }))).toEqual(['mario', 'maria', 'lucia', 'jose', 'andres']);
    expect(names(await list({ ordering: '-id,id,-id' }))).toEqual(['andres', 'lucia', 'mario', 'maria', 'jose']);
    expect(names(await list({ ordering: ' , ' }))).toEqual(['andres', 'jose', 'lucia', 'maria', 'mario']);
  });

  it('refuses any other name with 400 naming the allowed ones, prototype names included', async () => {
    for (const ordering of ['password', 'nope,-id', '__proto__', '-constructor', 'toString', 'hasOwnProperty', '__defineGetter__']) {
      await expect(list({ ordering })).rejects.toMatchObject({
        statusCode: 400,
        body: { ordering: [expect.stringContaining('Campos permitidos: username, first_name, id.')] },
      });
    }
  });

  it('bounds the search: length and number of terms', async () => {
    await expect(list({ search: 'a'.repeat(MAX_SEARCH_LENGTH + 1) })).rejects.toMatchObject({
      statusCode: 400,
      body: { search: [`La búsqueda admite como máximo ${MAX_SEARCH_LENGTH} caracteres.`] },
    });
    const many = Array.from({ length: MAX_SEARCH_TERMS + 1 }, (_, i) => `t${i}`).join(',');
    await expect(list({ search: many })).rejects.toMatchObject({
      statusCode: 400,
      body: { search: [`La búsqueda admite como máximo ${MAX_SEARCH_TERMS} palabras.`] },
    });
    // Repeated terms count once.
    expect((await list({ search: Array(30).fill('mari').join(' ') })).count).toBe(2);
  });

  it('a page too deep for any table is 404, not a database error', async () => {
    await expect(list({ page: String(Number.MAX_SAFE_INTEGER), page_size: '1000' })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('searches accent- and case-insensitively, every term in some field', async () => {
    expect(names(await list({ search: 'MARI' }))).toEqual(['maria', 'mario']);
    expect(names(await list({ search: 'maría' }))).toEqual(['maria']);
    expect(names(await list({ search: 'andres' }))).toEqual(['andres']);
    expect(names(await list({ search: 'lucia, luc' }))).toEqual(['lucia']);
    expect(names(await list({ search: '%' }))).toEqual([]);
    expect((await list({ search: 'jose' })).count).toBe(1);
  });

  it('combines with the route filters', async () => {
    expect(await list({}, { where: eq(users.username, 'jose') })).toEqual({ count: 1, results: [{ username: 'jose' }] });
    expect(await list({ search: 'mari' }, { where: ne(users.username, 'maria') })).toEqual({ count: 1, results: [{ username: 'mario' }] });
  });

  it('counts unfiltered pages from the row counter, kept exact by triggers', async () => {
    const all = await pageTable(people.app.db, {}, { ...options, where: undefined, table: users, key: users.id }, { id: users.id });
    expect(all.count).toBe(await people.app.db.$count(users));
    await createUser(people.app, { username: 'nuevo_contado' });
    await createUser(people.app, { username: 'jose_borrado' });
    await people.app.db.delete(users).where(eq(users.username, 'jose_borrado'));
    const again = await pageTable(people.app.db, {}, { ...options, where: undefined, table: users, key: users.id }, { id: users.id });
    expect(again.count).toBe(all.count + 1);
  });

  it("builds an unfiltered order's statement once, and answers every page of it as a fresh build would", async () => {
    const whole = { ...options, where: undefined, table: users, key: users.id };
    const columns = { username: users.username };
    const select = vi.spyOn(people.app.db, 'select');
    try {
      // Each order is built on its first page only.
      const cases: [ListParams, boolean][] = [
        [{}, true],
        [{ page: '2', page_size: '2' }, false],
        [{ ordering: '-first_name' }, true],
        [{ ordering: '-first_name', page: '3', page_size: '1' }, false],
        [{}, false],
      ];
      for (const [params, builds] of cases) {
        // Fresh options and columns: built anew.
        const expected = await pageTable<{ username: string }>(people.app.db, params, { ...whole }, { ...columns });
        const before = select.mock.calls.length;
        expect(await pageTable(people.app.db, params, whole, columns), JSON.stringify(params)).toEqual(expected);
        expect(select.mock.calls.length > before, JSON.stringify(params)).toBe(builds);
      }
    } finally {
      select.mockRestore();
    }
  });
});
