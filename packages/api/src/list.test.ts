import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from './http';
import { getList, getPage, listParams } from './list';

const API = 'http://api.test';
let asked: URLSearchParams | null = null;
const server = setupServer(
  mock.get(`${API}/api/auth/users/`, ({ request }) => {
    asked = new URL(request.url).searchParams;
    return HttpResponse.json({ count: 31, results: [{ pk: 4, username: 'ana', activo: false, groups: [{ name: 'terra_a' }] }] });
  }),
  mock.get(`${API}/api/main/sprints/`, ({ request }) => HttpResponse.json([{ id: 1, nombre: new URL(request.url).searchParams.get('nombre') }])),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseURL: API });
});
afterAll(() => server.close());

/** A row read the way an endpoint's `read` does: the server's `pk` becomes `id`. */
function readRow(row: unknown): { id: number; username: string } {
  const r = row as { pk: number; username: string };
  return { id: r.pk, username: r.username };
}

describe('list plumbing', () => {
  it('listParams sends only what was asked', () => {
    expect(listParams({ page: '2', page_size: '50', search: '', ordering: undefined })).toEqual({ page: '2', page_size: '50' });
    expect(listParams({ search: 'ana', ordering: '-email' })).toEqual({ search: 'ana', ordering: '-email' });
  });

  it('getPage asks the contract query and reads each row where the spec allows other spellings', async () => {
    const page = await getPage('/api/auth/users/', { page: '3', page_size: '10', search: 'an', ordering: 'username' }, undefined, readRow);
    expect(Object.fromEntries(asked!)).toEqual({ page: '3', page_size: '10', search: 'an', ordering: 'username' });
    expect(page.count).toBe(31);
    expect(page.results).toEqual([{ id: 4, username: 'ana' }]);
  });

  it('getPage sends the endpoint\'s own filters beside the list query', async () => {
    await getPage('/api/auth/users/', { page: '2', search: '' }, undefined, undefined, { jornada_id: 7 });
    expect(Object.fromEntries(asked!)).toEqual({ page: '2', jornada_id: '7' });
  });

  it('getList reads a plain array', async () => {
    expect(await getList('/api/main/sprints/', { nombre: 'S1' })).toEqual([{ id: 1, nombre: 'S1' }]);
  });
});
