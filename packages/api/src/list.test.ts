import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUserListItem } from './auth/read-entities';
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

describe('list plumbing', () => {
  it('listParams sends only what was asked', () => {
    expect(listParams({ page: 2, page_size: 50, search: '', ordering: undefined })).toEqual({ page: 2, page_size: 50 });
    expect(listParams({ search: 'ana', ordering: '-email' })).toEqual({ search: 'ana', ordering: '-email' });
  });

  it('getPage asks the contract query and reads each row where the spec allows other spellings', async () => {
    const page = await getPage('/api/auth/users/', { page: 3, page_size: 10, search: 'an', ordering: 'username' }, undefined, readUserListItem);
    expect(Object.fromEntries(asked!)).toEqual({ page: '3', page_size: '10', search: 'an', ordering: 'username' });
    expect(page.count).toBe(31);
    expect(page.results[0]).toMatchObject({ id: 4, username: 'ana', is_active: false, groups: ['terra_a'] });
  });

  it('getList reads a plain array', async () => {
    expect(await getList('/api/main/sprints/', { nombre: 'S1' })).toEqual([{ id: 1, nombre: 'S1' }]);
  });
});
